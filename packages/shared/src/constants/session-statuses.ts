/** Where a session stands (SPEC §3 sessions.status); the database enum and the realtime events use the same list. */
export const SESSION_STATUSES = ['requested', 'confirmed', 'declined', 'expired', 'cancelled', 'completed', 'no_show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
