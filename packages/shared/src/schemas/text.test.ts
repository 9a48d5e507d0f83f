import { expect, it } from 'vitest';
import * as en from '../i18n/en/index.ts';
import { memberLine, memberText, searchText } from './text.ts';

const problem = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

it('refuses text with control characters, saying so, and keeps tabs and line breaks', () => {
  const bio = memberText().trim().max(50, 'Too long');
  for (const bad of ['\u0000', 'Ab\u0007c', 'red\u001b[31m', 'x\u007f', 'next\u0085line']) {
    expect(problem(bio.safeParse(bad)), JSON.stringify(bad)).toEqual([en.validation.controlCharacters]);
  }
  expect(bio.parse(' line one\r\n\tline two ')).toBe('line one\r\n\tline two');
});

it('keeps a line on one line', () => {
  const name = memberLine().trim().min(1, 'Required');
  expect(problem(name.safeParse('Amara\nOkafor'))).toEqual([en.validation.lineBreaks]);
  expect(problem(name.safeParse('Amara\tOkafor'))).toEqual([en.validation.lineBreaks]);
  expect(problem(name.safeParse('Amara\u0000'))).toEqual([en.validation.controlCharacters]);
  expect(name.parse(' Amara Okafor ')).toBe('Amara Okafor');
  expect(problem(name.safeParse('   '))).toEqual(['Required']);
});

it('takes control characters out of a search instead of refusing it', () => {
  expect(searchText().trim().parse(' data\u0000 sci\u001b ')).toBe('data sci');
});

it('leaves the letters of every language, emoji and right-to-left text alone', () => {
  const text = 'Ọmọ́ dé — أهلا 👋🏾 Ngozi';
  expect(memberText().parse(text)).toBe(text);
  expect(memberLine().parse(text)).toBe(text);
});
