import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const roleEnum = pgEnum('role', ['mentee', 'mentor', 'admin']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

/** A member's public face and sign-up answers (SPEC §3), keyed by the auth user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    bio: text('bio'),
    location: text('location'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    linkedinUrl: text('linkedin_url'),
    gender: genderEnum('gender'),
    dob: date('dob'),
    country: text('country'),
    /**
     * The member's IANA time zone (decision 048): taken from the browser at sign-in, changed in
     * Settings → Account; their digests and quiet hours keep its clock. Null until first known.
     */
    timezone: text('timezone'),
    favouriteQuote: text('favourite_quote'),
    role: roleEnum('role').notNull().default('mentee'),
    industry: text('industry'),
    howDidYouKnowAboutUs: text('how_did_you_know_about_us'),
    /** Set when the member deleted their account: hidden from everyone until it is restored or erased (decision 031). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The stand-in an erased member's kept articles, comments, messages and sessions point at, named "Deleted member". */
    anonymised: boolean('anonymised').notNull().default(false),
    /**
     * Set while an admin has suspended the member (decision 033): no sign-in, hidden like a closed
     * account. A suspension with an end ends by itself when `suspended_until` passes; read it
     * through lib/suspension-state.ts, never these columns alone.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** When the member finished or skipped the first-run welcome (decision 039); null while it is offered. */
    welcomeClosedAt: timestamp('welcome_closed_at', { withTimezone: true }),
    welcomeOutcome: text('welcome_outcome', { enum: ['finished', 'skipped'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_role_idx').on(t.role),
    index('profiles_country_idx').on(t.country),
    // The member lists' order (the directory, the admin's members), newest first.
    index('profiles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('profiles_suspension_reason_check', sql`${t.suspendedAt} is null or ${t.suspensionReason} is not null`),
  ],
);

/** PostgreSQL's full-text document type; drizzle has no built-in for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title'),
    company: text('company'),
    yearsExperience: integer('years_experience'),
    /** Money is stored in minor units: US cents an hour (SPEC §9 prices are in dollars). */
    hourlyRateCents: integer('hourly_rate_cents'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    timezone: text('timezone'),
    /** The onboarding step reached, so a mentor can leave and resume; listed once completed. */
    onboardingStep: integer('onboarding_step').notNull().default(0),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /** Kept by the reviews service in the review's transaction, so cards and ranking need no aggregate. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Name, title, company, skills, specializations and bio, kept by the profiles service for search. */
    searchDocument: tsvector('search_document'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mentor_profiles_years_experience_check', sql`${t.yearsExperience} between 0 and 80`),
    check('mentor_profiles_hourly_rate_check', sql`${t.hourlyRateCents} >= 0`),
    index('mentor_profiles_search_idx').using('gin', t.searchDocument),
    index('mentor_profiles_languages_idx').using('gin', t.languages),
    index('mentor_profiles_specializations_idx').using('gin', t.specializations),
    // Price ranges, and both price orders: forwards cheapest (free first), backwards dearest (free last).
    index('mentor_profiles_listed_rate_idx')
      .on(t.hourlyRateCents.asc().nullsFirst(), t.id)
      .where(sql`${t.onboardingCompletedAt} is not null`),
    // Highest rated: the mean pulled towards 3 by three imagined reviews (MENTOR_SORTS), as search ranks;
    // equally rated, the newest first.
    index('mentor_profiles_listed_rating_idx')
      .on(sql`((${t.ratingTotal} + 9)::real / (${t.reviewCount} + 3)) desc`, t.onboardingCompletedAt.desc(), t.id)
      .where(sql`${t.onboardingCompletedAt} is not null`),
    // The unfiltered list: newest mentors first.
    index('mentor_profiles_listed_idx').on(t.onboardingCompletedAt.desc(), t.id).where(sql`${t.onboardingCompletedAt} is not null`),
  ],
);

export const menteeProfiles = pgTable('mentee_profiles', {
  id: text('id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  industry: text('industry'),
  learningStyle: text('learning_style'),
  goals: text('goals').array().notNull().default(sql`'{}'::text[]`),
  careerLevel: text('career_level'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Skills by their display name; `key` is the lower-case form that makes names unique. */
export const skills = pgTable('skills', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
});

export const mentorSkills = pgTable(
  'mentor_skills',
  {
    mentorId: text('mentor_id')
      .notNull()
      .references(() => mentorProfiles.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.skillId] }), index('mentor_skills_skill_idx').on(t.skillId, t.mentorId)],
);
