import { z } from 'zod';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import { en } from '@prosper/shared/i18n/en';

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
