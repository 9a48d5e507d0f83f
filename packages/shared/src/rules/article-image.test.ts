import { describe, expect, it } from 'vitest';
import { articleImageCardUrl, coverCardBytes, coverFileName } from './article-image.ts';

describe('article image sizes', () => {
  it('names the card-sized file beside the page-sized one', () => {
    expect(articleImageCardUrl('/uploads/articles/abc/123-1200.webp')).toBe('/uploads/articles/abc/123-600.webp');
    expect(articleImageCardUrl('/uploads/articles/abc/123-s24576-1200.webp')).toBe('/uploads/articles/abc/123-s24576-600.webp');
    expect(articleImageCardUrl('https://example.com/x.png')).toBe('https://example.com/x.png');
  });

  it("reads the card copy's weight from either copy's name, and nothing from a name without it", () => {
    expect(coverFileName('articles/ab/9f', 24576, 1200)).toBe('articles/ab/9f-s24576-1200.webp');
    expect(coverCardBytes('/uploads/articles/ab/9f-s24576-1200.webp')).toBe(24576);
    expect(coverCardBytes('/uploads/stories/ab/9f-s812-600.webp')).toBe(812);
    expect(coverCardBytes('/uploads/articles/ab/9f-1200.webp')).toBeNull();
    expect(coverCardBytes('/uploads/articles/ab/9f-s24576-800.webp')).toBeNull();
    expect(coverCardBytes('/uploads/articles/ab/9f-s12345678901-1200.webp')).toBeNull();
  });
});
