import { sql } from 'drizzle-orm';
import type { Currency } from '@prosper/shared/constants/currencies';
import type { ApplicationStatus, ProgramStatus } from '@prosper/shared/rules/program-status';
import type { ProgramAnnouncement, ProgramApplication, ProgramCard } from '@prosper/shared/schemas/program';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';

/** A date column as 'YYYY-MM-DD', whatever the driver makes of it. */
const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const iso = (value: string | Date) => new Date(value).toISOString();

/** The columns of a card, from `programs g` joined to its organiser `o`; the places taken count the accepted. */
export const cardColumns = sql`g.id, g.title, g.image_url, g.starts_on::text as starts_on, g.ends_on::text as ends_on, g.capacity,
  g.topics, g.country, g.price_cents, g.currency, g.status, ${memberColumns('o', 'organiser')},
  (select count(*)::int from program_applications a where a.program_id = g.id and a.status = 'accepted') as accepted_count`;

export type CardRow = {
  id: string;
  title: string;
  image_url: string | null;
  starts_on: string | Date;
  ends_on: string | Date;
  capacity: number;
  topics: string[];
  country: string | null;
  price_cents: number | null;
  currency: Currency | null;
  status: ProgramStatus;
  accepted_count: number;
} & MemberRow<'organiser'>;

export function toCard(r: CardRow): ProgramCard {
  return {
    id: r.id,
    title: r.title,
    imageUrl: r.image_url,
    startsOn: day(r.starts_on),
    endsOn: day(r.ends_on),
    capacity: r.capacity,
    acceptedCount: r.accepted_count,
    topics: r.topics,
    country: r.country,
    priceCents: r.price_cents,
    currency: r.currency,
    status: r.status,
    organiser: toMemberSummary(r, 'organiser'),
  };
}

export const applicationColumns = sql`a.id, a.status, a.answers, a.created_at, a.completed_at, a.certificate_id, ${memberColumns('p', 'applicant')}`;
export type ApplicationRow = {
  id: string;
  status: ApplicationStatus;
  answers: string[];
  created_at: string | Date;
  completed_at: string | Date | null;
  certificate_id: string | null;
} & MemberRow<'applicant'>;

export function toApplication(r: ApplicationRow): ProgramApplication {
  return {
    id: r.id,
    status: r.status,
    answers: r.answers,
    createdAt: iso(r.created_at),
    completedAt: r.completed_at ? iso(r.completed_at) : null,
    certificateId: r.certificate_id,
    applicant: toMemberSummary(r, 'applicant'),
  };
}

export const announcementColumns = sql`n.id, n.body, n.created_at, ${memberColumns('p', 'author')}`;
export type AnnouncementRow = { id: string; body: string; created_at: string | Date } & MemberRow<'author'>;
export function toAnnouncement(r: AnnouncementRow): ProgramAnnouncement {
  return { id: r.id, body: r.body, createdAt: iso(r.created_at), author: toMemberSummary(r, 'author') };
}
