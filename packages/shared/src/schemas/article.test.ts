import { describe, expect, it } from 'vitest';
import { articleInputSchema, articleUpdateSchema, commentSchema, draftSchema } from './article.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('article rules (SPEC §5)', () => {
  it('needs a title and content after trimming, the title at most 120 characters', () => {
    expect(messages(articleInputSchema.safeParse({ title: '  ', content: ' \n' }))).toEqual({
      title: 'Title is required.',
      content: 'Content is required.',
    });
    expect(messages(articleInputSchema.safeParse({ title: 'x'.repeat(121), content: 'ok' }))).toEqual({
      title: 'Title must be at most 120 characters.',
    });
    expect(articleInputSchema.parse({ title: ` ${'x'.repeat(120)} `, content: ' Body ' })).toMatchObject({
      title: 'x'.repeat(120),
      content: 'Body',
      tags: [],
      imageUrl: null,
    });
  });

  it('trims tags and silently drops empty ones and duplicates in any case', () => {
    expect(articleInputSchema.parse({ title: 'T', content: 'C', tags: [' Career ', 'career', '', 'Growth'] }).tags).toEqual([
      'Career',
      'Growth',
    ]);
  });

  it('takes only images we stored', () => {
    expect(articleInputSchema.safeParse({ title: 'T', content: 'C', imageUrl: '/uploads/articles/abc/1f-1200.webp' }).success).toBe(true);
    expect(articleInputSchema.safeParse({ title: 'T', content: 'C', imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(articleInputSchema.safeParse({ title: 'T', content: 'C', imageUrl: 'https://tracker.example/p.gif' }).success).toBe(false);
  });

  it('changes only what an edit sends, and lets a draft be unfinished', () => {
    expect(articleUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(articleUpdateSchema.parse({ imageUrl: null })).toEqual({ imageUrl: null });
    expect(draftSchema.parse({})).toEqual({ title: '', content: '', tags: [], imageUrl: null });
  });

  it('needs a comment to say something', () => {
    expect(messages(commentSchema.safeParse({ content: '   ' }))).toEqual({ content: 'Write a comment first.' });
  });
});
