import { type SQL, sql } from 'drizzle-orm';
import type { MentorCard, MentorSearch, MentorSearchResult } from '@prosper/shared/schemas/mentor-search';
import type { Db } from '../../db/client.ts';
import { foldText } from '@prosper/shared/rules/country-suggestions';

export const SEARCH_PAGE_SIZE = 20;

/** Words, without accents, as prefix terms that must all match: "Prodúct man" → product:* & man:*. */
export function toPrefixQuery(text: string): string | null {
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0
    ? null
    : words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ');
}

type Row = {
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
};

/**
 * Listed mentors (onboarding complete) matching the words and filters, most relevant first
 * (name before title, skills and specializations, before bio), newest first without words.
 * Pages are numbered: relevance has no stable key to continue from.
 */
export async function searchMentors(db: Db, s: MentorSearch): Promise<MentorSearchResult> {
  const query = toPrefixQuery(s.q);
  const conditions: SQL[] = [sql`m.onboarding_completed_at is not null`];
  if (query) conditions.push(sql`m.search_document @@ to_tsquery('simple', ${query})`);
  if (s.country) conditions.push(sql`p.country = ${s.country}`);
  if (s.language) conditions.push(sql`m.languages @> array[${s.language}]::text[]`);
  if (s.field) conditions.push(sql`(p.industry = ${s.field} or m.specializations @> array[${s.field}]::text[])`);
  if (s.skill) {
    conditions.push(
      sql`exists (select 1 from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id and k.key = lower(${s.skill}))`,
    );
  }
  if (s.free) conditions.push(sql`coalesce(m.hourly_rate_cents, 0) = 0`);
  if (s.minRate !== undefined) conditions.push(sql`coalesce(m.hourly_rate_cents, 0) >= ${s.minRate}`);
  if (s.maxRate !== undefined) conditions.push(sql`coalesce(m.hourly_rate_cents, 0) <= ${s.maxRate}`);
  const order = query
    ? sql`ts_rank(m.search_document, to_tsquery('simple', ${query})) desc, m.onboarding_completed_at desc, m.id`
    : sql`m.onboarding_completed_at desc, m.id`;
  const offset = (s.page - 1) * SEARCH_PAGE_SIZE;

  const result = (await db.execute(sql`
    select p.id, p.first_name, p.last_name, p.avatar_url, p.country,
      m.title, m.company, m.languages, m.specializations, m.years_experience, m.hourly_rate_cents,
      (select array_agg(k.name order by ms.position) from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id) as skills
    from mentor_profiles m join profiles p on p.id = m.id
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${SEARCH_PAGE_SIZE + 1} offset ${offset}`)) as unknown as { rows: Row[] };

  const items: MentorCard[] = result.rows.slice(0, SEARCH_PAGE_SIZE).map((r) => ({
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
  }));
  return { items, page: s.page, hasMore: result.rows.length > SEARCH_PAGE_SIZE };
}

/** The choices the filters offer: what listed mentors actually have, most common first. */
export async function mentorFilterOptions(db: Db) {
  const result = (await db.execute(sql`
    select
      (select coalesce(array_agg(name), '{}') from (select k.name from mentor_skills ms join skills k on k.id = ms.skill_id
         join mentor_profiles m on m.id = ms.mentor_id where m.onboarding_completed_at is not null
         group by k.name order by count(*) desc, k.name limit 60) s) as skills,
      (select coalesce(array_agg(country), '{}') from (select distinct p.country from profiles p join mentor_profiles m on m.id = p.id
         where m.onboarding_completed_at is not null and p.country is not null order by p.country) c) as countries,
      (select coalesce(array_agg(language), '{}') from (select l as language from mentor_profiles m, unnest(m.languages) l
         where m.onboarding_completed_at is not null group by l order by count(*) desc, l limit 40) g) as languages,
      (select coalesce(array_agg(field), '{}') from (select f as field from mentor_profiles m, unnest(m.specializations) f
         where m.onboarding_completed_at is not null group by f order by count(*) desc, f limit 60) x) as fields`)) as unknown as {
    rows: { skills: string[]; countries: string[]; languages: string[]; fields: string[] }[];
  };
  return result.rows[0]!;
}
