import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for workbox-window's Workbox: records its listeners and what the page asked of it.
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  skipWaiting: 0,
  update: 0,
  refuse: false,
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting() {
      workbox.skipWaiting += 1;
    }
    async register() {
      if (workbox.refuse) throw new Error('Service workers are blocked');
      return {
        update: async () => {
          workbox.update += 1;
        },
      };
    }
  },
}));

const { registerServiceWorker, UPDATE_CHECK_INTERVAL_MS } = await import('./register.ts');

const page = { visibilityState: 'visible', onVisible: () => {}, reloads: 0, onLine: true };

beforeEach(() => {
  vi.useFakeTimers();
  workbox.listeners.clear();
  workbox.skipWaiting = 0;
  workbox.update = 0;
  workbox.refuse = false;
  page.reloads = 0;
  page.onLine = true;
  vi.stubGlobal('navigator', {
    serviceWorker: {},
    get onLine() {
      return page.onLine;
    },
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibilityState;
    },
    addEventListener: (_: string, listener: () => void) => {
      page.onVisible = listener;
    },
  });
  vi.stubGlobal('window', { location: { reload: () => (page.reloads += 1) } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('offers a waiting version, and only the Reload the member presses makes it take over and reloads', async () => {
    const offers: (() => void)[] = [];
    await registerServiceWorker({ onUpdateReady: (apply) => offers.push(apply) });
    expect(offers).toHaveLength(0);
    workbox.listeners.get('waiting')?.();
    expect(offers).toHaveLength(1);
    expect(workbox.skipWaiting).toBe(0);
    offers[0]?.();
    expect(workbox.skipWaiting).toBe(1);
    expect(page.reloads).toBe(0);
    workbox.listeners.get('controlling')?.();
    expect(page.reloads).toBe(1);
  });

  it('asks for a new version every hour while online, and when the tab is shown again after a while', async () => {
    await registerServiceWorker({ onUpdateReady: () => {} });
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toBe(1);
    page.onLine = false;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toBe(1);
    page.onLine = true;
    page.onVisible();
    expect(workbox.update).toBe(2);
    // Shown again at once: not asked twice in a minute.
    page.onVisible();
    expect(workbox.update).toBe(2);
    vi.advanceTimersByTime(2 * 60_000);
    page.onVisible();
    expect(workbox.update).toBe(3);
  });

  it('does nothing in a browser that refuses workers', async () => {
    workbox.refuse = true;
    await expect(registerServiceWorker({ onUpdateReady: () => {} })).resolves.toBeUndefined();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toBe(0);
  });
});
