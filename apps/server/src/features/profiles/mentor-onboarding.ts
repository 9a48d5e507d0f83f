import { eq, sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { type OnboardingSave, type onboardingSaveSchema, onboardingSteps } from '@prosper/shared/schemas/mentor-onboarding';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mentorProfiles, profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProfile } from './queries.ts';
import { refreshSearchDocument } from './search-document.ts';
import { replaceMentorSkills } from './skills.ts';

type Saved = z.output<typeof onboardingSaveSchema>;

/** Saves one step's answers and remembers the furthest step reached, so onboarding can resume there. */
export async function saveOnboardingStep(db: Db, mentorId: string, { step, data }: Saved) {
  await db.transaction(async (tx) => {
    const mentor: Partial<typeof mentorProfiles.$inferInsert> = { updatedAt: new Date() };
    if (step === 1) {
      mentor.title = data.title;
      mentor.company = data.company;
      await tx.update(profiles).set({ bio: data.bio, updatedAt: new Date() }).where(eq(profiles.id, mentorId));
    } else if (step === 2) {
      mentor.specializations = data.specializations;
      await replaceMentorSkills(tx, mentorId, data.skills);
    } else if (step === 3) {
      mentor.yearsExperience = data.yearsExperience;
      mentor.hourlyRateCents = data.hourlyRate === null ? null : Math.round(data.hourlyRate * 100);
    } else if (step === 4) {
      mentor.languages = data.languages;
      mentor.timezone = data.timezone;
    }
    await tx
      .update(mentorProfiles)
      .set({ ...mentor, onboardingStep: sql`greatest(${mentorProfiles.onboardingStep}, ${step})` })
      .where(eq(mentorProfiles.id, mentorId));
    await refreshSearchDocument(tx, mentorId);
  });
}

/**
 * Lists the mentor in discovery once every step's answers are there; otherwise says which step
 * still needs them.
 */
export async function completeOnboarding(db: Db, mentorId: string) {
  const profile = await findProfile(db, mentorId, mentorId);
  const m = profile?.mentor;
  if (!profile || !m) throw new AppError(403, 'not_a_mentor', en.errors.notAMentor);
  const answers: { [K in 1 | 2 | 3 | 4]: OnboardingSave & { step: K } } = {
    1: { step: 1, data: { title: m.title, company: m.company, bio: profile.bio ?? '' } },
    2: { step: 2, data: { skills: m.skills, specializations: m.specializations } },
    3: { step: 3, data: { yearsExperience: m.yearsExperience, hourlyRate: m.hourlyRateCents === null ? null : m.hourlyRateCents / 100 } },
    4: { step: 4, data: { languages: m.languages, timezone: m.timezone } },
  };
  for (const step of [1, 2, 3, 4] as const) {
    const check = onboardingSteps[step].safeParse(answers[step].data);
    if (!check.success) {
      throw new AppError(400, 'onboarding_incomplete', check.error.issues[0]?.message ?? en.validation.invalidInput, {
        step: String(step),
      });
    }
  }
  await db
    .update(mentorProfiles)
    .set({ onboardingCompletedAt: sql`coalesce(${mentorProfiles.onboardingCompletedAt}, now())`, onboardingStep: 5 })
    .where(eq(mentorProfiles.id, mentorId));
}
