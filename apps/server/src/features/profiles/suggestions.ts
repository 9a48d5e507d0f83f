import { sql } from 'drizzle-orm';
import { matchMentor } from '@prosper/shared/rules/mentor-match';
import type { MentorCard } from '@prosper/shared/schemas/mentor-search';
import type { Db } from '../../db/client.ts';
import { skillKey } from './skills.ts';

const CANDIDATES = 300;
const SUGGESTIONS = 12;

export type Suggestion = MentorCard & { reasons: string[] };

/**
 * Mentors for a mentee: listed mentors whose skills or specializations meet the mentee's goals or
 * industry, or who live in the same country, scored by the shared matching rule, best first.
 */
export async function suggestMentors(db: Db, menteeId: string): Promise<Suggestion[]> {
  const menteeResult = (await db.execute(sql`
    select coalesce(e.goals, '{}') as goals, coalesce(e.industry, p.industry) as industry, p.country
    from profiles p left join mentee_profiles e on e.id = p.id where p.id = ${menteeId}`)) as unknown as {
    rows: { goals: string[]; industry: string | null; country: string | null }[];
  };
  const mentee = menteeResult.rows[0];
  if (!mentee) return [];
  const wanted = [...mentee.goals, ...(mentee.industry ? [mentee.industry] : [])];
  const keys = wanted.map(skillKey);
  if (keys.length === 0 && !mentee.country) return [];

  const candidates = (await db.execute(sql`
    select p.id, p.first_name, p.last_name, p.avatar_url, p.country, p.industry, m.title, m.company, m.languages, m.specializations,
      m.years_experience, m.hourly_rate_cents,
      coalesce((select array_agg(k.name order by ms.position) from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id), '{}') as skills
    from mentor_profiles m join profiles p on p.id = m.id
    where m.onboarding_completed_at is not null and p.id <> ${menteeId} and (
      exists (select 1 from mentor_skills ms join skills k on k.id = ms.skill_id where ms.mentor_id = m.id and k.key = any(${sql.param(keys)}::text[]))
      or exists (select 1 from unnest(m.specializations) s where lower(s) = any(${sql.param(keys)}::text[]))
      or p.country = ${mentee.country})
    order by m.onboarding_completed_at desc
    limit ${CANDIDATES}`)) as unknown as {
    rows: {
      id: string;
      first_name: string;
      last_name: string;
      avatar_url: string | null;
      country: string | null;
      industry: string | null;
      title: string | null;
      company: string | null;
      languages: string[];
      specializations: string[];
      years_experience: number | null;
      hourly_rate_cents: number | null;
      skills: string[];
    }[];
  };

  return candidates.rows
    .map((r) => {
      const match = matchMentor(mentee, { skills: r.skills, specializations: r.specializations, industry: r.industry, country: r.country });
      const card: Suggestion = {
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        avatarUrl: r.avatar_url,
        title: r.title,
        company: r.company,
        country: r.country,
        languages: r.languages,
        skills: r.skills,
        specializations: r.specializations,
        yearsExperience: r.years_experience,
        hourlyRateCents: r.hourly_rate_cents,
        reasons: match.reasons,
      };
      return { card, score: match.score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTIONS)
    .map((s) => s.card);
}
