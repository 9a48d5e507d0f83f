import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './media-label.ts';

describe('media labels', () => {
  it('says a video’s length as players do', () => {
    expect(formatDuration(102_000)).toBe('1:42');
    expect(formatDuration(4_400)).toBe('0:04');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('says a file’s weight in MB, or KB under a megabyte', () => {
    expect(formatBytes(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(formatBytes(740 * 1024)).toBe('740 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
