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
