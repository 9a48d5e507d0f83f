import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, summarize } from './plain-text.ts';

describe('article summary', () => {
  it('is the Markdown as plain text, blocks apart, marks and raw HTML gone', () => {
    const { excerpt, wordCount } = summarize(
      '# Title here\n\nSome **bold** and _soft_ text with [a link](https://example.com).\n\n- one\n- two\n\n<script>alert(1)</script>\n\n`code`',
    );
    expect(excerpt).toBe('Title here. Some bold and soft text with a link. one two code');
    expect(wordCount).toBe(13);
  });

  it('ends a heading as a sentence, so it does not run into the text after it', () => {
    expect(summarize('## What worked for me\n\nPick one habit and keep it.').excerpt).toBe(
      'What worked for me. Pick one habit and keep it.',
    );
    // A heading that already ends as a sentence keeps its own mark.
    expect(summarize('# Why mentors?\n\nBecause.\n\n### Step one:\n\nListen.').excerpt).toBe('Why mentors? Because. Step one: Listen.');
    expect(summarize('# Title\n\nText').wordCount).toBe(2);
  });

  it('cuts a long text at a word, within 300 characters', () => {
    const { excerpt, wordCount } = summarize('word '.repeat(400));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(wordCount).toBe(400);
  });
});
