/**
 * The most used passwords of at least six characters in public breach corpora.
 * Refused at sign-up and reset: they fall to the first guesses of any attacker.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', '1234567', '1234567890', '12345678910', '111111', '000000',
  '123123', '654321', '666666', '121212', '112233', '123321', '987654321', '555555', '777777',
  '888888', '999999', '159753', '147258369', '123qwe', 'qwerty', 'qwerty123', 'qwertyuiop',
  '1q2w3e4r', '1q2w3e', 'qwe123', 'zxcvbnm', 'asdfgh', 'asdfghjkl', 'password', 'password1',
  'password123', 'passw0rd', 'p@ssw0rd', 'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'princess',
  'sunshine', 'football', 'baseball', 'monkey', 'dragon', 'master', 'letmein', 'welcome',
  'welcome1', 'shadow', 'superman', 'michael', 'jennifer', 'charlie', 'trustno1', 'admin123',
  'administrator', 'changeme', 'secret', 'starwars', 'whatever', 'freedom', 'computer', 'internet',
  'mustang', 'access', 'batman', 'soccer', 'hello123', 'lovely', 'azerty', 'aa123456', 'killer',
  'pokemon', 'chelsea', 'arsenal', 'liverpool', 'nigeria', 'kenya123', 'ghana123', 'jesus1',
  'blessed', 'blessing', 'godisgood', 'mentor', 'mentor123', 'prosper', 'prosper123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
