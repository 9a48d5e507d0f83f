import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_CHECK_MS } from '@prosper/shared/constants/monitoring';
import { setAnalyticsOptOut } from './consent.ts';
import { watchMemory } from './vitals.ts';

// What left by beacon, read back as the server would.
const beacons: { path: string; body: Record<string, unknown> }[] = [];
const heap = { usedJSHeapSize: 0, jsHeapSizeLimit: 1000 };

describe('the memory warning (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    beacons.length = 0;
    setAnalyticsOptOut(false);
    vi.stubGlobal('navigator', {
      doNotTrack: null,
      sendBeacon: (path: string, body: string) => beacons.push({ path, body: JSON.parse(body) }) > 0,
    });
    vi.stubGlobal('location', { href: 'https://prosper.test/dashboard?tab=saved' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('alerts once, at the first 30 s check that finds the heap past 80 % of its limit', () => {
    vi.stubGlobal('performance', { memory: heap });
    heap.usedJSHeapSize = 700;
    watchMemory();
    vi.advanceTimersByTime(MEMORY_CHECK_MS);
    expect(beacons).toEqual([]);

    heap.usedJSHeapSize = 850;
    vi.advanceTimersByTime(MEMORY_CHECK_MS - 1);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons).toEqual([
      {
        path: '/api/alerts/performance',
        body: expect.objectContaining({ alert: 'memory', metric: 'heap', value: 0.85, url: 'https://prosper.test/dashboard' }),
      },
    ]);

    vi.advanceTimersByTime(MEMORY_CHECK_MS * 5);
    expect(beacons).toHaveLength(1);
  });

  it('sends nothing for a member who opted out of analytics', () => {
    vi.stubGlobal('performance', { memory: { usedJSHeapSize: 990, jsHeapSizeLimit: 1000 } });
    setAnalyticsOptOut(true);
    watchMemory();
    vi.advanceTimersByTime(MEMORY_CHECK_MS * 3);
    expect(beacons).toEqual([]);
  });

  it('checks nothing where the browser does not tell the heap (all but Chromium)', () => {
    vi.stubGlobal('performance', {});
    watchMemory();
    expect(vi.getTimerCount()).toBe(0);
  });
});
