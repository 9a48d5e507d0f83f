import type { ListData } from './streams.ts';

/**
 * Changes to the cached pages of a stream's list, newest first: what the live events and the
 * optimistic changes do to what is shown.
 */

/** The notification `id`, on whichever page holds it. */
export function findIn<I extends { id: string }>(data: ListData<I> | undefined, id: string): I | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

function mapItems<I>(data: ListData<I>, change: (items: I[], pageIndex: number) => I[]): ListData<I> {
  return { ...data, pages: data.pages.map((page, i) => ({ ...page, items: change(page.items, i) })) };
}

/** A new notification on top. */
export const withOnTop = <I>(data: ListData<I>, item: I) => mapItems(data, (items, i) => (i === 0 ? [item, ...items] : items));

/** A notification whose time moved up (a "new posts" item gathering a post): out of its place, on top. */
export const withMovedOnTop = <I extends { id: string }>(data: ListData<I>, item: I) => withOnTop(without(data, item.id), item);

/** True when the item is newer than everything the list shows, so it belongs on top of it. */
export const isNewerThanTop = <I extends { createdAt: string }>(data: ListData<I>, item: I) => {
  const top = data.pages[0]?.items[0];
  return top === undefined ? data.pages.length === 1 && !data.pages[0]?.nextCursor : Date.parse(item.createdAt) > Date.parse(top.createdAt);
};

/** A changed notification in its place. */
export const withReplaced = <I extends { id: string }>(data: ListData<I>, item: I) =>
  mapItems(data, (items) => items.map((old) => (old.id === item.id ? item : old)));

export const without = <I extends { id: string }>(data: ListData<I>, id: string) =>
  mapItems(data, (items) => items.filter((item) => item.id !== id));

export const withAllRead = <I extends { read: boolean }>(data: ListData<I>) =>
  mapItems(data, (items) => items.map((item) => (item.read ? item : { ...item, read: true })));

/** Nothing left: one empty page, from the first page's start. */
export const emptied = <I>(data: ListData<I>): ListData<I> => ({
  pages: [{ items: [], nextCursor: null }],
  pageParams: [data.pageParams[0] ?? ''],
});
