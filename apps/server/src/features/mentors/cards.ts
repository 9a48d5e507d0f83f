import { sql } from 'drizzle-orm';
import type { MentorCard } from '@prosper/shared/schemas/mentor-search';

/** A mentor's review count and mean rating to one decimal, kept on `mentor_profiles m` by the reviews service. */
export const ratingColumns = sql`m.review_count,
  case when m.review_count > 0 then round(m.rating_total::numeric / m.review_count, 1) end as rating_average`;

export const ratingAverage = (value: string | number | null) => (value === null ? null : Number(value));

/** The columns a mentor card needs, from `mentor_profiles m` joined to `profiles p`. */
export const mentorCardColumns = sql`p.id, p.first_name, p.last_name, p.avatar_url, p.country,
  m.title, m.company, m.languages, m.specializations, m.years_experience, m.hourly_rate_cents,
  ${ratingColumns},
  (select array_agg(k.name order by ms.position) from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id) as skills`;

export type MentorCardRow = {
  id: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  title: string | null;
  company: string | null;
  country: string | null;
  languages: string[];
  skills: string[] | null;
  specializations: string[];
  years_experience: number | null;
  hourly_rate_cents: number | null;
  rating_average: string | number | null;
  review_count: number;
};

export function toMentorCard(r: MentorCardRow): MentorCard {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    avatarUrl: r.avatar_url,
    title: r.title,
    company: r.company,
    country: r.country,
    languages: r.languages,
    skills: r.skills ?? [],
    specializations: r.specializations,
    yearsExperience: r.years_experience,
    hourlyRateCents: r.hourly_rate_cents,
    ratingAverage: ratingAverage(r.rating_average),
    reviewCount: r.review_count,
  };
}
