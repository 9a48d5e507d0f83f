import { z } from 'zod';
import { mentorCardSchema } from './mentor-search.ts';

/** A mentor on the landing page: what a visitor may see of them, and no more (no contact details, no skills list). */
export const featuredMentorSchema = mentorCardSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    avatarUrl: true,
    title: true,
    company: true,
    country: true,
    hourlyRateCents: true,
    ratingAverage: true,
    reviewCount: true,
  })
  .meta({ id: 'FeaturedMentor' });
export type FeaturedMentor = z.infer<typeof featuredMentorSchema>;

/** GET /api/landing: a few listed mentors and the platform's figures, the same for every visitor. */
export const landingSchema = z
  .object({
    mentors: z.array(featuredMentorSchema),
    figures: z.object({
      mentors: z.number().int().describe('Listed mentors (onboarding complete)'),
      countries: z.number().int().describe('Countries members come from'),
      sessionsHeld: z.number().int().describe('Sessions that took place: completed, or confirmed and ended'),
    }),
  })
  .meta({ id: 'Landing' });
export type Landing = z.infer<typeof landingSchema>;
