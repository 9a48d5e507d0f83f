import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { isWithinAppDays } from '@prosper/shared/rules/dates';
import { AppError } from './app-error.ts';

/**
 * Keyset pagination: a page ends with the (created_at, id) of its last row, handed to the client
 * as an opaque string, and the next page starts strictly after it.
 */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The instant of a cursor exactly as `cursorAt` writes it, within the days the app deals in. */
const cursorInstant = z.iso.datetime({ precision: 6 }).refine(isWithinAppDays);

/**
 * The cursor a client sent back, checked whole before any query sees it: `id` is the shape of the
 * list's row ids (`rowId`, or `memberId` for lists of members). A cursor that is not one we made is a
 * 400, never a database error.
 */
export function decodeCursor(value: string | undefined, id: z.ZodType<string>): Cursor | null {
  if (value === undefined || value === '') return null;
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const [createdAt, rowId] = parts;
  if (parts.length === 2 && cursorInstant.safeParse(createdAt).success && id.safeParse(rowId).success) {
    return { createdAt: createdAt!, id: rowId! };
  }
  throw new AppError(400, 'invalid_cursor', en.errors.invalidCursor, { cursor: en.errors.invalidCursor });
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
