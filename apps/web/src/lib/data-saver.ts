import { useSyncExternalStore } from 'react';
import { DATA_SAVER_PAGE_SIZE } from '@prosper/shared/rules/small-image';

/**
 * The data saver (decision 043): kept per device in localStorage, since what data costs is a
 * property of the phone or laptop and its connection, not of the member. Until the member chooses
 * here, it follows the browser's own Save-Data preference (`navigator.connection.saveData`).
 */
const KEY = 'data_saver';
const CHANGED = 'data-saver-changed';

type Connection = EventTarget & { saveData?: boolean };
const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** The member's choice on this device wins; without one, the browser's Save-Data preference decides. */
export function resolveDataSaver(stored: string | null, browserSaves: boolean): boolean {
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return browserSaves;
}

// Storage off (a private window in some browsers): the choice lasts until the page closes.
let memory: string | null = null;

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

/** Whether data is being saved now, read outside React (what a list page asks for). */
export function dataSaverOn(): boolean {
  return resolveDataSaver(stored(), connection()?.saveData === true);
}

export function setDataSaver(on: boolean) {
  memory = on ? 'on' : 'off';
  try {
    localStorage.setItem(KEY, memory);
  } catch {
    // Kept in memory above.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  connection()?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
    connection()?.removeEventListener?.('change', onChange);
  };
}

/** Whether data is being saved, live: the switch, another tab or the browser's own setting changes it. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn);
}

/**
 * A feed's address with the page size to ask: fewer items a page while saving data, the server's
 * own size otherwise. Read when each page is fetched: keyset cursors let pages of both sizes follow each other.
 */
export const withFeedLimit = (path: string): string => feedPath(path, dataSaverOn());

export function feedPath(path: string, saving: boolean): string {
  return saving ? `${path}${path.includes('?') ? '&' : '?'}limit=${DATA_SAVER_PAGE_SIZE}` : path;
}
