import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayReport, setAnalyticsOptOut } from './consent.ts';

describe('field report consent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing until the viewer is known, then follows the member’s opt-out', () => {
    vi.stubGlobal('navigator', { doNotTrack: null });
    expect(mayReport()).toBe(false);
    setAnalyticsOptOut(false);
    expect(mayReport()).toBe(true);
    setAnalyticsOptOut(true);
    expect(mayReport()).toBe(false);
  });

  it('sends nothing when the browser asks for Do Not Track or Global Privacy Control', () => {
    setAnalyticsOptOut(false);
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    expect(mayReport()).toBe(false);
    vi.stubGlobal('navigator', { doNotTrack: 'unspecified', globalPrivacyControl: true });
    expect(mayReport()).toBe(false);
    vi.stubGlobal('navigator', { doNotTrack: '0', globalPrivacyControl: false });
    expect(mayReport()).toBe(true);
  });
});
