import { describe, expect, it } from 'vitest';
import { parseRange } from './serve-private.ts';

describe('the Range a request asks for', () => {
  it('reads a start and an end, an open end, and the last N bytes', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('serves the whole file for no range, several ranges or other units', () => {
    expect(parseRange(undefined, 1000)).toBe('whole');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBe('whole');
    expect(parseRange('items=0-1', 1000)).toBe('whole');
  });

  it('cannot satisfy a range past the end or backwards (416)', () => {
    expect(parseRange('bytes=1000-', 1000)).toBeNull();
    expect(parseRange('bytes=50-10', 1000)).toBeNull();
    expect(parseRange('bytes=-0', 1000)).toBeNull();
  });
});
