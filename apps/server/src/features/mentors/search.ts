import { type SQL, sql } from 'drizzle-orm';
import type { MentorSort } from '@prosper/shared/constants/mentor-sorts';
import type { MentorSearch, MentorSearchResult } from '@prosper/shared/schemas/mentor-search';
import { type Db, rowsOf } from '../../db/client.ts';
import { type MentorCardRow, mentorCardColumns, toMentorCard } from './cards.ts';
import { foldText } from '@prosper/shared/rules/country-suggestions';
import { listedMentor } from '../../lib/listed-mentor.ts';

export const SEARCH_PAGE_SIZE = 20;

/**
 * Each order over mentor_profiles `m`, each one an index walks
 * (mentor_profiles_listed_idx, _listed_rate_idx forwards and backwards, _listed_rating_idx).
 * Without words, best match is the newest.
 */
const ORDERS: Record<MentorSort, SQL> = {
  relevance: sql`m.onboarding_completed_at desc nulls last, m.id`,
  newest: sql`m.onboarding_completed_at desc nulls last, m.id`,
  rating: sql`((m.rating_total + 9)::real / (m.review_count + 3)) desc, m.onboarding_completed_at desc nulls last, m.id`,
  price_low: sql`m.hourly_rate_cents asc nulls first, m.id`,
  price_high: sql`m.hourly_rate_cents desc nulls last, m.id desc`,
};
/**
 * Words are ranked among their newest matches only, at most this many (25 pages). Ranking every
 * match of a broad prefix ("eng" matches a quarter of all mentors) reads and scores tens of
 * thousands of documents per keystroke; a narrower search is ranked in full.
 */
export const RANK_WINDOW = 500;

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

/**
 * Listed mentors (onboarding complete) matching the words and filters, most relevant first
 * (name before title, skills and specializations, before bio), newest first without words.
 * Pages are numbered: relevance has no stable key to continue from. See RANK_WINDOW for broad words.
 */
export async function searchMentors(db: Db, s: MentorSearch): Promise<MentorSearchResult> {
  const query = toPrefixQuery(s.q);
  const conditions: SQL[] = [listedMentor];
  if (query) conditions.push(sql`m.search_document @@ to_tsquery('simple', ${query})`);
  if (s.country) conditions.push(sql`p.country = ${s.country}`);
  if (s.language) conditions.push(sql`m.languages @> array[${s.language}]::text[]`);
  if (s.field) conditions.push(sql`(p.industry = ${s.field} or m.specializations @> array[${s.field}]::text[])`);
  if (s.skill) {
    // The skill's id as a value, not a join: the planner then knows from its statistics how common
    // the skill is, and walks the newest mentors for a common one instead of fetching all its mentors.
    const [found] = rowsOf<{ id: number }>(await db.execute(sql`select id from skills where key = lower(${s.skill})`));
    const skillId = found?.id;
    if (skillId === undefined) return { items: [], page: s.page, hasMore: false };
    conditions.push(sql`exists (select 1 from mentor_skills ms where ms.mentor_id = m.id and ms.skill_id = ${skillId})`);
  }
  // A mentor without a rate counts as charging 0. Said with the bare column rather than
  // coalesce(rate, 0), so the planner can use the column's statistics (a fifth of mentors may be
  // free, not the 0.5% it guesses for an expression) and the listed-rate index. A missing rate, as 0,
  // is within any maximum: maxRate is never negative.
  if (s.free) conditions.push(sql`(m.hourly_rate_cents = 0 or m.hourly_rate_cents is null)`);
  if (s.minRate !== undefined) {
    conditions.push(
      s.minRate > 0 ? sql`m.hourly_rate_cents >= ${s.minRate}` : sql`(m.hourly_rate_cents >= ${s.minRate} or m.hourly_rate_cents is null)`,
    );
  }
  if (s.maxRate !== undefined) conditions.push(sql`(m.hourly_rate_cents <= ${s.maxRate} or m.hourly_rate_cents is null)`);
  const offset = (s.page - 1) * SEARCH_PAGE_SIZE;
  const where = sql.join(conditions, sql` and `);
  const from = sql`mentor_profiles m join profiles p on p.id = m.id`;

  // The page's ids first, then their cards: the limit then sits right on the sort, which keeps only
  // the best rows instead of sorting every match, and only a page of cards is read. "nulls last" as
  // in mentor_profiles_listed_idx, so that index gives the newest first without a sort.
  // Reviews weigh in: the mean rating pulled towards 3 by three imagined reviews (one 5-star review
  // does not make the best mentor); well reviewed ranks up to about 15% above unreviewed, poorly below.
  const ratingBoost = sql`(1 + 0.1 * (rating_total + 9)::real / (review_count + 3))`;
  // Best match for words ranks the newest matches by relevance; every other order is walked in its
  // index, the filters checked on the way, until a page is found.
  const ranked = s.sort === 'relevance' && query;
  const pageIds = ranked
    ? sql`select id, ts_rank(search_document, to_tsquery('simple', ${query})) * ${ratingBoost} as relevance, onboarding_completed_at
        from (
          select m.id, m.search_document, m.onboarding_completed_at, m.rating_total, m.review_count from ${from} where ${where}
          order by m.onboarding_completed_at desc nulls last, m.id limit ${RANK_WINDOW}
        ) newest
        order by relevance desc, onboarding_completed_at desc nulls last, id
        limit ${SEARCH_PAGE_SIZE + 1} offset ${offset}`
    : sql`select m.id from ${from} where ${where} order by ${ORDERS[s.sort]} limit ${SEARCH_PAGE_SIZE + 1} offset ${offset}`;
  const rows = rowsOf<MentorCardRow>(
    await db.execute(sql`
    select ${mentorCardColumns}
    from (${pageIds}) page
    join mentor_profiles m on m.id = page.id join profiles p on p.id = page.id
    order by ${ranked ? sql`page.relevance desc, page.onboarding_completed_at desc nulls last, page.id` : ORDERS[s.sort]}`),
  );

  const items = rows.slice(0, SEARCH_PAGE_SIZE).map(toMentorCard);
  return { items, page: s.page, hasMore: rows.length > SEARCH_PAGE_SIZE };
}

/** The choices the filters offer: what listed mentors actually have, most common first. */
export async function mentorFilterOptions(db: Db) {
  const [options] = rowsOf<{ skills: string[]; countries: string[]; languages: string[]; fields: string[] }>(
    await db.execute(sql`
    select
      (select coalesce(array_agg(name), '{}') from (select k.name from mentor_skills ms join skills k on k.id = ms.skill_id
         join mentor_profiles m on m.id = ms.mentor_id join profiles p on p.id = m.id where ${listedMentor}
         group by k.name order by count(*) desc, k.name limit 60) s) as skills,
      (select coalesce(array_agg(country), '{}') from (select distinct p.country from profiles p join mentor_profiles m on m.id = p.id
         where ${listedMentor} and p.country is not null order by p.country) c) as countries,
      (select coalesce(array_agg(language), '{}') from (select l as language from mentor_profiles m join profiles p on p.id = m.id, unnest(m.languages) l
         where ${listedMentor} group by l order by count(*) desc, l limit 40) g) as languages,
      (select coalesce(array_agg(field), '{}') from (select f as field from mentor_profiles m join profiles p on p.id = m.id, unnest(m.specializations) f
         where ${listedMentor} group by f order by count(*) desc, f limit 60) x) as fields`),
  );
  return options!;
}
