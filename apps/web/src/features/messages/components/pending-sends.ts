import type { Message } from '@prosper/shared/schemas/message';
import type { Queued } from '../api/outbox.ts';

/**
 * The outbox's messages still to show: not those already in the conversation (their answer, or their
 * live event in another tab, came before the outbox let go of them), matched by the id each was
 * given when written, so a message never shows twice.
 */
export function unsent(queued: readonly Queued[], messages: readonly Message[]): Queued[] {
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return queued.filter((q) => !stored.has(q.clientId));
}
