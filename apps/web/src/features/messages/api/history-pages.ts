import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { Message } from '@prosper/shared/schemas/message';

/** Pages of a conversation, each NEWEST first; page 0 holds the newest messages. */
export type HistoryData = InfiniteData<Page<Message>, string>;

/**
 * A conversation with `message` in it once (SPEC §4: merged without duplicates by id). A known
 * message is replaced, except that its read state only moves forward: a late answer to the send
 * must not undo the live 'read' before it. A new one goes into the newest page, in date order.
 */
export function withMessage(data: HistoryData, message: Message): HistoryData {
  const known = data.pages.some((page) => page.items.some((m) => m.id === message.id));
  if (known) {
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) => (m.id === message.id ? { ...message, readAt: message.readAt ?? m.readAt } : m)),
    }));
    return { ...data, pages };
  }
  const [first, ...rest] = data.pages;
  const items = [message, ...(first?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { ...data, pages: [{ items, nextCursor: first?.nextCursor ?? null }, ...rest] };
}

/** A conversation without the message `id`. */
export function withoutMessage(data: HistoryData, id: string): HistoryData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((m) => m.id !== id) })) };
}
