import { describe, expect, it } from 'vitest';
import { vitalRating } from './vital-rating.ts';

describe('vitalRating', () => {
  it('rates at the SPEC §9 bounds: the good bound is good, just over the poor bound is poor', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('FCP', 1900)).toBe('needs-improvement');
    expect(vitalRating('TTFB', 1801)).toBe('poor');
  });

  it("rates INP by web-vitals' own bounds, 200 and 500 ms", () => {
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 300)).toBe('needs-improvement');
    expect(vitalRating('INP', 501)).toBe('poor');
  });
});
