import { sql } from 'drizzle-orm';

/**
 * A mentor members can find and book: onboarding done and the account not closed.
 * Said over `mentor_profiles m` joined to `profiles p`, so every list, count and booking agrees.
 */
export const listedMentor = sql`(m.onboarding_completed_at is not null and p.closed_at is null)`;
