import { expect, it } from 'vitest';
import { optionalNumber } from './optional-number.ts';

it('reads empty as none, and a decimal comma as a point', () => {
  expect(optionalNumber('  ')).toBeNull();
  expect(optionalNumber('12,5')).toBe(12.5);
  expect(optionalNumber('40')).toBe(40);
  expect(optionalNumber('abc')).toBeNaN();
});
