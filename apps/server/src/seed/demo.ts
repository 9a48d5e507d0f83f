import { hashPassword } from 'better-auth/crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, type Db, rowsOf } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { createArticle } from '../features/articles/articles.ts';
import { createComment } from '../features/articles/comments.ts';
import { setLike } from '../features/articles/reactions.ts';
import { follow } from '../features/follows/service.ts';
import { createGoalComment } from '../features/goals/comments.ts';
import { createGoal, shareGoal } from '../features/goals/goals.ts';
import { updateNotificationSettings } from '../features/notifications/settings.ts';
import { replaceAvatar } from '../features/profiles/avatar.ts';
import { recordProfileView } from '../features/profiles/service.ts';
import { saveAvailability } from '../features/sessions/availability.ts';
import { savePaymentMethods } from '../features/sessions/payment-methods.ts';
import { confirmPayment, confirmSession, reviewSession } from '../features/sessions/lifecycle.ts';
import { book, mentorSlots } from '../features/sessions/service.ts';
import type { Storage } from '../storage/storage.ts';
import { liftSuspension, suspendMember } from '../features/admin/suspension.ts';
import { reportContent } from '../features/reports/report.ts';
import { DEMO_ARTICLES, DEMO_COMMENTS, demoArticleContent } from './demo-articles.ts';
import { DEMO_LIFTED, DEMO_SUSPENDED, DEMO_SUSPENSION } from './demo-admin.ts';
import { seedDemoNetworks } from './demo-networks.ts';
import { DEMO_REPORTS } from './demo-reports.ts';
import { DEMO_GOALS } from './demo-goals.ts';
import { demoAvatar } from './demo-avatar.ts';
import { DEMO_ADMIN, DEMO_MENTEES, DEMO_MENTORS, DEMO_PASSWORD, demoEmail } from './demo-members.ts';
import { demoMentors } from './demo-mentors.ts';
import { seedDemoNewsletter } from './demo-newsletter.ts';
import { seedDemoStories } from './seed-demo-stories.ts';
import { seedDemoPrograms } from './demo-programs.ts';
import { seedDemoFaq } from './demo-faq.ts';
import { seedDemoHealth } from './demo-health.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { demoPaymentMethods } from './demo-payment-methods.ts';
import {
  DEMO_AVAILABILITY,
  DEMO_BOOKING_WINDOW,
  DEMO_BOOKINGS,
  DEMO_MENTOR_ZONES,
  DEMO_REVIEWED_SESSIONS,
  DEMO_SESSION_TO_REVIEW,
  type DemoPastSession,
} from './demo-sessions.ts';
import { createMember } from './factories.ts';

/*
 * Seeds the demo: the people, articles and sessions of demo-members.ts, demo-mentors.ts,
 * demo-articles.ts and demo-sessions.ts, made through the factories and the real services.
 */

const DAY = 86_400_000;

/** Seeds only an empty embedded database unless DEMO_DATA says otherwise; never in production. */
export async function shouldSeed(config: Config, database: Database): Promise<boolean> {
  if (config.env === 'production' || config.demoData === false) return false;
  if (await demoSeeded(database.db)) return false;
  if (config.demoData === true) return true;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function demoSeeded(db: Db): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email)).limit(1);
  return found.length > 0;
}

/** Demo members built by the same factory the tests use, all with one known password. */
export async function seedDemoData(db: Db, storage: Storage) {
  const password = { password: DEMO_PASSWORD, passwordHash: await hashPassword(DEMO_PASSWORD) };
  const created = [];
  created.push(await createMember(db, { ...DEMO_ADMIN, ...password }));
  for (const m of DEMO_MENTORS)
    created.push(
      await createMember(db, {
        ...m,
        role: 'mentor',
        email: demoEmail(m),
        ...password,
        linkedinUrl: `https://www.linkedin.com/in/${m.firstName}-${m.lastName}`.toLowerCase(),
      }),
    );
  for (const m of DEMO_MENTEES) created.push(await createMember(db, { ...m, role: 'mentee', email: demoEmail(m), ...password }));
  for (const m of demoMentors()) created.push(await createMember(db, { ...m, role: 'mentor', email: demoEmail(m), ...password }));
  // Every demo mentor who charges says how to be paid.
  const mentorDetails = [...DEMO_MENTORS, ...demoMentors()];
  for (const [i, mentor] of created.filter((c) => c.role === 'mentor').entries()) {
    const details = mentorDetails[i]!;
    if ((details.mentor?.hourlyRateCents ?? 0) > 0) {
      await savePaymentMethods(db, { mentorId: mentor.id, methods: demoPaymentMethods(details, i) });
    }
  }
  // Pictures for the mentors made from lists; the featured six keep their initials.
  const pictured = created.filter((c) => c.role === 'mentor').slice(DEMO_MENTORS.length);
  await Promise.all(pictured.map(async (c, i) => replaceAvatar(db, storage, { memberId: c.id, bytes: await demoAvatar(i) })));
  await seedDemoActivity(db, {
    mentors: created.filter((c) => c.role === 'mentor').slice(0, DEMO_MENTORS.length),
    mentees: created.filter((c) => c.role === 'mentee'),
  });
  await seedDemoModeration(db, { adminId: created[0]!.id, password, mentees: created.filter((c) => c.role === 'mentee') });
  await seedDemoFaq(db, created[0]!.id);
  await seedDemoHealth(db);
  await seedDemoReports(
    db,
    created.filter((c) => c.role === 'mentee'),
  );
  // The demo members are settled in: the dashboard offers its welcome only to those who sign up.
  await db.execute(sql`update profiles set welcome_outcome = 'finished', welcome_closed_at = now()`);
  await seedDemoPrograms(db, {
    admin: created[0]!,
    mentors: created.filter((c) => c.role === 'mentor').slice(0, DEMO_MENTORS.length),
    mentees: created.filter((c) => c.role === 'mentee'),
  });
  return { password: DEMO_PASSWORD, accounts: created.map(({ email, role }) => ({ email, role })) };
}

/**
 * The admin's work through the real services, so the audit log and the members list have
 * something to show: a member suspended for a month (not among the printed accounts, who all sign
 * in), and a demo mentee suspended and lifted again.
 */
async function seedDemoModeration(
  db: Db,
  { adminId, password, mentees }: { adminId: string; password: { password: string; passwordHash: string }; mentees: DemoMember[] },
) {
  const lifted = mentees.find((m) => m.firstName === DEMO_LIFTED.firstName)!;
  await suspendMember(db, { adminId, memberId: lifted.id, reason: DEMO_LIFTED.reason, until: null });
  await liftSuspension(db, { adminId, memberId: lifted.id });
  const suspended = await createMember(db, { ...DEMO_SUSPENDED, ...password });
  const until = new Date(Date.now() + DEMO_SUSPENSION.days * DAY);
  await suspendMember(db, { adminId, memberId: suspended.id, reason: DEMO_SUSPENSION.reason, until });
}

type DemoMember = { id: string; firstName: string; lastName: string };

/**
 * A few open reports for the queue, through the real service: of the oldest article, of the oldest
 * comment on another's article, and of a mentee's profile, each by mentees who did not write it.
 */
async function seedDemoReports(db: Db, mentees: DemoMember[]) {
  const [article] = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`select id, user_id from articles order by created_at, id limit 1`),
  );
  const [comment] = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`select c.id, c.user_id from article_comments c order by c.created_at, c.id limit 1`),
  );
  const targets: Partial<Record<(typeof DEMO_REPORTS)[number]['kind'], { id: string; user_id: string }>> = {
    article,
    comment,
    profile: { id: mentees.at(-1)!.id, user_id: mentees.at(-1)!.id },
  };
  const used = new Map<string, number>();
  for (const r of DEMO_REPORTS) {
    const target = targets[r.kind];
    if (!target) continue;
    // The next mentee who has not reported it yet and did not write it.
    const from = used.get(r.kind) ?? 0;
    const reporter = mentees.slice(from).find((m) => m.id !== target.user_id);
    if (!reporter) continue;
    used.set(r.kind, mentees.indexOf(reporter) + 1);
    await reportContent(db, { reporterId: reporter.id, contentType: r.kind, contentId: target.id, reason: r.reason, details: r.details });
  }
}

/**
 * Follows and profile views through the real services, so the bells have something to show: each
 * mentee follows the six featured mentors, they all follow the first mentee back, and the mentees have
 * looked at the first mentor. Demo members get their mail as a daily digest, not one per follow.
 */
async function seedDemoActivity(db: Db, { mentors, mentees }: { mentors: DemoMember[]; mentees: DemoMember[] }) {
  for (const member of [...mentors, ...mentees]) await updateNotificationSettings(db, member.id, { notificationFrequency: 'daily' });
  for (const mentee of mentees) for (const mentor of mentors) await follow(db, { followerId: mentee.id, followingId: mentor.id });
  for (const mentor of mentors) await follow(db, { followerId: mentor.id, followingId: mentees[0]!.id });
  for (const mentee of mentees) await recordProfileView(db, { mentorId: mentors[0]!.id, viewerId: mentee.id });
  await seedDemoArticles(db, [...mentors, ...mentees]);
  await seedDemoNetworks(db, [...mentors, ...mentees]);
  await seedDemoSessions(db, { mentors, mentees });
  await seedDemoStories(db, [...mentors, ...mentees]);
  await seedDemoGoals(db, { mentors, mentees });
  await seedDemoQuestions(db, { mentors, mentees });
  await seedDemoNewsletter(db);
}

/** The mentees' goals of demo-goals.ts, shared with a mentor they have had a session with, who commented. */
async function seedDemoGoals(db: Db, { mentors, mentees }: { mentors: DemoMember[]; mentees: DemoMember[] }) {
  const byName = new Map([...mentors, ...mentees].map((m) => [m.firstName, m]));
  const named = (firstName: string) => {
    const member = byName.get(firstName);
    if (!member) throw new Error(`No demo member named ${firstName}`);
    return member;
  };
  for (const g of DEMO_GOALS) {
    const mentee = named(g.mentee);
    const targetDate = g.targetInDays === null ? null : new Date(Date.now() + g.targetInDays * DAY).toISOString().slice(0, 10);
    const goal = await createGoal(db, { viewerId: mentee.id, title: g.title, why: g.why, targetDate, milestones: g.milestones });
    if (!g.sharedWith) continue;
    const mentor = named(g.sharedWith.mentor);
    await shareGoal(db, { viewer: { ...mentee, role: 'mentee' }, id: goal.id, mentorId: mentor.id });
    await createGoalComment(db, { viewer: { ...mentor, role: 'mentor' }, id: goal.id, content: g.sharedWith.comment });
  }
}

/**
 * A few dozen articles by the demo members through the real services (excerpts, counters and
 * notifications as members would make them), with likes and comments, spread over the past weeks.
 */
async function seedDemoArticles(db: Db, authors: { id: string; firstName: string; lastName: string }[]) {
  const quiet = { error: () => {} };
  const ids: string[] = [];
  for (const [i, article] of DEMO_ARTICLES.entries()) {
    const author = authors[i % authors.length]!;
    const created = await createArticle(db, {
      author,
      log: quiet,
      title: article.title,
      content: demoArticleContent(i),
      tags: article.tags,
      imageUrl: null,
    });
    ids.push(created.id);
  }
  for (const [i, id] of ids.entries()) {
    const readers = authors.filter((_, k) => (k + i) % 3 === 0);
    for (const reader of readers) await setLike(db, { viewer: reader, id, like: true });
    if (i % 2 === 0) {
      const reader = authors[(i + 1) % authors.length]!;
      await createComment(db, { viewer: reader, articleId: id, content: DEMO_COMMENTS[i % DEMO_COMMENTS.length]!, parentId: null });
    }
  }
  // Published over the past weeks rather than all in the same second, newest last.
  await db.execute(sql`
    update articles a set created_at = now() - make_interval(hours => ((s.n - s.rank) * 17)::int), updated_at = now() - make_interval(hours => ((s.n - s.rank) * 17)::int)
    from (select id, row_number() over (order by created_at, id) as rank, count(*) over () as n from articles) s
    where a.id = s.id`);
  await db.execute(sql`update article_comments c set created_at = a.created_at + interval '3 hours', updated_at = a.created_at + interval '3 hours'
    from articles a where a.id = c.article_id`);
}

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
 * Availability for the featured mentors and the sessions of demo-sessions.ts. Bookings,
 * confirmations, reviews and payments go through the real services.
 */
async function seedDemoSessions(db: Db, { mentors, mentees }: { mentors: DemoMember[]; mentees: DemoMember[] }) {
  for (const [i, mentor] of mentors.entries()) {
    await saveAvailability(db, { mentorId: mentor.id, timezone: DEMO_MENTOR_ZONES[i % DEMO_MENTOR_ZONES.length]!, ...DEMO_AVAILABILITY });
  }
  const byName = new Map([...mentors, ...mentees].map((m) => [m.firstName, m]));
  const named = (firstName: string) => {
    const member = byName.get(firstName);
    if (!member) throw new Error(`No demo member named ${firstName}`);
    return member.id;
  };
  const held = (s: DemoPastSession) =>
    pastSession(db, { mentorId: named(s.mentor), menteeId: named(s.mentee), title: s.title, daysAgo: s.daysAgo, priceCents: s.priceCents });

  for (const s of DEMO_REVIEWED_SESSIONS) {
    const id = await held(s);
    await reviewSession(db, { viewerId: named(s.mentee), id, rating: s.rating, comment: s.comment });
    // Written the day after the session, not at seeding: the mentor's public page dates each review.
    await db.execute(
      sql`update session_reviews r set created_at = s.ends_at + interval '1 day' from sessions s where s.id = r.session_id and r.session_id = ${id}`,
    );
    await confirmPayment(db, { viewerId: named(s.mentor), id });
  }
  await held(DEMO_SESSION_TO_REVIEW);

  const window = DEMO_BOOKING_WINDOW;
  const { slots } = await mentorSlots(db, {
    mentorId: named(window.mentor),
    length: window.length,
    from: new Date(Date.now() + window.fromDaysAhead * DAY).toISOString(),
    days: window.days,
  });
  if (slots.length <= Math.max(...DEMO_BOOKINGS.map((b) => b.slot))) return;
  for (const b of DEMO_BOOKINGS) {
    const session = await book(db, {
      viewerId: named(b.mentee),
      mentorId: named(window.mentor),
      startsAt: slots[b.slot]!,
      length: window.length,
      title: b.title,
      note: b.note,
    });
    if (b.confirmed) await confirmSession(db, { viewerId: named(window.mentor), id: session.id, meetingBaseUrl: 'https://meet.jit.si' });
  }
}
