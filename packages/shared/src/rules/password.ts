import { isCommonPassword } from '../constants/common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import * as en from '../i18n/en/index.ts';

const t = en.validation;

/** What is wrong with a new password, or null: at least 6 characters and not one of the most used. */
export function passwordProblem(password: string): { title: string; description: string } | null {
  if (password.length === 0) return { title: t.passwordRequired, description: t.passwordRequired };
  if (password.length < PASSWORD_MIN_LENGTH) return { title: t.passwordTooShort, description: t.passwordTooShortHint };
  if (password.length > PASSWORD_MAX_LENGTH) return { title: t.tooLong, description: t.tooLong };
  if (isCommonPassword(password)) return { title: t.passwordTooCommon, description: t.passwordTooCommonHint };
  return null;
}
