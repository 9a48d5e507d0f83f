import { z } from 'zod';
import { memberText } from './text.ts';

const filter = memberText()
  .trim()
  .max(80)
  .optional()
  .transform((v) => (v ? v : undefined));
const cents = z.coerce.number().int().min(0).max(10_000_000).optional();

/** What /mentors can be filtered by; the page keeps it in the URL so a search can be shared. */
export const mentorSearchSchema = z.object({
  q: memberText().trim().max(100).optional().default(''),
  skill: filter,
  country: filter,
  language: filter,
  /** An industry or a specialization. */
  field: filter,
  /** US cents an hour. */
  minRate: cents,
  maxRate: cents,
  free: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

export type MentorSearch = z.output<typeof mentorSearchSchema>;

export type MentorCard = {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  title: string | null;
  company: string | null;
  country: string | null;
  languages: string[];
  skills: string[];
  specializations: string[];
  yearsExperience: number | null;
  hourlyRateCents: number | null;
  /** The mean of the mentor's reviews (one decimal), null before the first. */
  ratingAverage: number | null;
  reviewCount: number;
};

export type MentorSearchResult = { items: MentorCard[]; page: number; hasMore: boolean };
