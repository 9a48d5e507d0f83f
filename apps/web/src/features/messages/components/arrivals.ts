import type { Message } from '@prosper/shared/schemas/message';

/** How much of a new message is said aloud: enough to know what it is about, not a whole letter. */
export const SAID_CHARS = 100;

/** When the newest of the messages shown was sent; before any time for an empty conversation. */
export function newestTime(messages: readonly Message[]): number {
  const newest = messages.at(-1);
  return newest ? Date.parse(newest.createdAt) : Number.NEGATIVE_INFINITY;
}

/**
 * The newest message from the other member sent after `since` (when the newest shown before was
 * sent), if any. The member's own, an older page loaded on top and a deleted message are not arrivals.
 */
export function newArrival(messages: readonly Message[], since: number, userId: string): Message | undefined {
  return messages.findLast((m) => m.senderId !== userId && Date.parse(m.createdAt) > since);
}

/** A message's words as said aloud: on one line, cut at `max` characters with '…'. */
export function saidText(content: string, max = SAID_CHARS): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
