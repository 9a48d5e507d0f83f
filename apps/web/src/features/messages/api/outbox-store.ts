import { createStore, del, promisifyRequest, set, values } from 'idb-keyval';
import type { OutboxStorage, Queued } from './outbox.ts';

/*
 * The outbox in IndexedDB, so what waits survives a reload or a closed tab, and a service worker can
 * read it (decision 044: database `prosper-outbox`, store `messages`, keyed by client id). Every
 * change is told to this tab's listeners and, through a BroadcastChannel, to the member's other tabs.
 */

export const OUTBOX_DB = 'prosper-outbox';
export const OUTBOX_STORE = 'messages';
const CHANNEL = 'prosper-outbox';

// Opened on first use.
const idb = createStore(OUTBOX_DB, OUTBOX_STORE);

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Calls `listener` after any change to the outbox, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxStore: OutboxStorage = {
  list: () => values<Queued>(idb),
  async add(entry) {
    await set(entry.clientId, entry, idb);
    changed();
  },
  async change(clientId, changes) {
    // Read and written in one transaction, so a removal in another tab cannot fall between.
    const found = await idb('readwrite', async (s) => {
      const entry = await promisifyRequest<Queued | undefined>(s.get(clientId));
      if (!entry) return false;
      s.put({ ...entry, ...changes }, clientId);
      await promisifyRequest(s.transaction);
      return true;
    });
    if (found) changed();
    return found;
  },
  async remove(clientId) {
    await del(clientId, idb);
    changed();
  },
};
