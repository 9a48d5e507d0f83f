import { z } from 'zod/mini';

/**
 * The account topic: `signed_out` tells every instance that the member's sign-ins were ended (a
 * suspension), so each closes the member's sockets as it delivers it; the tab hears the close.
 */
export const accountEvents = z.discriminatedUnion('type', [z.object({ type: z.literal('signed_out'), payload: z.object({}) })]);
