import { describe, expect, it } from 'vitest';
import { pagePattern, redactText, reportUrl, withoutQuery } from './report-privacy.ts';

describe('report privacy', () => {
  it('cuts the query string and the fragment of an address', () => {
    expect(withoutQuery('https://prosper.test/reset-password?x=1#token=abc')).toBe('https://prosper.test/reset-password');
    expect(reportUrl('https://prosper.test/assets/index-Bx12ab.js?v=3')).toBe('https://prosper.test/assets/index-Bx12ab.js');
  });

  it('cuts queries from URLs in a stack and replaces token-shaped runs, keeping file names', () => {
    const stack = 'Error: boom\n    at go (https://prosper.test/assets/community-settings-page-Bx12ab.js?token=s3cr3t:10:5)';
    expect(redactText(stack)).toBe('Error: boom\n    at go (https://prosper.test/assets/community-settings-page-Bx12ab.js:10:5)');
    expect(redactText('session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc expired')).toBe('session [redacted] expired');
    expect(redactText('key sk_live_4eC39HqLyjWDarjtT1zdp7dc failed')).toBe('key [redacted] failed');
    expect(redactText('Cannot read properties of undefined (reading map)')).toBe('Cannot read properties of undefined (reading map)');
  });

  it('writes ids in a page path as :id, so a page names nobody', () => {
    expect(pagePattern('/mentor/Xy3kP9qLmN2rT8vW4zA6bC1dE5fG7hJ0?tab=reviews')).toBe('/mentor/:id');
    expect(pagePattern('/programs/3f2b8c1e-7d4a-4b9e-9c2f-1a2b3c4d5e6f/certificates/42')).toBe('/programs/:id/certificates/:id');
    expect(pagePattern('https://prosper.test/create-article#draft')).toBe('/create-article');
    expect(pagePattern('/')).toBe('/');
  });
});
