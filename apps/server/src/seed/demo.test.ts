import { healthReport } from '../features/monitoring/health-report.ts';
import { expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ORIGIN, signInCookie } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { seedDemoData, shouldSeed } from './demo.ts';
import { DEMO_PASSWORD } from './demo-members.ts';

const t = useTestApp();

const withEnv = (env: 'development' | 'production', demoData?: boolean) => ({ ...t.config, env, demoData });

// The whole demo through the real services: half a minute on a busy 2-core machine.
it('seeds an empty embedded database once, never in production, never when DEMO_DATA is false', async () => {
  const embedded = t.database.kind === 'pglite';
  expect(await shouldSeed(withEnv('development'), t.database)).toBe(embedded);
  expect(await shouldSeed(withEnv('development', true), t.database)).toBe(true);
  expect(await shouldSeed(withEnv('development', false), t.database)).toBe(false);
  expect(await shouldSeed(withEnv('production', true), t.database)).toBe(false);

  const demo = await seedDemoData(t.database.db, t.app.storage);
  const roles = demo.accounts.map((a) => a.role);
  expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  expect(roles.filter((r) => r === 'mentee')).toHaveLength(3);
  expect(roles.filter((r) => r === 'mentor')).toHaveLength(40);
  expect(await shouldSeed(withEnv('development', true), t.database)).toBe(false);
  const [row] = await t.database.db.select({ n: count() }).from(users);
  // The printed accounts, and one the admin suspended.
  expect(row?.n).toBe(45);
  const moderation = rowsOf<{ action: string }>(
    await t.database.db.execute(sql`select action::text from admin_actions where target_type <> 'faq_entry' order by created_at`),
  );
  expect(moderation.map((a) => a.action)).toEqual(['suspend', 'lift_suspension', 'suspend']);
  // Three programs, one at each public stage, the finished one with certificates (issue 17).
  const programs = rowsOf<{ status: string; certificates: number }>(
    await t.database.db.execute(sql`select g.status::text, (select count(certificate_id)::int from program_applications a where a.program_id = g.id) as certificates
      from programs g order by g.status`),
  );
  expect(programs).toEqual([
    { status: 'open', certificates: 0 },
    { status: 'running', certificates: 0 },
    { status: 'finished', certificates: 2 },
  ]);
  // The FAQ the admin wrote: every topic, 3 to 5 answers each, in the audit log; questions answered and open.
  const faq = rowsOf<{ topic: string; n: number; logged: number }>(
    await t.database.db.execute(sql`
      select topic::text, count(*)::int as n, count(a.id)::int as logged
      from faq_entries f left join admin_actions a on a.target_id = f.id::text group by 1 order by 1`),
  );
  expect(faq.map((f) => f.topic)).toEqual(['accounts', 'finding-a-mentor', 'for-mentors', 'privacy', 'sessions-and-payments']);
  for (const f of faq) expect([f.n >= 3 && f.n <= 5, f.logged]).toEqual([true, f.n]);
  const questions = rowsOf<{ accepted: number; open: number; votes: number }>(
    await t.database.db.execute(sql`
      select count(*) filter (where accepted_answer_id is not null)::int as accepted, count(*) filter (where answers_count = 0)::int as open,
        (select count(*)::int from answer_votes) as votes
      from questions`),
  );
  expect(questions[0]).toMatchObject({ accepted: 2, open: 3 });
  expect(questions[0]!.votes).toBeGreaterThan(0);
  // Open reports for the queue: an article twice (one item), a comment, a profile.
  const reports = rowsOf<{ content_type: string; n: number }>(
    await t.database.db.execute(
      sql`select content_type::text, count(*)::int as n from reports where resolved_at is null group by 1 order by 1`,
    ),
  );
  expect(reports).toEqual([
    { content_type: 'article', n: 2 },
    { content_type: 'comment', n: 1 },
    { content_type: 'profile', n: 1 },
  ]);
  // Every mentee has goals; three are shared with a mentor of theirs, who commented; nobody is offered the welcome.
  const goals = rowsOf<{ mentee: string; shared: number; comments: number; milestones: number }>(
    await t.database.db.execute(sql`
      select p.first_name as mentee, count(g.mentor_id)::int as shared, sum(g.comments_count)::int as comments,
        (select count(*)::int from goal_milestones x join goals y on y.id = x.goal_id where y.user_id = p.id) as milestones
      from goals g join profiles p on p.id = g.user_id group by p.id, p.first_name order by p.first_name`),
  );
  expect(goals).toEqual([
    { mentee: 'Aisha', shared: 1, comments: 1, milestones: 3 },
    { mentee: 'Chidi', shared: 1, comments: 1, milestones: 6 },
    { mentee: 'Nia', shared: 1, comments: 1, milestones: 2 },
  ]);
  const offered = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from profiles where welcome_closed_at is null`),
  );
  expect(offered).toEqual([{ n: 0 }]);
  // Listed mentors across a dozen countries or more, most with pictures.
  const cookie = await signInCookie(t.app, { email: 'chidi.eze@demo.prospermentor.africa', password: DEMO_PASSWORD });
  const filters = (await t.app.inject({ method: 'GET', url: '/api/mentors/filters', headers: { cookie } })).json();
  expect(filters.countries.length).toBeGreaterThanOrEqual(12);
  const page = (await t.app.inject({ method: 'GET', url: '/api/mentors?page=2', headers: { cookie } })).json();
  expect(page.items.every((m: { avatarUrl: string | null }) => m.avatarUrl?.endsWith('-256.webp'))).toBe(true);
  // Every mentor who charges says how to be paid, and the free ones need not.
  const unpaid = rowsOf<{ charging: number; without: number }>(
    await t.database.db.execute(sql`
      select count(*)::int as charging, count(*) filter (where pm.mentor_id is null)::int as without
      from mentor_profiles mp left join mentor_payment_methods pm on pm.mentor_id = mp.id where mp.hourly_rate_cents > 0`),
  );
  expect(unpaid[0]!.charging).toBeGreaterThan(20);
  expect(unpaid[0]!.without).toBe(0);
  const amara = await signInCookie(t.app, { email: 'amara.okafor@demo.prospermentor.africa', password: DEMO_PASSWORD });
  const methods = (await t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: { cookie: amara } })).json();
  expect(methods).toMatchObject({ chargesForSessions: true, methods: [{ kind: 'bank', accountName: 'Amara Okafor' }, { kind: 'paypal' }] });
}, 60_000);

it('gives the Health page four weeks of field reports: every page and metric in each window, errors grouped', async () => {
  for (const days of [1, 7, 28]) {
    const report = await healthReport(t.database.db, days);
    expect(new Set(report.vitals.map((v) => `${v.page} ${v.name}`)).size, `${days} days`).toBe(30);
  }
  const month = await healthReport(t.database.db, 28);
  expect(month.slowestPages[0]).toMatchObject({ page: '/messages' });
  expect(month.errors.map((e) => e.count)).toEqual([9, 4, 2]);
});

it('lets every demo member sign in with the printed password', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'amara.okafor@demo.prospermentor.africa', password: DEMO_PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(res.statusCode).toBe(200);
});

it('gives the demo mentee sessions to see: one upcoming with a room, one past to review, and reviewed mentors', async () => {
  const cookie = await signInCookie(t.app, { email: 'chidi.eze@demo.prospermentor.africa', password: DEMO_PASSWORD });
  const tab = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/sessions?tab=${name}`, headers: { cookie } })).json().items;
  const [upcoming] = await tab('upcoming');
  expect(upcoming).toMatchObject({ status: 'confirmed', title: 'Mock product interview', mentor: { firstName: 'Amara' } });
  expect(upcoming.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/ProsperMentor-/);
  const past = await tab('past');
  expect(past.find((s: { actions: string[] }) => s.actions.includes('review'))).toMatchObject({ mentor: { firstName: 'Amara' } });
  const amara = past.find((s: { mentor: { firstName: string } }) => s.mentor.firstName === 'Amara').mentor.id;
  const profile = (await t.app.inject({ method: 'GET', url: `/api/profiles/${amara}`, headers: { cookie } })).json();
  expect(profile.mentor).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
  const slots = (await t.app.inject({ method: 'GET', url: `/api/mentors/${amara}/slots`, headers: { cookie } })).json();
  expect(slots.slots.length).toBeGreaterThan(20);
});

it('shows grouping: a demo mentee has one item for the posts of the six mentors they follow, a mentor one for Chidi’s posts', async () => {
  await t.app.jobs.runDue();
  const newPosts = async (email: string) => {
    const cookie = await signInCookie(t.app, { email, password: DEMO_PASSWORD });
    const items = (await t.app.inject({ method: 'GET', url: '/api/notifications?kind=social', headers: { cookie } })).json().items;
    return items.filter((n: { type: string }) => n.type === 'new_post_from_followed').map((n: { message: string }) => n.message);
  };
  const [mentee] = await newPosts('chidi.eze@demo.prospermentor.africa');
  expect(mentee).toMatch(/^\S+ \S+ and 5 others published new articles$/);
  expect(await newPosts('amara.okafor@demo.prospermentor.africa')).toEqual(['Chidi Eze published 3 new articles']);
});
