import { sql } from 'drizzle-orm';
import { matchMentor } from '@prosper/shared/rules/mentor-match';
import { tagKey } from '@prosper/shared/rules/tags';
import type { MentorCard } from '@prosper/shared/schemas/mentor-search';
import { type Db, rowsOf } from '../../db/client.ts';
import { type MentorCardRow, mentorCardColumns, toMentorCard } from './cards.ts';
import { listedMentor } from '../../lib/listed-mentor.ts';

const CANDIDATES = 300;
const SUGGESTIONS = 12;

export type Suggestion = MentorCard & { reasons: string[] };

/**
 * Mentors for a mentee: listed mentors whose skills or specializations meet the mentee's goals or
 * industry, or who live in the same country, scored by the shared matching rule, best first.
 */
export async function suggestMentors(db: Db, menteeId: string): Promise<Suggestion[]> {
  const [mentee] = rowsOf<{ goals: string[]; industry: string | null; country: string | null }>(
    await db.execute(sql`
    select coalesce(e.goals, '{}') as goals, coalesce(e.industry, p.industry) as industry, p.country
    from profiles p left join mentee_profiles e on e.id = p.id where p.id = ${menteeId}`),
  );
  if (!mentee) return [];
  const wanted = [...mentee.goals, ...(mentee.industry ? [mentee.industry] : [])];
  const keys = wanted.map(tagKey);
  if (keys.length === 0 && !mentee.country) return [];

  const candidates = rowsOf<MentorCardRow & { industry: string | null }>(
    await db.execute(sql`
    select ${mentorCardColumns}, p.industry
    from mentor_profiles m join profiles p on p.id = m.id
    where ${listedMentor} and p.id <> ${menteeId} and (
      exists (select 1 from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id and k.key = any(${sql.param(keys)}::text[]))
      or exists (select 1 from unnest(m.specializations) s where lower(s) = any(${sql.param(keys)}::text[]))
      or p.country = ${mentee.country})
    order by m.onboarding_completed_at desc nulls last
    limit ${CANDIDATES}`),
  );

  return candidates
    .map((r) => {
      const card = toMentorCard(r);
      const match = matchMentor(mentee, {
        skills: card.skills,
        specializations: card.specializations,
        industry: r.industry,
        country: card.country,
      });
      return { card: { ...card, reasons: match.reasons }, score: match.score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTIONS)
    .map((s) => s.card);
}
