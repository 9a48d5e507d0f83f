import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Page } from '@prosper/shared/schemas/member';
import {
  type Availability,
  type Booking,
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
import { type Cursor, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../lib/pg-error.ts';
import { savedAvailability } from './availability.ts';
import { notifySessionChange } from './notify.ts';
import { partyOf, type SessionRow, sessionRows, toSession } from './rows.ts';
import { type Busy, freeSlots } from './slots.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How many days of slots one request may ask for. */
export const MAX_SLOT_DAYS = 60;

type Bookable = { availability: Availability; hourlyRateCents: number | null };

async function bookableMentor(db: Tx, mentorId: string): Promise<Bookable> {
  const mentor = rowsOf<{ hourly_rate_cents: number | null }>(
    await db.execute(sql`select hourly_rate_cents from mentor_profiles where id = ${mentorId} and onboarding_completed_at is not null`),
  )[0];
  if (!mentor) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  const availability = await savedAvailability(db, mentorId);
  if (!availability || availability.weeklyHours.length === 0) throw new AppError(409, 'not_bookable', en.sessions.mentorNotBookable);
  return { availability, hourlyRateCents: mentor.hourly_rate_cents };
}

function offeredLength(availability: Availability, length: number | undefined): SessionLength {
  const chosen = length ?? availability.sessionLengths[0]!;
  if (!availability.sessionLengths.includes(chosen as SessionLength))
    throw new AppError(400, 'length_not_offered', en.sessions.lengthNotOffered);
  return chosen as SessionLength;
}

/** The mentor's time held by sessions between two instants (the exclusion constraint's GiST index answers it). */
async function busyBetween(db: Tx, mentorId: string, from: number, to: number, except?: string): Promise<Busy[]> {
  const rows = rowsOf<{ start: string | Date; end: string | Date }>(
    await db.execute(sql`
      select starts_at as start, blocked_until as end from sessions
      where mentor_id = ${mentorId} and status in ('requested', 'confirmed')
        and tstzrange(starts_at, blocked_until) && tstzrange(${new Date(from)}, ${new Date(to)})
        ${except ? sql`and id <> ${except}` : sql``}`),
  );
  return rows.map((r) => ({ start: new Date(r.start).getTime(), end: new Date(r.end).getTime() }));
}

/** GET /api/mentors/{id}/slots: the mentor's free start times of one length. */
export async function mentorSlots(db: Db, mentorId: string, q: { length?: number; from?: string; days?: number }): Promise<SlotList> {
  const { availability, hourlyRateCents } = await bookableMentor(db, mentorId);
  const length = offeredLength(availability, q.length);
  const now = Date.now();
  const from = Math.max(now, q.from ? Date.parse(q.from) : now);
  const days = Math.min(q.days ?? 30, MAX_SLOT_DAYS);
  const busy = await busyBetween(db, mentorId, from, from + days * DAY + DAY);
  const slots = freeSlots({ availability, length, busy, from, days, now });
  return {
    mentorTimezone: availability.timezone,
    lengths: availability.sessionLengths,
    length,
    hourlyRateCents,
    slots: slots.map((ms) => new Date(ms).toISOString()),
  };
}

/** True when a session of `length` may start at `start`: the mentor's hours, notice, horizon, days off and buffers. */
export async function isFreeSlot(
  db: Tx,
  mentorId: string,
  availability: Availability,
  length: SessionLength,
  start: number,
  except?: string,
) {
  const from = start - DAY;
  const busy = await busyBetween(db, mentorId, from, start + 2 * DAY, except);
  return freeSlots({ availability, length, busy, from, days: 3, now: Date.now() }).includes(start);
}

/** The price of a session: the hourly rate for its length, in US cents; free when there is no rate. */
export const priceOf = (hourlyRateCents: number | null, length: SessionLength) => Math.round(((hourlyRateCents ?? 0) * length) / 60);

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
export async function book(db: Db, viewerId: string, b: Booking & { note: string }): Promise<Session> {
  if (b.mentorId === viewerId) throw new AppError(400, 'cannot_book_self', en.sessions.cannotBookSelf);
  const { availability, hourlyRateCents } = await bookableMentor(db, b.mentorId);
  const length = offeredLength(availability, b.length);
  const start = Date.parse(b.startsAt);
  if (!(await isFreeSlot(db, b.mentorId, availability, length, start))) throw new AppError(409, 'slot_taken', en.sessions.slotTaken);
  const ends = start + length * MINUTE;
  try {
    return await db.transaction(async (tx) => {
      const id = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into sessions (mentor_id, mentee_id, title, note, starts_at, ends_at, blocked_until, price_cents)
          values (${b.mentorId}, ${viewerId}, ${b.title}, ${b.note}, ${new Date(start)}, ${new Date(ends)},
            ${new Date(ends + availability.bufferMinutes * MINUTE)}, ${priceOf(hourlyRateCents, length)})
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

/** A session with everything its view needs, locked for the caller's transaction. */
export async function lockedSession(tx: Tx, id: string): Promise<SessionRow> {
  await tx.execute(sql`select id from sessions where id = ${id} for update`);
  const row = (await sessionRows(tx, sql`s.id = ${id}`))[0];
  if (!row) throw new AppError(404, 'not_found', en.sessions.notFound);
  return row;
}

/** One session, for its two members and admins only. */
export async function findSession(db: Db, viewer: { id: string; role: Role }, id: string): Promise<Session> {
  const row = (await sessionRows(db, sql`s.id = ${id}`))[0];
  if (!row) throw new AppError(404, 'not_found', en.sessions.notFound);
  if (!partyOf(row, viewer.id) && viewer.role !== 'admin') throw new AppError(403, 'not_yours', en.sessions.notYours);
  return toSession(row, viewer.id);
}

/**
 * A page of the viewer's sessions on one tab: upcoming (confirmed, not ended) and pending
 * (requested) soonest first, past (everything else) newest first. Keyset on (starts_at, id).
 */
export async function listSessions(db: Db, viewerId: string, tab: SessionTab, after: Cursor | null): Promise<Page<Session>> {
  const now = new Date();
  const which = {
    upcoming: sql`s.status = 'confirmed' and s.ends_at > ${now}`,
    pending: sql`s.status = 'requested'`,
    past: sql`(s.status not in ('requested', 'confirmed') or s.ends_at <= ${now})`,
  }[tab];
  const newestFirst = tab === 'past';
  const keyset = after
    ? newestFirst
      ? sql`and (s.starts_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : sql`and (s.starts_at, s.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const order = newestFirst ? sql`s.starts_at desc, s.id desc` : sql`s.starts_at, s.id`;
  const rows = await sessionRows(
    db,
    sql`(s.mentor_id = ${viewerId} or s.mentee_id = ${viewerId}) and ${which} ${keyset}`,
    order,
    PAGE_SIZE + 1,
  );
  return keysetPage(rows, (r) => toSession(r, viewerId));
}
