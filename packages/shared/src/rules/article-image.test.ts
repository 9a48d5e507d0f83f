import { describe, expect, it } from 'vitest';
import { articleImageCardUrl } from './article-image.ts';

describe('article image sizes', () => {
  it('names the card-sized file beside the page-sized one', () => {
    expect(articleImageCardUrl('/uploads/articles/abc/123-1200.webp')).toBe('/uploads/articles/abc/123-600.webp');
    expect(articleImageCardUrl('https://example.com/x.png')).toBe('https://example.com/x.png');
  });
});
