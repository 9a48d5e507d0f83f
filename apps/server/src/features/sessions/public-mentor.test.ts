import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { sessionReviews, sessions } from '../../db/schema/sessions.ts';
import { createMember } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { ALL_WEEK } from '../../test/schedule.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const HOUR = 3_600_000;

const listedMentor = () =>
  signedInMember(t, {
    role: 'mentor',
    firstName: 'Amara',
    lastName: 'Okafor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'Africa/Lagos' },
  });

/** `n` held sessions of the mentor, each reviewed by the mentee a day apart, the newest last. */
async function reviewed(mentorId: string, menteeId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const at = Date.now() - (n - i + 1) * 24 * HOUR;
    const [s] = await t.database.db
      .insert(sessions)
      .values({
        mentorId,
        menteeId,
        title: `Session ${i}`,
        status: 'completed',
        startsAt: new Date(at),
        endsAt: new Date(at + HOUR),
        blockedUntil: new Date(at + HOUR),
        priceCents: 0,
      })
      .returning({ id: sessions.id });
    await t.database.db.insert(sessionReviews).values({
      sessionId: s!.id,
      mentorId,
      menteeId,
      rating: (i % 5) + 1,
      comment: `Review ${i}`,
      reply: i === n - 1 ? 'Thank you!' : null,
      repliedAt: i === n - 1 ? new Date() : null,
      createdAt: new Date(at + 2 * HOUR),
    });
  }
}

describe('a mentor’s reviews, as visitors read them on the public page', () => {
  it('lists them newest first, 20 a page, with the reviewer’s name and photo and nothing private', async () => {
    const mentor = await listedMentor();
    const mentee = await createMember(t.database.db, { firstName: 'Chidi', lastName: 'Eze', avatarUrl: '/uploads/chidi.webp' });
    await reviewed(mentor.id, mentee.id, 21);

    const first = await call('GET', `/api/mentors/${mentor.id}/reviews`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      rating: 1,
      comment: 'Review 20',
      reply: 'Thank you!',
      createdAt: expect.any(String),
      repliedAt: expect.any(String),
      mentee: { id: mentee.id, firstName: 'Chidi', lastName: 'Eze', role: 'mentee', avatarUrl: '/uploads/chidi.webp' },
    });
    expect(first.body).not.toContain(mentee.email);
    expect(first.body).not.toContain('+254');
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = (await call('GET', `/api/mentors/${mentor.id}/reviews?cursor=${encodeURIComponent(page.nextCursor)}`)).json();
    expect(second.items.map((r: { comment: string }) => r.comment)).toEqual(['Review 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('shows none to others when the mentor hides their reviews, but the mentor still sees them', async () => {
    const mentor = await listedMentor();
    const mentee = await createMember(t.database.db);
    await reviewed(mentor.id, mentee.id, 2);
    await t.database.db.insert(userPrivacySettings).values({ userId: mentor.id, showReviews: false });
    expect((await call('GET', `/api/mentors/${mentor.id}/reviews`)).json()).toEqual({ items: [], nextCursor: null });
    expect((await call('GET', `/api/mentors/${mentor.id}/reviews`, mentor.cookie)).json().items).toHaveLength(2);
  });

  it('refuses a cursor it did not make', async () => {
    const mentor = await listedMentor();
    const res = await call('GET', `/api/mentors/${mentor.id}/reviews?cursor=not-a-cursor`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toEqual(expect.any(String));
  });

  it('reads the page through the index on the mentor and the review’s time', async () => {
    const plan = await t.database.db.execute(
      sql`explain select session_id from session_reviews where mentor_id = 'x' order by created_at desc, session_id desc limit 21`,
    );
    expect(JSON.stringify(plan)).toContain('session_reviews_mentor_created_idx');
  });
});

describe('a mentor’s next free times, as visitors see them', () => {
  it('gives a visitor the free slots of a listed mentor with hours, and their rate', async () => {
    const mentor = await listedMentor();
    expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
    const res = await call('GET', `/api/mentors/${mentor.id}/slots?days=3`);
    expect(res.statusCode).toBe(200);
    const slots = res.json();
    expect(slots).toMatchObject({ hourlyRateCents: 4000, mentorTimezone: ALL_WEEK.timezone, lengths: ALL_WEEK.sessionLengths });
    expect(slots.slots.length).toBeGreaterThan(0);
    expect(Date.parse(slots.slots[0])).toBeGreaterThan(Date.now());
  });

  it('tells on the mentor’s profile whether they take bookings, so the page asks for times only then', async () => {
    const mentor = await listedMentor();
    const takesBookings = async () => (await call('GET', `/api/mentors/${mentor.id}`)).json().mentor.takesBookings;
    expect(await takesBookings()).toBe(false);
    expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
    expect(await takesBookings()).toBe(true);
  });

  it('refuses a mentor without hours (409), an unknown or unlisted one (404), and a length not offered (400)', async () => {
    const noHours = await listedMentor();
    expect((await call('GET', `/api/mentors/${noHours.id}/slots`)).json().error.message).toBe('This mentor is not taking bookings yet.');
    expect((await call('GET', `/api/mentors/${noHours.id}/slots`)).statusCode).toBe(409);
    const unlisted = await createMember(t.database.db, { role: 'mentor' });
    expect((await call('GET', `/api/mentors/${unlisted.id}/slots`)).statusCode).toBe(404);
    expect((await call('GET', '/api/mentors/nobody/slots')).statusCode).toBe(404);
    const mentor = await listedMentor();
    await call('PUT', '/api/availability', mentor.cookie, { ...ALL_WEEK, sessionLengths: [30] });
    expect((await call('GET', `/api/mentors/${mentor.id}/slots?length=60`)).statusCode).toBe(400);
    expect((await call('GET', `/api/mentors/${mentor.id}/slots?days=999`)).statusCode).toBe(400);
  });
});
