import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { GENDERS } from '../constants/sign-up-options.ts';
import * as en from '../i18n/en/index.ts';
import { FIRST_DAY, isFutureDate, isIsoDate } from '../rules/dates.ts';
import { linkedinUrl } from '../rules/linkedin-url.ts';
import { addTag } from '../rules/tags.ts';
import { memberSummarySchema } from './member.ts';
import { memberLine, memberText } from './text.ts';

const t = en.validation;
const optional = (text: z.ZodString, max: number) =>
  text
    .trim()
    .max(max, t.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalText = (max: number) => optional(memberText(), max);
const optionalLine = (max: number) => optional(memberLine(), max);
const tagList = (maxItems: number, maxLength: number) =>
  z
    .array(memberLine().trim().max(maxLength, t.tooLong))
    .max(maxItems, t.tooMany)
    .default([])
    .transform((items) => items.reduce<string[]>((list, item) => addTag(list, item), []));
const required = (max: number, message: string) => memberLine().trim().min(1, message).max(max, t.tooLong);
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const mentorDetailsSchema = z.object({
  title: optionalLine(120),
  company: optionalLine(120),
  yearsExperience: z.number().int(t.wholeNumber).min(0, t.notNegative).max(80, t.tooLarge).nullish().default(null),
  /** Dollars an hour, as the form shows it; stored in cents. */
  hourlyRate: z.number().min(0, t.notNegative).max(10_000, t.tooLarge).nullish().default(null),
  specializations: tagList(20, 60),
  languages: tagList(20, 40),
  timezone: optionalLine(60).refine((zone) => zone === null || isTimeZone(zone), t.invalidTimeZone),
  skills: tagList(30, 50),
});

export const menteeDetailsSchema = z.object({
  industry: optionalLine(80),
  learningStyle: optionalLine(80),
  goals: tagList(20, 80),
  careerLevel: optionalLine(80),
});

/** The Edit Profile form (SPEC §2), checked the same way in the browser and on the server. */
export const profileUpdateSchema = z.object({
  firstName: required(80, t.firstNameRequired),
  lastName: required(80, t.lastNameRequired),
  bio: optionalText(2000),
  location: optionalLine(200),
  phone: optionalLine(30).refine((v) => v === null || /^\+?[0-9 ()-]{6,20}$/.test(v), t.invalidPhoneHint),
  linkedinUrl: optionalLine(300).transform((v, ctx) => {
    if (v === null) return null;
    const url = linkedinUrl(v);
    if (url === null) ctx.addIssue({ code: 'custom', message: t.linkedinUrl });
    return url ?? v;
  }),
  gender: z.enum(GENDERS, t.chooseFromList).nullish().default(null),
  dob: z
    .string()
    .max(10, t.invalidDateHint)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (isIsoDate(v) && v >= FIRST_DAY), t.invalidDateHint)
    .refine((v) => v === null || !isFutureDate(v), t.futureDobHint),
  country: z.enum(COUNTRIES, t.chooseCountry).nullish().default(null),
  favouriteQuote: optionalText(300),
  mentor: mentorDetailsSchema.optional(),
  mentee: menteeDetailsSchema.optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A profile as the API shows it; contact details and birth date only where the viewer may see them. */
export const profileSchema = memberSummarySchema
  .extend({
    bio: z.string().nullable(),
    location: z.string().nullable(),
    country: z.string().nullable(),
    favouriteQuote: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    dob: z.iso.date().nullable(),
    mentor: z
      .object({
        title: z.string().nullable(),
        company: z.string().nullable(),
        yearsExperience: z.number().int().nullable(),
        hourlyRateCents: z.number().int().nullable(),
        specializations: z.array(z.string()),
        languages: z.array(z.string()),
        timezone: z.string().nullable(),
        skills: z.array(z.string()),
        ratingAverage: z.number().nullable().describe("The mean of the mentor's reviews (one decimal), null before the first"),
        reviewCount: z.number().int(),
        takesBookings: z.boolean().describe('True once the mentor has set weekly hours, so their free times can be asked for'),
        onboardingStep: z.number().int().describe('The last onboarding step saved, 0 before the first'),
        onboardingCompleted: z.boolean(),
      })
      .nullable(),
    mentee: z
      .object({
        industry: z.string().nullable(),
        learningStyle: z.string().nullable(),
        goals: z.array(z.string()),
        careerLevel: z.string().nullable(),
      })
      .nullable(),
    followers: z.number().int(),
    following: z.number().int(),
    sessionsHeld: z
      .number()
      .int()
      .nullable()
      .describe('Sessions that took place with the member in either role; null when they keep their session history to themselves'),
    isSelf: z.boolean(),
    isFollowing: z.boolean(),
    allowIndexing: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** A member's new photo. */
export const avatarSchema = z.object({ avatarUrl: z.string() });
export type Avatar = z.infer<typeof avatarSchema>;
