import * as en from '@prosper/shared/i18n/en/index';
import type { Message } from '@prosper/shared/schemas/message';
import { api } from '../../../lib/api-client.ts';
import { flushOutbox, type Queued } from './outbox.ts';
import { outboxStore } from './outbox-store.ts';

/*
 * Sending what waits in the outbox, one round at a time in the whole browser: the Web Locks API
 * (where there is one) keeps two tabs, or a tab and the service worker, from sending at once; the
 * server's idempotency by client id covers whatever slips through (decision 044). Nothing here needs
 * React or a page, so a service worker can import it.
 */

/** The Background Sync tag a service worker answers by calling `sendQueuedMessages` (decision 044). */
export const OUTBOX_SYNC_TAG = 'messages-outbox';
const LOCK = 'prosper-messages-outbox';

/** One message, sent under the id it was given when written: sent again, the server answers the stored one. */
const sendQueued = (entry: Queued) =>
  api<Message>(`/api/messages/threads/${encodeURIComponent(entry.threadId)}/messages`, {
    method: 'POST',
    body: { content: entry.content, mediaIds: entry.media.map((m) => m.id), clientId: entry.clientId },
  });

let round: Promise<void> | null = null;
let again = false;

/**
 * Sends `userId`'s waiting messages in the order they were written; `onSent` shows each as it is
 * stored. Called while a round runs, it asks for one more round after it (a message written
 * meanwhile), and answers when that is done. Usable without a page (a service worker's 'sync' event).
 */
export function sendQueuedMessages(userId: string, onSent?: (message: Message) => void): Promise<void> {
  if (round) {
    again = true;
    return round;
  }
  const run = () =>
    flushOutbox({
      storage: outboxStore,
      userId,
      send: sendQueued,
      online: () => navigator.onLine,
      texts: { signIn: en.messages.signInToSend, failed: en.messages.failedToSend },
      onSent,
    });
  round = (async () => {
    do {
      again = false;
      await (navigator.locks ? navigator.locks.request(LOCK, run) : run());
    } while (again);
  })().finally(() => {
    round = null;
  });
  return round;
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker, where there is one with Background Sync, to send the outbox when the
 * connection is back, even with the app closed. Without one, the open app sends it (use-outbox-sender).
 */
export async function askBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No permission or no support: the open app sends it when back online.
  }
}
