import { sql } from 'drizzle-orm';
import { notSuspended } from './suspension-state.ts';

/**
 * A mentor members can find and book: onboarding done, the account neither closed nor suspended.
 * Said over `mentor_profiles m` joined to `profiles p`, so every list, count and booking agrees.
 */
export const listedMentor = sql`(m.onboarding_completed_at is not null and p.closed_at is null and ${notSuspended('p')})`;
