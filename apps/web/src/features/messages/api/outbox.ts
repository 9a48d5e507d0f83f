import type { Media } from '@prosper/shared/schemas/media';
import type { Message } from '@prosper/shared/schemas/message';
import { ApiError } from '../../../lib/api-client.ts';

/*
 * The outbox (decision 044): every message the member writes is kept here, under the id it was given
 * when written, until the server has it. The server answers a repeat of that id with the message it
 * already stored, so sending again after any doubt is safe: a message is never stored twice.
 */

/**
 * A message not yet stored: `sending` (on its way, or about to be), `waiting` (no connection: it goes
 * when the connection is back) or `failed` (the server refused it: `error` says why; Retry or Remove).
 */
export type Queued = {
  clientId: string;
  userId: string;
  threadId: string;
  content: string;
  media: Media[];
  queuedAt: number;
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
};

/** Where the outbox lives: IndexedDB in the browser (outbox-store.ts), a Map in tests. */
export type OutboxStorage = {
  list(): Promise<Queued[]>;
  add(entry: Queued): Promise<void>;
  /** Changes an entry still there, in one step; false when it is gone (its writer removed it). */
  change(clientId: string, changes: Partial<Queued>): Promise<boolean>;
  remove(clientId: string): Promise<void>;
};

export type SendQueued = (entry: Queued) => Promise<Message>;

/** The refusal shown under a failed message (SPEC §8): sign in on 401, the server's words for a refusal, else 'Failed to send message'. */
export type RefusalTexts = { signIn: string; failed: string };

/** A send that never reached the server (or whose answer never came back): worth sending again. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

export function refusalText(error: unknown, texts: RefusalTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return texts.signIn;
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return texts.failed;
}

/**
 * Sends the member's waiting messages, oldest first. A sent one leaves the outbox (after `onSent`
 * has shown it); a refused one stays as failed with its error, and the rest still go; a network
 * error stops the round with that message and those after it waiting, for the next round (back
 * online, the page shown again, the app started). Offline, nothing is tried.
 */
export async function flushOutbox({
  storage,
  userId,
  send,
  online,
  texts,
  onSent,
}: {
  storage: OutboxStorage;
  userId: string;
  send: SendQueued;
  online: () => boolean;
  texts: RefusalTexts;
  onSent?: (message: Message, entry: Queued) => void;
}): Promise<{ sent: number }> {
  const due = (await storage.list()).filter((e) => e.userId === userId && e.state !== 'failed').sort((a, b) => a.queuedAt - b.queuedAt);
  let sent = 0;
  for (const [i, entry] of due.entries()) {
    if (!online()) {
      await markWaiting(storage, due.slice(i));
      break;
    }
    // Marked as on its way first (it can no longer be removed); one its writer removed meanwhile is not sent.
    if (!(await storage.change(entry.clientId, { state: 'sending' }))) continue;
    try {
      const message = await send(entry);
      onSent?.(message, entry);
      await storage.remove(entry.clientId);
      sent += 1;
    } catch (error) {
      if (isNetworkError(error)) {
        await markWaiting(storage, due.slice(i));
        break;
      }
      await storage.change(entry.clientId, { state: 'failed', error: refusalText(error, texts) });
    }
  }
  return { sent };
}

async function markWaiting(storage: OutboxStorage, entries: readonly Queued[]) {
  for (const entry of entries) await storage.change(entry.clientId, { state: 'waiting' });
}
