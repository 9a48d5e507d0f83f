import type { QueryClient } from '@tanstack/react-query';
import type { UnreadChange } from '@prosper/shared/rules/unread-counter';
import { emptied, findIn, isNewerThanTop, without, withAllRead, withMovedOnTop, withOnTop, withReplaced } from './list-pages.ts';
import type { BaseCounts, BaseItem, ListData, ListFilter, Stream } from './streams.ts';

/**
 * Changes to the cached lists and counts of a stream, shared by the optimistic mutations and the
 * live events so both move the unread counter by the same rules (SPEC §4).
 */

/** A cached notification of the stream, in any list that holds it. */
export function findCached<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, id: string): I | undefined {
  for (const [, data] of qc.getQueriesData<ListData<I>>({ queryKey: stream.keys.list })) {
    const found = findIn(data, id);
    if (found) return found;
  }
  return undefined;
}

/** Changes every cached list of the stream, each knowing its filter (the last part of its key). */
function updateLists<I extends BaseItem, C extends BaseCounts>(
  qc: QueryClient,
  stream: Stream<I, C>,
  change: (data: ListData<I>, filter: ListFilter) => ListData<I>,
) {
  for (const [key, data] of qc.getQueriesData<ListData<I>>({ queryKey: stream.keys.list })) {
    if (!data) continue;
    const filter = (key[stream.keys.list.length] ?? 'all') as ListFilter;
    qc.setQueryData<ListData<I>>(key, change(data, filter));
  }
}

export function updateCounts<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, change: (counts: C) => C) {
  qc.setQueryData<C>(stream.keys.counts, (counts) => (counts ? change(counts) : counts));
}

/** Adds a new notification on top; false when a list already had it. */
export function insertCached<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, item: I): boolean {
  if (findCached(qc, stream, item.id)) return false;
  updateLists(qc, stream, (data, filter) => (stream.fits(filter, item) ? withOnTop(data, item) : data));
  updateCounts(qc, stream, (counts) => stream.countsAfter(counts, { kind: 'insert', read: item.read }, item));
  return true;
}

/**
 * Puts a changed notification in place, or on top when its time moved up (a "new posts" item that
 * gathered a post, decision 022) or it is newer than all a list holds. The counts follow its read
 * state, so an unread item that stays unread raises nothing; they are fetched when it was not cached.
 */
export function replaceCached<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, item: I) {
  const before = findCached(qc, stream, item.id);
  updateLists(qc, stream, (data, filter) => {
    if (!stream.fits(filter, item)) return data;
    const held = findIn(data, item.id);
    if (held) return held.createdAt === item.createdAt ? withReplaced(data, item) : withMovedOnTop(data, item);
    return isNewerThanTop(data, item) ? withOnTop(data, item) : data;
  });
  if (before)
    updateCounts(qc, stream, (counts) => stream.countsAfter(counts, { kind: 'update', wasRead: before.read, read: item.read }, item));
  else void qc.invalidateQueries({ queryKey: stream.keys.counts });
}

/** Marks notifications read or unread here before the server confirms. */
export function setReadCached<I extends BaseItem, C extends BaseCounts>(
  qc: QueryClient,
  stream: Stream<I, C>,
  ids: readonly string[],
  read: boolean,
) {
  for (const id of ids) {
    const before = findCached(qc, stream, id);
    if (!before || before.read === read) continue;
    replaceCached(qc, stream, { ...before, read });
  }
}

export function markAllReadCached<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>) {
  updateLists(qc, stream, withAllRead);
  updateCounts(qc, stream, stream.allRead);
}

/**
 * Deletions this tab made itself, so the server's echo of them does not move the counter twice.
 * Keyed by stream and id.
 */
const deletedHere = new Set<string>();

/** Removes notifications here; `own` when this tab asked for it (and will hear the echo). */
export function removeCached<I extends BaseItem, C extends BaseCounts>(
  qc: QueryClient,
  stream: Stream<I, C>,
  removed: { id: string; read: boolean },
  own: boolean,
) {
  const key = `${stream.name}:${removed.id}`;
  const before = findCached(qc, stream, removed.id);
  updateLists(qc, stream, (data) => without(data, removed.id));
  if (own) {
    deletedHere.add(key);
  } else if (deletedHere.delete(key)) {
    return;
  }
  const change: UnreadChange = { kind: 'delete', read: before?.read ?? removed.read };
  updateCounts(qc, stream, (counts) => stream.countsAfter(counts, change, before));
}

/** Forgets an own deletion that failed, so its row can come back with the refetch. */
export function forgetDeletion(stream: { name: string }, id: string) {
  deletedHere.delete(`${stream.name}:${id}`);
}

export function clearCached<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>) {
  updateLists(qc, stream, emptied);
  updateCounts(qc, stream, stream.cleared);
}

/** Fetches the stream again: after a gap, a failed change, or a change to the whole list. */
export function refetchStream<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>) {
  void qc.invalidateQueries({ queryKey: stream.keys.list });
  void qc.invalidateQueries({ queryKey: stream.keys.counts });
}
