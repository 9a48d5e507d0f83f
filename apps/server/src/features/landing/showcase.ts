import { sql } from 'drizzle-orm';
import type { FeaturedMentor, Landing } from '@prosper/shared/schemas/landing';
import { type Db, rowsOf } from '../../db/client.ts';
import { ratingAverage, ratingColumns } from '../mentors/cards.ts';
import { listedMentor } from '../../lib/listed-mentor.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

/** How many mentors the landing page shows. */
export const FEATURED_MENTORS = 6;

type FeaturedRow = {
  id: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  title: string | null;
  company: string | null;
  country: string | null;
  hourly_rate_cents: number | null;
  rating_average: string | number | null;
  review_count: number;
};

/**
 * A few listed mentors, the best reviewed first (the mean pulled towards 3 by three imagined reviews,
 * as search ranks them, so one 5-star review does not beat a long good record), those with a photo
 * before those without; and three figures, all in one round trip.
 */
export async function landingShowcase(db: Db): Promise<Landing> {
  const mentors = rowsOf<FeaturedRow>(
    await db.execute(sql`
      select p.id, p.first_name, p.last_name, p.avatar_url, p.country, m.title, m.company, m.hourly_rate_cents, ${ratingColumns}
      from mentor_profiles m join profiles p on p.id = m.id
      where ${listedMentor}
      order by (m.rating_total + 9)::float / (m.review_count + 3) desc, p.avatar_url is null, m.review_count desc, m.onboarding_completed_at, p.id
      limit ${FEATURED_MENTORS}`),
  );
  const [figures] = rowsOf<{ mentors: number; countries: number; sessions_held: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from mentor_profiles m join profiles p on p.id = m.id where ${listedMentor}) as mentors,
        (select count(distinct country)::int from profiles where country is not null and closed_at is null and ${notSuspended('profiles')}) as countries,
        (select count(*)::int from sessions where status = 'completed' or (status = 'confirmed' and ends_at <= now())) as sessions_held`),
  );
  return {
    mentors: mentors.map(toFeaturedMentor),
    figures: { mentors: figures?.mentors ?? 0, countries: figures?.countries ?? 0, sessionsHeld: figures?.sessions_held ?? 0 },
  };
}

function toFeaturedMentor(r: FeaturedRow): FeaturedMentor {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    avatarUrl: r.avatar_url,
    title: r.title,
    company: r.company,
    country: r.country,
    hourlyRateCents: r.hourly_rate_cents,
    ratingAverage: ratingAverage(r.rating_average),
    reviewCount: r.review_count,
  };
}
