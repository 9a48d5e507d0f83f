import { z } from 'zod';

/*
 * The params and queries every area's routes share, written once so that an id or a cursor is
 * checked the same way on every route and described the same way in the OpenAPI document.
 */

/** A row's own id (articles, comments, threads, messages, sessions, notifications). */
export const idParams = z.object({ id: z.uuid() });

/** A member's id: better-auth's, not a uuid (and `me` where a route resolves it). */
export const memberParams = z.object({ id: z.string().min(1).max(64) });

/** The opaque keyset cursor of the next page (lib/cursor.ts); extend it with a list's own filters. */
export const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
