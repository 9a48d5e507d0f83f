import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import { sessionPriceCents } from '@prosper/shared/rules/session-price';
import type { Page } from '@prosper/shared/schemas/member';
import {
  type Availability,
  BOOKING_LIMIT,
  type Booking,
  MAX_WAITING_REQUESTS,
  REQUEST_EXPIRY_HOURS,
  type Session,
  type SessionLength,
  type SessionTab,
  type SlotList,
} from '@prosper/shared/schemas/session';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireProgramBooking } from '../programs/booking.ts';
import { type Cursor, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../lib/pg-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { type AvailabilityRow, toAvailability } from './availability.ts';
import { notifySessionChange } from './notify.ts';
import { partyOf, type SessionRow, sessionRows, toSession } from './rows.ts';
import { type Busy, freeSlots, isoStrings } from './slots.ts';
import { onTab } from './tabs.ts';
import { listedMentor } from '../../lib/listed-mentor.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How many days of slots one request may ask for. */
export const MAX_SLOT_DAYS = 60;

/** Where a mentor's slots are looked for: the instants between which their busy time matters. */
type Window = { from: number; to: number; except?: string };
type Bookable = { availability: Availability; hourlyRateCents: number | null; busy: Busy[] };

/**
 * A listed mentor's availability, rate and the time sessions hold between two instants, in one
 * round trip (the busy stretches come from the exclusion constraint's GiST index). 404 for no such
 * mentor, 409 while they have no weekly hours.
 */
async function bookableMentor(db: Tx, mentorId: string, w: Window): Promise<Bookable> {
  const row = rowsOf<AvailabilityRow & { hourly_rate_cents: number | null; has_hours: boolean | null; busy: [number, number][] }>(
    await db.execute(sql`
      select m.hourly_rate_cents, a.*, jsonb_array_length(a.weekly_hours) > 0 as has_hours,
        (select coalesce(json_agg(json_build_array(extract(epoch from s.starts_at) * 1000, extract(epoch from s.blocked_until) * 1000)), '[]')
          from sessions s
          where s.mentor_id = m.id and s.status in ('requested', 'confirmed')
            and tstzrange(s.starts_at, s.blocked_until) && tstzrange(${new Date(w.from)}, ${new Date(w.to)})
            ${w.except ? sql`and s.id <> ${w.except}` : sql``}) as busy
      from mentor_profiles m join profiles p on p.id = m.id left join mentor_availability a on a.mentor_id = m.id
      where m.id = ${mentorId} and ${listedMentor}`),
  )[0];
  if (!row) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  if (!row.has_hours) throw new AppError(409, 'not_bookable', en.sessions.mentorNotBookable);
  return {
    availability: toAvailability(row),
    hourlyRateCents: row.hourly_rate_cents,
    busy: row.busy.map(([start, end]) => ({ start: Number(start), end: Number(end) })),
  };
}

function offeredLength(availability: Availability, length: number | undefined): SessionLength {
  const chosen = length ?? availability.sessionLengths[0]!;
  if (!availability.sessionLengths.includes(chosen as SessionLength))
    throw new AppError(400, 'length_not_offered', en.sessions.lengthNotOffered);
  return chosen as SessionLength;
}

/** GET /api/mentors/{id}/slots: the mentor's free start times of one length. */
export async function mentorSlots(
  db: Db,
  { mentorId, ...q }: { mentorId: string; length?: number; from?: string; days?: number },
): Promise<SlotList> {
  const now = Date.now();
  const from = Math.max(now, q.from ? Date.parse(q.from) : now);
  const days = Math.min(q.days ?? 30, MAX_SLOT_DAYS);
  const { availability, hourlyRateCents, busy } = await bookableMentor(db, mentorId, { from, to: from + days * DAY + DAY });
  const length = offeredLength(availability, q.length);
  const slots = freeSlots({ availability, length, busy, from, days, now });
  return {
    mentorTimezone: availability.timezone,
    lengths: availability.sessionLengths,
    length,
    hourlyRateCents,
    slots: isoStrings(slots),
  };
}

/**
 * The mentor as bookable at `start` for `length`, or a 409 when that time is not free in their hours,
 * notice, horizon, days off and buffers (`except`: a session moving away from its own time).
 */
export async function freeSlotOf(
  db: Tx,
  { mentorId, start, length, except }: { mentorId: string; start: number; length: number; except?: string },
): Promise<Bookable> {
  const bookable = await bookableMentor(db, mentorId, { from: start - DAY, to: start + 2 * DAY, except });
  const free = freeSlots({ ...bookable, length: length as SessionLength, from: start - DAY, days: 3, now: Date.now() });
  if (!free.includes(start)) throw new AppError(409, 'slot_taken', en.sessions.slotTaken);
  return bookable;
}

/** Turns the database's refusal of an overlap into the member's message; other errors pass. */
export function overlapError(error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code !== EXCLUSION_VIOLATION) return error;
  return pg.constraint === 'sessions_mentee_no_overlap'
    ? new AppError(409, 'you_are_busy', en.sessions.youAreBusy)
    : new AppError(409, 'slot_taken', en.sessions.slotTaken);
}

/**
 * A mentee asks for a slot. The slot is checked against the mentor's availability here; that no
 * two sessions overlap is the database's to enforce, so two members racing for one slot get one
 * session and one clear 409.
 */
export async function book(db: Db, { viewerId, ...b }: { viewerId: string } & Booking & { note: string }): Promise<Session> {
  if (b.mentorId === viewerId) throw new AppError(400, 'cannot_book_self', en.sessions.cannotBookSelf);
  await consumeRateLimit(db, `book:${viewerId}`, BOOKING_LIMIT, en.sessions.tooManyBookings);
  // Requests hold the mentor's time until answered: one member may not take a mentor's week that way.
  const waiting = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from sessions where mentee_id = ${viewerId} and mentor_id = ${b.mentorId} and status = 'requested'`),
  )[0]!.n;
  if (waiting >= MAX_WAITING_REQUESTS)
    throw new AppError(409, 'too_many_waiting', fill(en.sessions.tooManyRequestsWaiting, { max: MAX_WAITING_REQUESTS }));
  if (b.programId) await requireProgramBooking(db, { programId: b.programId, menteeId: viewerId, mentorId: b.mentorId });
  const start = Date.parse(b.startsAt);
  const { availability, hourlyRateCents } = await freeSlotOf(db, { mentorId: b.mentorId, start, length: b.length });
  const length = offeredLength(availability, b.length);
  const ends = start + length * MINUTE;
  try {
    return await db.transaction(async (tx) => {
      const id = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into sessions (mentor_id, mentee_id, title, note, starts_at, ends_at, blocked_until, price_cents, mentee_timezone, program_id)
          values (${b.mentorId}, ${viewerId}, ${b.title}, ${b.note}, ${new Date(start)}, ${new Date(ends)},
            ${new Date(ends + availability.bufferMinutes * MINUTE)}, ${sessionPriceCents(hourlyRateCents, length)}, ${b.timezone ?? null},
            ${b.programId ?? null})
          returning id`),
      )[0]!.id;
      // Unanswered, it lapses after 48 hours, or at its start if that comes first.
      const expiresAt = Math.min(Date.now() + REQUEST_EXPIRY_HOURS * 60 * MINUTE, start);
      await enqueue(tx, 'session_expire', { sessionId: id }, { runAt: new Date(expiresAt), uniqueKey: `session_expire:${id}` });
      const row = await lockedSession(tx, id);
      await notifySessionChange(tx, row, { kind: 'requested', actor: 'mentee' });
      return toSession(row, viewerId);
    });
  } catch (error) {
    throw overlapError(error);
  }
}

/** A session with everything its view needs, locked for the caller's transaction; 404 when there is none. */
export async function lockedSession(tx: Tx, id: string): Promise<SessionRow> {
  const row = (await sessionRows(tx, sql`s.id = ${id}`, { lock: true }))[0];
  if (!row) throw new AppError(404, 'not_found', en.sessions.notFound);
  return row;
}

/** One session's row, for its two members and admins only. */
export async function visibleSession(db: Db, { viewer, id }: { viewer: { id: string; role: Role }; id: string }): Promise<SessionRow> {
  const row = (await sessionRows(db, sql`s.id = ${id}`))[0];
  if (!row) throw new AppError(404, 'not_found', en.sessions.notFound);
  if (!partyOf(row, viewer.id) && viewer.role !== 'admin') throw new AppError(403, 'not_yours', en.sessions.notYours);
  return row;
}

/**
 * A page of the viewer's sessions on one tab (which tab is the shared rule's, `onTab`): upcoming
 * and pending soonest first, past and cancelled newest first. Keyset on (starts_at, id).
 */
export async function listSessions(
  db: Db,
  { viewerId, tab, after }: { viewerId: string; tab: SessionTab; after: Cursor | null },
): Promise<Page<Session>> {
  const newestFirst = tab === 'past' || tab === 'cancelled';
  const keyset = after
    ? newestFirst
      ? sql`and (s.starts_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : sql`and (s.starts_at, s.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const order = newestFirst ? sql`s.starts_at desc, s.id desc` : sql`s.starts_at, s.id`;
  const mine = sql`(s.mentor_id = ${viewerId} or s.mentee_id = ${viewerId})`;
  const rows = await sessionRows(db, sql`${mine} and ${onTab(tab, new Date())} ${keyset}`, { order, limit: PAGE_SIZE + 1 });
  return keysetPage(rows, (r) => toSession(r, viewerId));
}
