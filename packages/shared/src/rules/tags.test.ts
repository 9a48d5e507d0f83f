import { expect, it } from 'vitest';
import { addTag, splitList } from './tags.ts';

it('adds a tag trimmed, and ignores an empty one or one already there in any case', () => {
  expect(addTag(['Python'], '  Data  science ')).toEqual(['Python', 'Data science']);
  expect(addTag(['Python'], 'python')).toEqual(['Python']);
  expect(addTag(['Python'], '   ')).toEqual(['Python']);
});

it('splits a comma-separated list into trimmed, distinct items', () => {
  expect(splitList('English, Swahili ,, english,French ')).toEqual(['English', 'Swahili', 'French']);
  expect(splitList('')).toEqual([]);
});
