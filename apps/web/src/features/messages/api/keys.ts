import { unreadMessagesKey } from '../../../lib/unread-messages.ts';

/** Query keys of the messages area; every thread list sits under `threads`, every history under `history`. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'threads'] as const,
  /** The lists only: a conversation's own header stays (the server hides a thread from whoever blocked in it). */
  threadLists: ['messages', 'threads', 'list'] as const,
  threadList: (q: string) => ['messages', 'threads', 'list', q] as const,
  thread: (id: string) => ['messages', 'threads', 'detail', id] as const,
  histories: ['messages', 'history'] as const,
  history: (threadId: string) => ['messages', 'history', threadId] as const,
  /** The shell's unread badge; its query lives in lib/unread-messages.ts. */
  unread: unreadMessagesKey,
  blocked: ['messages', 'blocked'] as const,
  settings: ['messages', 'settings'] as const,
};
