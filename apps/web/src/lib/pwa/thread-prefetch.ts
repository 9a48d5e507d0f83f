/**
 * The last 20 conversations readable offline (issue 19, item 4): when the first page of the
 * member's conversations arrives, the worker also keeps what each of its 20 most recent
 * threads' pages reads (the thread and its latest messages), as the page itself would ask.
 */

export const PREFETCHED_THREADS = 20;
/** A thread's copy younger than this is not fetched again, however often the list refreshes. */
export const THREAD_COPY_FRESH_MS = 10 * 60_000;

/** The first page of the member's conversations, unfiltered: the list the prefetch follows. */
export function isThreadListFirstPage(url: URL): boolean {
  return url.pathname === '/api/messages/threads' && url.search === '';
}

/** The reads a conversation's page makes, for each of the most recent threads in the list's answer. */
export function threadPageReads(body: unknown): string[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, PREFETCHED_THREADS).flatMap((thread: unknown) => {
    const id = (thread as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return [];
    const path = `/api/messages/threads/${encodeURIComponent(id)}`;
    return [path, `${path}/messages`];
  });
}

/** Whether a kept copy (its `Date` header) is recent enough to skip fetching it again. */
export function isFreshCopy(date: string | null, now: number): boolean {
  const at = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(at) && now - at < THREAD_COPY_FRESH_MS;
}
