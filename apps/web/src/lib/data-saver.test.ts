import { expect, it } from 'vitest';
import { resolveDataSaver } from './data-saver.ts';

it("follows the browser's Save-Data until the member chooses on this device", () => {
  expect(resolveDataSaver(null, true)).toBe(true);
  expect(resolveDataSaver(null, false)).toBe(false);
});

it("keeps the member's choice whatever the browser says", () => {
  expect(resolveDataSaver('off', true)).toBe(false);
  expect(resolveDataSaver('on', false)).toBe(true);
});

it('treats a damaged stored value as no choice', () => {
  expect(resolveDataSaver('yes', true)).toBe(true);
  expect(resolveDataSaver('', false)).toBe(false);
});
