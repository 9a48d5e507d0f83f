import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, PROGRAM_STATUSES } from '@prosper/shared/rules/program-status';
import { profiles } from './profiles.ts';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const programStatusEnum = pgEnum('program_status', PROGRAM_STATUSES);
export const applicationStatusEnum = pgEnum('program_application_status', APPLICATION_STATUSES);

/** A mentoring program: a cohort with an organiser (an admin or a mentor), mentors, dates and places (issue 17). */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: member('organiser_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    capacity: integer('capacity').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    /** Null for a free program; what a paid one costs, in its currency (payments come with issue 27). */
    priceCents: integer('price_cents'),
    currency: text('currency'),
    status: programStatusEnum('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('programs_dates_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('programs_capacity_check', sql`${t.capacity} > 0`),
    check('programs_price_check', sql`(${t.priceCents} is null) = (${t.currency} is null) and coalesce(${t.priceCents}, 1) > 0`),
    // The public list: open and running programs, newest first, a page at a time.
    index('programs_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('open', 'running')`),
    // An organiser's own programs, drafts included.
    index('programs_organiser_created_idx').on(t.organiserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('programs_topics_idx').using('gin', t.topics),
  ],
);

/** The mentors of a program, with whom its participants book its sessions. */
export const programMentors = pgTable(
  'program_mentors',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    mentorId: member('mentor_id'),
  },
  (t) => [primaryKey({ columns: [t.programId, t.mentorId] }), index('program_mentors_mentor_idx').on(t.mentorId)],
);

/**
 * A member's application and, once accepted, their place in the cohort: one per member and program.
 * Completion gives a certificate with an id of its own, the public link the member shares.
 */
export const programApplications = pgTable(
  'program_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    applicantId: member('applicant_id'),
    answers: jsonb('answers').$type<string[]>().notNull(),
    status: applicationStatusEnum('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    certificateId: uuid('certificate_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_applications_once_idx').on(t.programId, t.applicantId),
    // The organiser's review list, oldest first.
    index('program_applications_program_created_idx').on(t.programId, t.createdAt, t.id),
    // A member's applications, for their data export and erasure.
    index('program_applications_applicant_idx').on(t.applicantId),
    check('program_applications_certificate_check', sql`(${t.certificateId} is null) = (${t.completedAt} is null)`),
  ],
);

/** What the organiser tells the cohort; each one is notified to the accepted participants. */
export const programAnnouncements = pgTable(
  'program_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    authorId: member('author_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_announcements_program_created_idx').on(t.programId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('program_announcements_author_idx').on(t.authorId),
  ],
);
