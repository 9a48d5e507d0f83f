import * as en from '../i18n/en/index.ts';
import { fill } from '../i18n/fill.ts';

export type MatchMentee = { goals: string[]; industry: string | null; country: string | null };
export type MatchMentor = { skills: string[]; specializations: string[]; industry: string | null; country: string | null };
export type Match = { score: number; reasons: string[] };

const key = (s: string) => s.trim().toLowerCase();

/**
 * How well a mentor suits a mentee, and why: each learning goal the mentor's skills or
 * specializations cover counts most, then working in the mentee's industry, then the same country.
 */
export function matchMentor(mentee: MatchMentee, mentor: MatchMentor): Match {
  const offered = new Set([...mentor.skills, ...mentor.specializations].map(key));
  const shared = mentee.goals.filter((goal) => offered.has(key(goal)));
  const reasons: string[] = [];
  let score = 0;
  if (shared.length > 0) {
    score += 3 * shared.length;
    reasons.push(fill(en.connect.sharesGoals, { count: shared.length, goals: shared.join(', ') }));
  }
  const industry = mentee.industry ? key(mentee.industry) : null;
  if (industry && (offered.has(industry) || (mentor.industry && key(mentor.industry) === industry))) {
    score += 2;
    reasons.push(fill(en.connect.sameIndustry, { industry: mentee.industry! }));
  }
  if (mentee.country && mentee.country === mentor.country) {
    score += 1;
    reasons.push(fill(en.connect.sameCountry, { country: mentee.country }));
  }
  return { score, reasons };
}
