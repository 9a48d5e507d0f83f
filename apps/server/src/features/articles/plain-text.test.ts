import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, summarize } from './plain-text.ts';

describe('article summary', () => {
  it('is the Markdown as plain text, blocks apart, marks and raw HTML gone', () => {
    const { excerpt, wordCount } = summarize(
      '# Title here\n\nSome **bold** and _soft_ text with [a link](https://example.com).\n\n- one\n- two\n\n<script>alert(1)</script>\n\n`code`',
    );
    expect(excerpt).toBe('Title here Some bold and soft text with a link. one two code');
    expect(wordCount).toBe(13);
  });

  it('cuts a long text at a word, within 300 characters', () => {
    const { excerpt, wordCount } = summarize('word '.repeat(400));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(wordCount).toBe(400);
  });
});
