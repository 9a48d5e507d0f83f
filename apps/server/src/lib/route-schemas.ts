import { z } from 'zod';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import { en } from '@prosper/shared/i18n/en';
import { PAGE_SIZE } from './cursor.ts';

/*
 * The params and queries every area's routes share, written once so that an id or a cursor is
 * checked the same way on every route and described the same way in the OpenAPI document.
 */

/** A row's own id (articles, comments, threads, messages, sessions, notifications). */
export const idParams = z.object({ id: rowId });

/** A member's id: better-auth's, not a uuid (and `me` where a route resolves it). */
export const memberParams = z.object({ id: memberId });

/** The opaque keyset cursor of the next page (lib/cursor.ts decodes it); extend it with a list's own filters. */
export const cursorQuery = z.object({ cursor: z.string().max(200, en.errors.invalidCursor).optional() });

const invalidLimit = en.errors.invalidLimit.replace('{{max}}', String(PAGE_SIZE));

/**
 * How many items a page of a feed holds: PAGE_SIZE unless the client asks fewer (the web's data
 * saver asks 10, decision 043). Keyset cursors do not depend on it, so pages of either size follow each other.
 */
export const pageLimitQuery = z.object({
  limit: z.coerce
    .number({ error: invalidLimit })
    .int({ error: invalidLimit })
    .min(1, { error: invalidLimit })
    .max(PAGE_SIZE, { error: invalidLimit })
    .default(PAGE_SIZE),
});
