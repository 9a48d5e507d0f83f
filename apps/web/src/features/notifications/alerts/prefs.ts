import { useSyncExternalStore } from 'react';

/**
 * This device's alert preferences, in localStorage under `notification_prefs` (SPEC §3):
 * pop-up alerts (push) and sound default to on; quiet hours, when not set here, follow the
 * member's notification settings on the server.
 */
export type NotificationPrefs = {
  push: boolean;
  sound: boolean;
  quietEnabled?: boolean;
  quietStart?: string;
  quietEnd?: string;
};

const KEY = 'notification_prefs';
const CHANGED = 'notification-prefs-changed';

let cachedRaw: string | null | undefined;
let cached: NotificationPrefs = { push: true, sound: true };

function parse(raw: string | null): NotificationPrefs {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    // A damaged value counts as none.
  }
  const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    push: bool(stored.push) ?? true,
    sound: bool(stored.sound) ?? true,
    quietEnabled: bool(stored.quietEnabled),
    quietStart: text(stored.quietStart),
    quietEnd: text(stored.quietEnd),
  };
}

function storedRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function readPrefs(): NotificationPrefs {
  const raw = storedRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function writePrefs(change: Partial<NotificationPrefs>) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readPrefs(), ...change }));
  } catch {
    // Storage full or off: the choice lasts until the page closes.
    cached = { ...cached, ...change };
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function usePrefs(): NotificationPrefs {
  return useSyncExternalStore(subscribe, readPrefs);
}
