import { expect, it } from 'vitest';
import { feedPath, resolveDataSaver } from './data-saver.ts';

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

it('asks a feed for 10 items a page while saving data, and for the usual page otherwise', () => {
  expect(feedPath('/api/articles', true)).toBe('/api/articles?limit=10');
  expect(feedPath('/api/stories?sort=new&cursor=abc', true)).toBe('/api/stories?sort=new&cursor=abc&limit=10');
  expect(feedPath('/api/articles?scope=following', false)).toBe('/api/articles?scope=following');
});
