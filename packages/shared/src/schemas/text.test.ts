import { expect, it } from 'vitest';
import { memberText } from './text.ts';

it('takes control characters out, keeping tabs and line breaks, before trimming and counting', () => {
  const title = memberText().trim().min(1, 'Required').max(5, 'Too long');
  expect(title.parse(' \u0000Ab\u0007c\u001b\u007f\u0085 ')).toBe('Abc');
  expect(memberText().parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
  expect(title.safeParse('\u0000\u0001 ').error?.issues[0]?.message).toBe('Required');
  expect(title.safeParse('abcde\u0000').success).toBe(true);
  expect(title.safeParse('abcdef').error?.issues[0]?.message).toBe('Too long');
});

it('leaves the letters of every language, emoji and right-to-left text alone', () => {
  expect(memberText().parse('Ọmọ́ dé — أهلا 👋🏾 Ngozi')).toBe('Ọmọ́ dé — أهلا 👋🏾 Ngozi');
});
