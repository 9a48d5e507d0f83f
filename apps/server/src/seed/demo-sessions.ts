import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { saveAvailability } from '../features/sessions/availability.ts';
import { confirmPayment, confirmSession, reviewSession } from '../features/sessions/lifecycle.ts';
import { book, mentorSlots } from '../features/sessions/service.ts';

type DemoMember = { id: string; firstName: string };

const DAY = 86_400_000;

/** Weekday office hours and a Saturday morning, in the mentor's own zone. */
const officeHours = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, start: '09:00', end: '17:00' }))
  .concat([{ weekday: 6, start: '10:00', end: '13:00' }]);

/** A session that already took place, written as it would stand after completion. */
async function pastSession(db: Db, o: { mentorId: string; menteeId: string; title: string; daysAgo: number; priceCents: number }) {
  const startsAt = new Date(Math.floor((Date.now() - o.daysAgo * DAY) / 3_600_000) * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into sessions (mentor_id, mentee_id, title, note, status, starts_at, ends_at, blocked_until, price_cents, meeting_url, created_at)
      values (${o.mentorId}, ${o.menteeId}, ${o.title}, '', 'completed', ${startsAt}, ${endsAt}, ${endsAt}, ${o.priceCents},
        'https://meet.jit.si/ProsperMentor-demo', ${new Date(startsAt.getTime() - 3 * DAY)})
      returning id`),
  );
  if (o.priceCents > 0) {
    await db.execute(sql`
      insert into payments (session_id, payer_id, payee_id, amount_cents, provider) values (${row!.id}, ${o.menteeId}, ${o.mentorId}, ${o.priceCents}, 'direct')`);
  }
  return row!.id;
}

/**
 * Availability for the six demo mentors, and sessions around the demo mentee Chidi: past ones with
 * reviews (one left for him to review), one upcoming and confirmed, and a request waiting for the
 * first mentor. Bookings, confirmations, reviews and payments go through the real services.
 */
export async function seedDemoSessions(db: Db, { mentors, mentees }: { mentors: DemoMember[]; mentees: DemoMember[] }) {
  const zones = ['Africa/Lagos', 'Africa/Accra', 'Africa/Nairobi', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Kigali'];
  for (const [i, mentor] of mentors.entries()) {
    await saveAvailability(db, {
      mentorId: mentor.id,
      timezone: zones[i % zones.length]!,
      weeklyHours: officeHours,
      sessionLengths: [30, 60],
      bufferMinutes: 15,
      minNoticeMinutes: 120,
      horizonDays: 60,
      daysOff: [],
    });
  }
  const [amara, kwame, third] = mentors;
  const [chidi, aisha, fatima] = mentees;
  if (!amara || !kwame || !third || !chidi || !aisha || !fatima) return;

  const reviews: [DemoMember, DemoMember, string, number, number, string][] = [
    [amara, aisha, 'Breaking into product management', 40, 5, 'Amara helped me map my first 90 days as a PM. Practical and kind.'],
    [amara, fatima, 'Preparing for a panel interview', 25, 4, 'Great mock interview and honest feedback.'],
    [kwame, chidi, 'Choosing a first programming language', 20, 5, 'Clear advice, and a plan I could follow the same week.'],
    [third, aisha, 'Negotiating a first salary', 12, 4, 'I went into the negotiation with numbers and confidence.'],
  ];
  for (const [mentor, mentee, title, daysAgo, rating, comment] of reviews) {
    const id = await pastSession(db, { mentorId: mentor.id, menteeId: mentee.id, title, daysAgo, priceCents: 4000 });
    await reviewSession(db, { viewerId: mentee.id, id, rating, comment });
    await confirmPayment(db, { viewerId: mentor.id, id });
  }
  // Chidi's last session with Amara is his to review.
  await pastSession(db, { mentorId: amara.id, menteeId: chidi.id, title: 'Planning my internship search', daysAgo: 3, priceCents: 0 });

  const slots = (await mentorSlots(db, { mentorId: amara.id, length: 60, from: new Date(Date.now() + 2 * DAY).toISOString(), days: 14 }))
    .slots;
  if (slots.length < 4) return;
  const upcoming = await book(db, {
    viewerId: chidi.id,
    mentorId: amara.id,
    startsAt: slots[0]!,
    length: 60,
    title: 'Mock product interview',
    note: '',
  });
  await confirmSession(db, { viewerId: amara.id, id: upcoming.id, meetingBaseUrl: 'https://meet.jit.si' });
  await book(db, {
    viewerId: aisha.id,
    mentorId: amara.id,
    startsAt: slots[3]!,
    length: 60,
    title: 'Reviewing my portfolio',
    note: 'I will share my slides.',
  });
}
