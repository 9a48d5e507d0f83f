import { z } from 'zod';
import * as en from '../i18n/en/index.ts';

/*
 * The ids the API takes, checked for their shape before any query sees them: a malformed id is a
 * 400, never a database error.
 */

/** A row's own id (articles, comments, threads, messages, sessions, notifications): a UUID. */
export const rowId = z.uuid(en.validation.invalidId);

/** A member's id, made by better-auth: letters and digits (and `me` where a route resolves it). */
export const memberId = z
  .string()
  // The pattern bounds it already; maxLength says so in the OpenAPI document too.
  .max(64, en.validation.invalidId)
  .regex(/^[A-Za-z0-9_-]{1,64}$/, en.validation.invalidId);

/** A sign-in's id (auth_sessions), made by better-auth as member ids are. */
export const signInId = memberId;
