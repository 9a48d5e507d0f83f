import { describe, expect, it } from 'vitest';
import { communitySlug } from '../schemas/network.ts';
import { slugFromName } from './community-slug.ts';

describe('slugFromName', () => {
  it('makes an address the schema accepts from a name', () => {
    for (const [name, slug] of [
      ['Women in Tech Africa', 'women-in-tech-africa'],
      ['  Fintech — Nigeria!  ', 'fintech-nigeria'],
      ['Côte d’Ivoire Founders', 'cote-d-ivoire-founders'],
      ['AI & ML 2026', 'ai-ml-2026'],
    ]) {
      expect(slugFromName(name!)).toBe(slug);
      expect(communitySlug.safeParse(slug).success).toBe(true);
    }
  });

  it('stays within 80 characters and never ends on a hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugFromName('!!!')).toBe('');
  });
});
