import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time.ts';

describe('reading time', () => {
  it('counts words in any script, not punctuation or Markdown marks', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('## Hello, world! — it’s 2026')).toBe(4);
    expect(countWords('Habari yako? Ça va bien, merci.')).toBe(6);
    expect(countWords('مرحبا بالعالم')).toBe(2);
  });

  it('is words ÷ 200, rounded, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(99)).toBe(1);
    expect(readingMinutes(299)).toBe(1);
    expect(readingMinutes(300)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
