import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Keyset pagination: a page ends with the (created_at, id) of its last row, handed to the client
 * as an opaque string, and the next page starts strictly after it.
 */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

const cursorSchema = z.object({ createdAt: z.iso.datetime({ offset: true }), id: z.string().min(1).max(64) });

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [createdAt, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const parsed = cursorSchema.safeParse({ createdAt, id });
  if (!parsed.success) throw new AppError(400, 'invalid_cursor', 'This page link is no longer valid. Please reload the list.');
  return parsed.data;
}

export const PAGE_SIZE = 20;

/**
 * One page from rows fetched with `limit pageSize + 1` (PAGE_SIZE unless said), each carrying its id and its `cursor_at`
 * (created_at to the microsecond): the items, and the cursor of the next page when there is one.
 */
export function keysetPage<Row extends { id: string; cursor_at: string }, Item>(
  rows: Row[],
  toItem: (row: Row) => Item,
  pageSize = PAGE_SIZE,
) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/** The `cursor_at` column a keyset page needs, from a timestamptz column. */
export const cursorAt = (column: SQL) => sql`to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;
