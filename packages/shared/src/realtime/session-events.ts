import { z } from 'zod/mini';
import { SESSION_STATUSES } from '../constants/session-statuses.ts';

/** The sessions topic, sent to both members when one of their sessions changes. */
export const sessionEvents = z.discriminatedUnion('type', [
  z.object({ type: z.literal('update'), payload: z.object({ id: z.string(), status: z.enum(SESSION_STATUSES) }) }),
]);
