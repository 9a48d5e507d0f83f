import { describe, expect, it } from 'vitest';
import { emptied, findIn, without, withAllRead, withOnTop, withReplaced } from './list-pages.ts';
import type { ListData } from './streams.ts';

type Item = { id: string; read: boolean };
const list = (...pages: Item[][]): ListData<Item> => ({
  pages: pages.map((items, i) => ({ items, nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? '' : `c${i - 1}`)),
});
const a = { id: 'a', read: false };
const b = { id: 'b', read: true };
const c = { id: 'c', read: false };

describe('a stream’s cached pages', () => {
  it('find a notification on any page', () => {
    expect(findIn(list([a], [b]), 'b')).toBe(b);
    expect(findIn(list([a]), 'x')).toBeUndefined();
    expect(findIn(undefined, 'a')).toBeUndefined();
  });

  it('take a new one on top of the first page only', () => {
    expect(withOnTop(list([a], [b]), c)).toEqual(list([c, a], [b]));
  });

  it('replace a changed one where it is, and drop a deleted one', () => {
    expect(withReplaced(list([a], [b]), { id: 'b', read: false })).toEqual(list([a], [{ id: 'b', read: false }]));
    expect(without(list([a, c], [b]), 'c')).toEqual(list([a], [b]));
  });

  it('are all read after mark all read, and one empty page after clear all', () => {
    expect(withAllRead(list([a], [b, c]))).toEqual(list([{ id: 'a', read: true }], [b, { id: 'c', read: true }]));
    expect(emptied(list([a], [b]))).toEqual({ pages: [{ items: [], nextCursor: null }], pageParams: [''] });
  });
});
