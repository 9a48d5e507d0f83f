import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, presetRange } from '@prosper/shared/rules/date-range';
import { type Availability, SESSION_TABS, type Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, readMails, signedInMember } from '../../test/test-app.ts';
import { ALL_WEEK, HOUR, hoursAhead } from '../../test/schedule.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const mentee = (o = {}) => signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', ...o });
async function mentor(availability: Partial<Availability> | null = {}, hourlyRateCents: number | null = 4000) {
  const m = await signedInMember(t, {
    role: 'mentor',
    firstName: 'Amara',
    lastName: 'Okafor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents, timezone: 'Africa/Lagos' },
  });
  if (availability) expect((await call('PUT', '/api/availability', m.cookie, { ...ALL_WEEK, ...availability })).statusCode).toBe(200);
  return m;
}
const bookAs = (who: Member, mentorId: string, startsAt: string, o: { length?: number; title?: string } = {}) =>
  call('POST', '/api/sessions', who.cookie, {
    mentorId,
    startsAt,
    length: o.length ?? 60,
    title: o.title ?? 'CV review',
    note: 'Bring my CV',
    timezone: 'Africa/Nairobi',
  });
const act = async (who: Member, id: string, step: string, body?: object) => call('POST', `/api/sessions/${id}/${step}`, who.cookie, body);
const sessionOf = async (who: Member, id: string): Promise<Session> => (await call('GET', `/api/sessions/${id}`, who.cookie)).json();
/** Moves a session (and its slot) into the past, as time would. */
const shiftIntoPast = (id: string, startedMinutesAgo: number, minutes = 60) =>
  t.database.db.execute(sql`
    update sessions set starts_at = now() - ${`${startedMinutesAgo} minutes`}::interval,
      ends_at = now() - ${`${startedMinutesAgo - minutes} minutes`}::interval,
      blocked_until = now() - ${`${startedMinutesAgo - minutes} minutes`}::interval where id = ${id}`);
const notificationsOf = async (who: Member) => (await call('GET', '/api/notifications', who.cookie)).json().items;
const mentorNotificationsOf = async (who: Member) => (await call('GET', '/api/mentor-notifications', who.cookie)).json().items;
const runJobs = () => t.app.jobs.runDue();
const dueNow = (kind: string) => t.database.db.execute(sql`update jobs set run_at = now() where kind = ${kind}`);

/** The raw mails (with their calendar parts) to an address, oldest first. */
function rawMails(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(t.mailDir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(t.mailDir, f), 'utf8')).filter((m) => m.includes(`To: ${to}`));
}

describe('availability', () => {
  it('is the mentor’s own, checked, and kept as saved', async () => {
    const m = await mentor(null);
    expect((await call('GET', '/api/availability', m.cookie)).json()).toMatchObject({
      timezone: 'Africa/Lagos',
      weeklyHours: [],
      minNoticeMinutes: 120,
    });
    const overlapping = {
      ...ALL_WEEK,
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    };
    const refused = await call('PUT', '/api/availability', m.cookie, overlapping);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('These hours overlap others on the same day.');
    expect((await call('PUT', '/api/availability', m.cookie, { ...ALL_WEEK, timezone: 'Africa/Atlantis' })).statusCode).toBe(400);
    expect((await call('GET', '/api/availability', m.cookie)).json().weeklyHours).toEqual([]);
    await call('PUT', '/api/availability', m.cookie, { ...ALL_WEEK, bufferMinutes: 15 });
    expect((await call('GET', '/api/availability', m.cookie)).json()).toMatchObject({
      bufferMinutes: 15,
      weeklyHours: ALL_WEEK.weeklyHours,
    });
    const member = await mentee();
    expect((await call('GET', '/api/availability', member.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/availability', member.cookie, ALL_WEEK)).statusCode).toBe(403);
  });
});

describe('booking', () => {
  it('lists free slots, books one at the price of its length, and tells the mentor', async () => {
    const none = await mentor(null);
    const member = await mentee();
    const closed = await call('GET', `/api/mentors/${none.id}/slots`, member.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This mentor is not taking bookings yet.');

    const m = await mentor({ sessionLengths: [30] });
    const slots = (await call('GET', `/api/mentors/${m.id}/slots?days=2`, member.cookie)).json();
    expect(slots).toMatchObject({ mentorTimezone: 'UTC', lengths: [30], length: 30, hourlyRateCents: 4000 });
    expect(slots.slots.length).toBeGreaterThan(40);
    expect((await call('GET', `/api/mentors/${m.id}/slots?length=60`, member.cookie)).statusCode).toBe(400);

    const startsAt = hoursAhead(5);
    const booked = await bookAs(member, m.id, startsAt, { length: 30 });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'requested',
      priceCents: 2000,
      durationMinutes: 30,
      viewerParty: 'mentee',
      meetingUrl: null,
      actions: ['cancel'],
    });
    const after = (await call('GET', `/api/mentors/${m.id}/slots?days=2`, member.cookie)).json().slots;
    expect(after).not.toContain(startsAt);
    expect((await mentorNotificationsOf(m))[0]).toMatchObject({
      type: 'session_request',
      title: 'New Session Request',
      message: 'Chidi Eze booked a session: "CV review"',
    });
    expect((await call('GET', '/api/sessions?tab=pending', m.cookie)).json().items.map((s: Session) => s.id)).toEqual([booked.json().id]);
  });

  it('refuses oneself, a time outside the hours, a missing topic, and a free mentor costs nothing', async () => {
    const m = await mentor({ weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }] }, null);
    expect((await bookAs(m, m.id, hoursAhead(3))).json().error.message).toBe('You cannot book a session with yourself.');
    const member = await mentee();
    const slots: string[] = (await call('GET', `/api/mentors/${m.id}/slots?length=60`, member.cookie)).json().slots;
    const outside = new Date(Date.parse(slots[0]!) + 2 * HOUR).toISOString();
    expect((await bookAs(member, m.id, outside)).statusCode).toBe(409);
    const blank = await call('POST', '/api/sessions', member.cookie, { mentorId: m.id, startsAt: slots[0], length: 60, title: '  ' });
    expect(blank.json().error.fields.title).toBe('Please give your session a topic.');
    const nowhere = await call('POST', '/api/sessions', member.cookie, {
      mentorId: m.id,
      startsAt: slots[0],
      length: 60,
      title: 'Hi',
      timezone: 'Mars/Base',
    });
    expect(nowhere.statusCode).toBe(400);
    expect((await bookAs(member, m.id, slots[0]!)).json()).toMatchObject({ priceCents: 0 });
  });

  it('never double-books: members racing for one slot, or for overlapping ones, get one session', async () => {
    const m = await mentor();
    const members = await Promise.all(Array.from({ length: 6 }, () => mentee()));
    const startsAt = hoursAhead(30);
    const half = new Date(Date.parse(startsAt) + HOUR / 2).toISOString();
    const answers = await Promise.all(
      members.map((member, i) => bookAs(member, m.id, i % 2 ? half : startsAt, { length: i % 2 ? 30 : 60 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toBe('This time is no longer free. Please choose another.');
    }
    const held = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from sessions where mentor_id = ${m.id}`));
    expect(held[0]!.n).toBe(1);
  });

  it('keeps one member from hoarding a mentor’s time: 3 requests waiting, 10 bookings an hour', async () => {
    const m = await mentor();
    const member = await mentee();
    for (const hours of [100, 102, 104]) expect((await bookAs(member, m.id, hoursAhead(hours))).statusCode).toBe(201);
    const fourth = await bookAs(member, m.id, hoursAhead(106));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(
      'You already have 3 requests waiting for this mentor. Wait for an answer before asking again.',
    );
    for (let i = 0; i < 6; i++) await bookAs(member, m.id, hoursAhead(108 + i));
    const eleventh = await bookAs(member, m.id, hoursAhead(120));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toMatch(/^You are booking too fast\. Please wait \d+ seconds\.$/);
  });

  it('keeps a mentee from being in two sessions at once', async () => {
    const [a, b] = [await mentor(), await mentor()];
    const member = await mentee();
    const startsAt = hoursAhead(50);
    expect((await bookAs(member, a.id, startsAt)).statusCode).toBe(201);
    const second = await bookAs(member, b.id, startsAt);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You already have a session at this time.');
  });
});

describe('a session’s life', () => {
  async function requested(o: { hoursAhead?: number; length?: number; rate?: number | null } = {}) {
    const m = await mentor({}, o.rate === undefined ? 4000 : o.rate);
    const member = await mentee();
    const session: Session = (await bookAs(member, m.id, hoursAhead(o.hoursAhead ?? 72), { length: o.length ?? 60 })).json();
    return { m, member, session };
  }

  it('is seen by its two members and admins only, and changed only by the member whose step it is', async () => {
    const { m, member, session } = await requested();
    const stranger = await mentee();
    const admin = await signedInMember(t, { role: 'admin' });
    expect((await call('GET', `/api/sessions/${session.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/sessions/${session.id}/calendar.ics`, stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/sessions/${session.id}`, admin.cookie)).json()).toMatchObject({ viewerParty: null, actions: [] });
    for (const step of ['confirm', 'decline', 'complete', 'no-show', 'payment/confirm']) {
      expect((await act(stranger, session.id, step, {})).statusCode).toBe(403);
    }
    expect((await act(stranger, session.id, 'cancel', { reason: 'x' })).statusCode).toBe(403);
    expect((await act(member, session.id, 'confirm')).statusCode).toBe(403);
    expect((await act(m, session.id, 'complete')).statusCode).toBe(409);
    expect((await call('GET', '/api/sessions/00000000-0000-4000-8000-000000000000', member.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/sessions/${session.id}`)).statusCode).toBe(401);
  });

  it('keeps the meeting room to its two members: an admin reads the session and its calendar file without it', async () => {
    const { m, member, session } = await requested();
    const room = (await act(m, session.id, 'confirm')).json().meetingUrl as string;
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\//);
    const admin = await signedInMember(t, { role: 'admin' });
    expect((await sessionOf(admin, session.id)).meetingUrl).toBeNull();
    const adminFile = await call('GET', `/api/sessions/${session.id}/calendar.ics`, admin.cookie);
    expect(adminFile.statusCode).toBe(200);
    expect(adminFile.body).toContain('BEGIN:VEVENT');
    // Folded lines could split the link: look for its distinctive end too.
    expect(adminFile.body.replace(/\r\n[ \t]/g, '')).not.toContain(room);
    expect(adminFile.body).not.toContain(room.slice(-16));
    for (const party of [m, member]) {
      expect((await call('GET', `/api/sessions/${session.id}/calendar.ics`, party.cookie)).body.replace(/\r\n[ \t]/g, '')).toContain(room);
    }
  });

  it('confirmed: a unique meeting room, a payment owed, the mentee told, both calendars invited', async () => {
    const { m, member, session } = await requested();
    const confirmed = await act(m, session.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    const view: Session = confirmed.json();
    expect(view).toMatchObject({
      status: 'confirmed',
      payment: { amountCents: 4000, status: 'pending', provider: 'direct' },
      mentorTimezone: 'UTC',
      menteeTimezone: 'Africa/Nairobi',
    });
    expect(view.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/ProsperMentor-[\w-]{16}$/);
    expect(view.actions).toEqual(expect.arrayContaining(['cancel', 'reschedule', 'confirmPayment']));
    expect((await sessionOf(member, session.id)).meetingUrl).toBe(view.meetingUrl);
    expect((await notificationsOf(member))[0]).toMatchObject({
      type: 'session_booking',
      message: 'Amara Okafor booked a session: "CV review"',
    });
    expect((await call('GET', '/api/sessions?tab=upcoming', member.cookie)).json().items[0].id).toBe(session.id);

    await runJobs();
    for (const to of [m.email, member.email]) {
      const invite = rawMails(to).find((mail) => mail.includes('METHOD:REQUEST'));
      expect(invite).toBeDefined();
      expect(invite).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
      expect(invite).toMatch(/UID:[^\r\n]*\d/);
      expect(invite).toContain('Subject: Invitation: CV review with');
    }
    // Each reads the time in their own zone.
    const mails = await readMails(t.mailDir);
    const invite = (to: string) => mails.find((mail) => mail.to === to && mail.subject.startsWith('Invitation'))?.text;
    expect(invite(member.email)).toContain('(Africa/Nairobi)');
    expect(invite(m.email)).toContain('(UTC)');
    const ics = await call('GET', `/api/sessions/${session.id}/calendar.ics`, member.cookie);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('METHOD:PUBLISH');
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('cancelled: with a reason, late inside 24 hours, the mentor told in their stream, calendars told', async () => {
    const { m, member, session } = await requested({ hoursAhead: 10 });
    await act(m, session.id, 'confirm');
    expect((await act(member, session.id, 'cancel', { reason: ' ' })).statusCode).toBe(400);
    const cancelled: Session = (await act(member, session.id, 'cancel', { reason: 'I am unwell' })).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'mentee',
      reason: 'I am unwell',
      lateCancellation: true,
      meetingUrl: null,
    });
    expect((await mentorNotificationsOf(m))[0]).toMatchObject({
      type: 'session_cancelled',
      message: 'Chidi Eze cancelled the session: "CV review"',
    });
    expect((await act(m, session.id, 'confirm')).statusCode).toBe(409);
    // Withdrawing a request nobody answered is never late.
    const withdrawn = await requested({ hoursAhead: 5 });
    expect((await act(withdrawn.member, withdrawn.session.id, 'cancel', { reason: 'Found another time' })).json()).toMatchObject({
      status: 'cancelled',
      lateCancellation: false,
    });
    await runJobs();
    expect(rawMails(m.email).some((mail) => mail.includes('METHOD:CANCEL') && mail.includes('STATUS:CANCELLED'))).toBe(true);
    // The slot is free again.
    expect((await bookAs(await mentee(), m.id, cancelled.startsAt)).statusCode).toBe(201);
  });

  it('declined or unanswered: the mentee is told and the slot frees', async () => {
    const first = await requested();
    expect((await act(first.m, first.session.id, 'decline', { reason: 'Travelling' })).json()).toMatchObject({
      status: 'declined',
      reason: 'Travelling',
    });
    expect((await notificationsOf(first.member))[0]).toMatchObject({
      title: 'Session Declined',
      message: 'Amara Okafor declined your request: "CV review"',
    });

    const second = await requested();
    await dueNow('session_expire');
    await runJobs();
    expect((await sessionOf(second.member, second.session.id)).status).toBe('expired');
    expect((await notificationsOf(second.member))[0]).toMatchObject({ title: 'Session Request Expired' });
  });

  it('rescheduled: one side proposes a free time, the other accepts, the session moves', async () => {
    const { m, member, session } = await requested();
    await act(m, session.id, 'confirm');
    const newTime = hoursAhead(100);
    const proposed: Session = (await act(m, session.id, 'reschedule', { startsAt: newTime })).json();
    expect(proposed.proposal).toMatchObject({ startsAt: newTime, by: 'mentor' });
    expect(proposed.actions).not.toContain('acceptReschedule');
    expect((await notificationsOf(member))[0]).toMatchObject({ title: 'New Time Proposed' });
    expect((await sessionOf(member, session.id)).actions).toEqual(expect.arrayContaining(['acceptReschedule', 'declineReschedule']));
    const moved: Session = (await act(member, session.id, 'reschedule/accept')).json();
    expect(moved).toMatchObject({ startsAt: newTime, proposal: null, status: 'confirmed' });
    expect(Date.parse(moved.endsAt) - Date.parse(moved.startsAt)).toBe(HOUR);
    expect((await mentorNotificationsOf(m))[0]).toMatchObject({
      type: 'session_confirmed',
      message: 'Chidi Eze accepted the new time for "CV review"',
    });
  });

  it('reminds both members 30 minutes before, once, and not after a cancellation', async () => {
    const { m, member, session } = await requested({ hoursAhead: 2 });
    await act(m, session.id, 'confirm');
    await dueNow('session_reminder');
    // A second copy of the job (a retry after a crash) must not remind again.
    await t.database.db.execute(
      sql`insert into jobs (kind, payload, run_at) select kind, payload, run_at from jobs where kind = 'session_reminder'`,
    );
    await runJobs();
    const reminders = async (who: Member) =>
      (await notificationsOf(who))
        .filter((n: { type: string }) => n.type === 'session_reminder')
        .map((n: { message: string }) => n.message);
    expect(await reminders(member)).toEqual(['Your session "CV review" starts in 30 minutes']);
    expect(await reminders(m)).toEqual(['Your session "CV review" starts in 30 minutes']);

    const other = await requested({ hoursAhead: 3 });
    await act(other.m, other.session.id, 'confirm');
    await act(other.member, other.session.id, 'cancel', { reason: 'Clash' });
    await dueNow('session_reminder');
    await runJobs();
    expect(await reminders(other.member)).toEqual([]);
  });

  it('after the end: completed, reviewed once by the mentee, answered by the mentor, on the mentor’s profile', async () => {
    const { m, member, session } = await requested();
    await act(m, session.id, 'confirm');
    expect((await act(member, session.id, 'review', { rating: 5, comment: 'Great' })).statusCode).toBe(409);
    await shiftIntoPast(session.id, 90);
    expect((await act(m, session.id, 'complete')).json()).toMatchObject({ status: 'completed' });
    expect((await notificationsOf(member))[0]).toMatchObject({ message: 'Your session "CV review" with Amara Okafor has been completed' });
    expect((await act(member, session.id, 'review', { rating: 6, comment: 'x' })).statusCode).toBe(400);
    expect((await act(m, session.id, 'review', { rating: 5, comment: 'Self praise' })).statusCode).toBe(403);
    const reviewed: Session = (await act(member, session.id, 'review', { rating: 4, comment: 'Clear and kind advice' })).json();
    expect(reviewed.review).toMatchObject({ rating: 4, comment: 'Clear and kind advice', reply: null });
    expect((await act(member, session.id, 'review', { rating: 5, comment: 'Again' })).statusCode).toBe(409);
    expect((await notificationsOf(m))[0]).toMatchObject({ type: 'mentor_review', data: { rating: 4, session_id: session.id } });
    expect((await mentorNotificationsOf(m))[0]).toMatchObject({
      type: 'new_review',
      message: 'Chidi Eze rated you 4/5: "Clear and kind advice"',
    });
    expect((await call('GET', `/api/profiles/${m.id}`, member.cookie)).json().mentor).toMatchObject({ ratingAverage: 4, reviewCount: 1 });
    expect((await act(m, session.id, 'review/reply', { reply: 'Thank you, Chidi!' })).json().review.reply).toBe('Thank you, Chidi!');
    const reviews = (await call('GET', `/api/mentors/${m.id}/reviews`, member.cookie)).json();
    expect(reviews.items).toMatchObject([{ rating: 4, reply: 'Thank you, Chidi!', mentee: { id: member.id } }]);
  });

  it('a no-show can be marked 10 minutes after the start; a paid session’s money is recorded', async () => {
    const { m, member, session } = await requested();
    await act(m, session.id, 'confirm');
    await shiftIntoPast(session.id, 5);
    expect((await act(m, session.id, 'no-show')).statusCode).toBe(409);
    await shiftIntoPast(session.id, 11);
    expect((await act(m, session.id, 'no-show')).json()).toMatchObject({ status: 'no_show', noShow: 'mentee' });
    expect((await notificationsOf(member))[0]).toMatchObject({ title: 'Marked Absent' });

    expect((await act(member, session.id, 'payment/confirm')).statusCode).toBe(403);
    const paid: Session = (await act(m, session.id, 'payment/confirm')).json();
    expect(paid.payment).toMatchObject({ status: 'paid', amountCents: 4000 });
    expect((await notificationsOf(member))[0]).toMatchObject({
      type: 'payment_sent',
      message: 'You sent $40.00 to Amara Okafor for a session',
    });
    expect((await mentorNotificationsOf(m))[0]).toMatchObject({
      type: 'payment_received',
      message: 'You received $40.00 from Chidi Eze for a session',
    });
  });
});

describe('mentor analytics', () => {
  it('counts the mentor’s own figures in the range, and refuses others', async () => {
    const m = await mentor();
    const member = await mentee();
    const a: Session = (await bookAs(member, m.id, hoursAhead(80))).json();
    const b: Session = (await bookAs(member, m.id, hoursAhead(90), { length: 30 })).json();
    await act(m, a.id, 'confirm');
    await act(m, b.id, 'confirm');
    await shiftIntoPast(a.id, 120);
    await act(m, a.id, 'complete');
    await act(m, a.id, 'payment/confirm');
    await act(member, b.id, 'cancel', { reason: 'Busy' });
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 40 * 24 * HOUR).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10);
    const figures = (await call('GET', `/api/analytics/mentor?from=${from}&to=${to}`, m.cookie)).json();
    expect(figures.totals).toMatchObject({ requests: 2, completed: 1, cancelled: 1, hoursMentored: 1, earningsCents: 4000 });
    expect(figures.months.find((x: { month: string }) => x.month === today.slice(0, 7))).toMatchObject({
      completed: 1,
      earningsCents: 4000,
    });
    expect((await call('GET', `/api/analytics/mentor?from=${from}&to=${to}`, member.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/analytics/mentor?from=${to}&to=${from}`, m.cookie)).statusCode).toBe(400);
  });

  it('counts each session as the list shows it, on the tab the shared rule puts it on', async () => {
    const m = await mentor();
    const member = await mentee();
    const booked = async (title: string, hours: number) =>
      ((await bookAs(member, m.id, hoursAhead(hours), { title })).json() as Session).id;
    // Lapsed first: running the expiry would lapse any request still waiting.
    await booked('Lapsed', 90);
    await dueNow('session_expire');
    await runJobs();
    await booked('Requested', 20);
    await act(m, await booked('Confirmed ahead', 30), 'confirm');
    await act(m, await booked('Confirmed later', 100), 'confirm');
    const held = await booked('Held, not marked', 40);
    await act(m, held, 'confirm');
    await shiftIntoPast(held, 180);
    const cancelled = await booked('Cancelled ahead', 50);
    await act(m, cancelled, 'confirm');
    await act(member, cancelled, 'cancel', { reason: 'My exams moved' });
    await act(m, await booked('Declined', 60), 'decline', { reason: 'Travelling' });
    const completed = await booked('Completed', 70);
    await act(m, completed, 'confirm');
    await shiftIntoPast(completed, 300);
    await act(m, completed, 'complete');
    const missed = await booked('Missed', 80);
    await act(m, missed, 'confirm');
    await shiftIntoPast(missed, 420);
    await act(m, missed, 'no-show');

    const listed: Record<string, Session[]> = {};
    for (const tab of SESSION_TABS) listed[tab] = (await call('GET', `/api/sessions?tab=${tab}`, m.cookie)).json().items;
    const titles = Object.fromEntries(SESSION_TABS.map((tab) => [tab, listed[tab]!.map((x) => x.title)]));
    expect(titles).toEqual({
      upcoming: ['Confirmed ahead', 'Confirmed later'],
      pending: ['Requested'],
      past: ['Held, not marked', 'Completed', 'Missed'],
      cancelled: ['Lapsed', 'Declined', 'Cancelled ahead'],
    });

    // The range the page opens on: the last 30 days, which reach today and so the sessions ahead.
    const { from, to } = presetRange('30d', new Date().toISOString().slice(0, 10));
    const figures = (await call('GET', `/api/analytics/mentor?from=${from}&to=${to}`, m.cookie)).json();
    expect(figures.totals).toMatchObject({
      requests: SESSION_TABS.reduce((n, tab) => n + listed[tab]!.length, 0),
      confirmed: listed.upcoming!.length,
      completed: listed.past!.filter((x) => x.status === 'completed').length,
      cancelled: listed.cancelled!.length,
      hoursMentored: 1,
    });
    // Days that are over everywhere count only what took place in them: nothing here.
    const before = addDays(from, -10);
    const earlier = (await call('GET', `/api/analytics/mentor?from=${before}&to=${addDays(from, -1)}`, m.cookie)).json();
    expect(earlier.totals).toMatchObject({ requests: 0, confirmed: 0, completed: 0, cancelled: 0 });
  });
});
