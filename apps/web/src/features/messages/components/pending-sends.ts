import type { Media } from '@prosper/shared/schemas/media';
import type { Message } from '@prosper/shared/schemas/message';

/** A message on its way: shown at once, with its failure and Retry if the server refuses it. */
export type Pending = { key: string; content: string; startedAt: number; error?: string; media?: Media[] };

/** How far before its send a message may be dated and still count as that send's echo (clocks differ). */
const ECHO_WINDOW_MS = 60_000;

/**
 * The pending messages still to show: not those whose own message already came back live (the
 * same text from the member, dated around the send), so a message never shows twice. Each message
 * stands for one send only; a failed send stays, with its Retry.
 */
export function withoutEchoes(pending: readonly Pending[], messages: readonly Message[], userId: string): Pending[] {
  const claimed = new Set<string>();
  return pending.filter((p) => {
    if (p.error) return true;
    const echo = messages.find(
      (m) =>
        !claimed.has(m.id) &&
        m.senderId === userId &&
        m.content === p.content &&
        new Date(m.createdAt).getTime() >= p.startedAt - ECHO_WINDOW_MS,
    );
    if (!echo) return true;
    claimed.add(echo.id);
    return false;
  });
}
