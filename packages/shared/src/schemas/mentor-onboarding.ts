import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { mentorDetailsSchema } from './profile.ts';
import { memberText } from './text.ts';

const t = en.validation;
const d = mentorDetailsSchema.shape;

/**
 * The steps of mentor onboarding, each checked on its own so a mentor can stop after any step and
 * resume there. The photo step has no fields: the photo is uploaded on its own.
 */
export const onboardingSteps = {
  1: z.object({
    title: d.title.refine((v) => v !== null, t.titleRequired),
    company: d.company,
    bio: memberText().trim().min(30, t.bioTooShort).max(2000, t.tooLong),
  }),
  2: z.object({ skills: d.skills.refine((v) => v.length > 0, t.skillRequired), specializations: d.specializations }),
  3: z.object({ yearsExperience: d.yearsExperience.refine((v) => v !== null, t.yearsRequired), hourlyRate: d.hourlyRate }),
  4: z.object({
    languages: d.languages.refine((v) => v.length > 0, t.languageRequired),
    timezone: d.timezone.refine((v) => v !== null, t.timezoneRequired),
  }),
  5: z.object({}),
} as const;

export type OnboardingStep = keyof typeof onboardingSteps;
export const ONBOARDING_STEPS = [1, 2, 3, 4, 5] as const satisfies OnboardingStep[];
export const LAST_ONBOARDING_STEP: OnboardingStep = 5;

export const onboardingSaveSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal(1), data: onboardingSteps[1] }),
  z.object({ step: z.literal(2), data: onboardingSteps[2] }),
  z.object({ step: z.literal(3), data: onboardingSteps[3] }),
  z.object({ step: z.literal(4), data: onboardingSteps[4] }),
  z.object({ step: z.literal(5), data: onboardingSteps[5] }),
]);

export type OnboardingSave = z.input<typeof onboardingSaveSchema>;
