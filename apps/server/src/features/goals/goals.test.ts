import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { SessionStatus } from '@prosper/shared/constants/session-statuses';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const HOUR = 3_600_000;

const mentee = () => signedInMember(t, { firstName: 'Amina', lastName: 'Bello' });
const mentor = () => signedInMember(t, { role: 'mentor', firstName: 'Kwame', lastName: 'Asante' });

/** A session between the two, in the status given, a day ago. */
const sessionBetween = (mentorId: string, menteeId: string, status: SessionStatus = 'completed') =>
  t.database.db.insert(sessions).values({
    mentorId,
    menteeId,
    title: 'Career talk',
    status,
    startsAt: new Date(Date.now() - 24 * HOUR),
    endsAt: new Date(Date.now() - 23 * HOUR),
    blockedUntil: new Date(Date.now() - 23 * HOUR),
    priceCents: 0,
  });

const newGoal = async (cookie: string, body: object = {}) => {
  const res = await call('POST', '/api/goals', cookie, {
    title: 'Land a product role',
    why: 'I want to build things people use.',
    targetDate: '2030-06-30',
    milestones: [{ title: 'Update my CV' }, { title: 'Ask for two referrals' }, { title: 'Apply to five roles' }],
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
const notificationsOf = async (memberId: string) =>
  rowsOf<{ type: string; title: string; message: string; actor_id: string; data: { goal_id: string } }>(
    await t.database.db.execute(
      sql`select type, title, message, actor_id, data from notifications where user_id = ${memberId} order by created_at`,
    ),
  );

describe('setting and tracking goals', () => {
  it('sets a goal with its milestones in order, and counts progress as they are ticked', async () => {
    const a = await mentee();
    const goal = await newGoal(a.cookie);
    expect(goal).toMatchObject({
      title: 'Land a product role',
      why: 'I want to build things people use.',
      targetDate: '2030-06-30',
      archived: false,
      completedAt: null,
      sharedWith: null,
      owner: { id: a.id, firstName: 'Amina' },
    });
    expect(goal.milestones.map((m: { title: string; done: boolean }) => [m.title, m.done])).toEqual([
      ['Update my CV', false],
      ['Ask for two referrals', false],
      ['Apply to five roles', false],
    ]);

    let latest = goal;
    for (const [i, m] of goal.milestones.entries()) {
      const res = await call('PUT', `/api/goal-milestones/${m.id}`, a.cookie, { done: true });
      expect(res.statusCode).toBe(200);
      latest = res.json();
      expect(latest.completedAt === null).toBe(i < 2);
    }
    const completedAt = latest.completedAt;
    // Unticking one opens the goal again; ticking it completes it anew.
    const reopened = (await call('PUT', `/api/goal-milestones/${goal.milestones[0].id}`, a.cookie, { done: false })).json();
    expect(reopened.completedAt).toBeNull();
    expect(reopened.milestones[0].done).toBe(false);
    const again = (await call('PUT', `/api/goal-milestones/${goal.milestones[0].id}`, a.cookie, { done: true })).json();
    expect(again.completedAt).not.toBeNull();
    expect(new Date(again.completedAt).getTime()).toBeGreaterThanOrEqual(new Date(completedAt).getTime());
  });

  it('edits the goal, keeps ticked milestones it keeps, drops those left out, and archives and restores it', async () => {
    const a = await mentee();
    const goal = await newGoal(a.cookie);
    const [cv, referrals] = goal.milestones;
    await call('PUT', `/api/goal-milestones/${cv.id}`, a.cookie, { done: true });
    const res = await call('PATCH', `/api/goals/${goal.id}`, a.cookie, {
      title: 'Land a product role by June',
      targetDate: null,
      milestones: [
        { id: cv.id, title: 'Update my CV' },
        { title: 'Practise interviews' },
        { id: referrals.id, title: 'Ask for referrals', done: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({ title: 'Land a product role by June', targetDate: null, why: goal.why });
    expect(edited.milestones.map((m: { title: string; done: boolean }) => [m.title, m.done])).toEqual([
      ['Update my CV', true],
      ['Practise interviews', false],
      ['Ask for referrals', true],
    ]);
    expect(await count(sql`select count(*)::int as n from goal_milestones where goal_id = ${goal.id}`)).toBe(3);

    const archived = (await call('PATCH', `/api/goals/${goal.id}`, a.cookie, { archived: true })).json();
    expect(archived.archived).toBe(true);
    const active = (await call('GET', '/api/goals', a.cookie)).json();
    expect(active.items).toEqual([]);
    const list = (await call('GET', '/api/goals?status=archived', a.cookie)).json();
    expect(list.items.map((g: { id: string }) => g.id)).toEqual([goal.id]);
    // An archived goal's milestones wait until it is active again.
    const locked = await call('PUT', `/api/goal-milestones/${cv.id}`, a.cookie, { done: true });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('Make the goal active again to change its milestones.');
    expect((await call('PATCH', `/api/goals/${goal.id}`, a.cookie, { archived: false })).json().archived).toBe(false);
    expect((await call('PUT', `/api/goal-milestones/${cv.id}`, a.cookie, { done: true })).statusCode).toBe(200);
  });

  it('pages goals newest first with a cursor', async () => {
    const a = await mentee();
    const made: string[] = [];
    for (let i = 0; i < 22; i++) made.push((await newGoal(a.cookie, { title: `Goal ${i}`, milestones: [] })).id);
    const first = (await call('GET', '/api/goals', a.cookie)).json();
    expect(first.items).toHaveLength(20);
    const second = (await call('GET', `/api/goals?cursor=${first.nextCursor}`, a.cookie)).json();
    expect([...first.items, ...second.items].map((g: { id: string }) => g.id)).toEqual(made.reverse());
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/goals?cursor=nonsense', a.cookie)).statusCode).toBe(400);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const a = await mentee();
    const cases: [object, string][] = [
      [{ title: '  ' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'Bad\u0000byte' }, 'title'],
      [{ targetDate: '2030-02-30' }, 'targetDate'],
      [{ milestones: [{ title: '' }] }, 'milestones.0.title'],
      [{ milestones: Array.from({ length: 21 }, (_, i) => ({ title: `Step ${i}` })) }, 'milestones'],
      [{ why: 'y'.repeat(2001) }, 'why'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/goals', a.cookie, { title: 'Fine', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    expect((await call('POST', '/api/goals', a.cookie, { title: 'x'.repeat(1_000_000) })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await count(sql`select count(*)::int as n from goals where user_id = ${a.id}`)).toBe(0);
    expect((await call('POST', '/api/goals', undefined, { title: 'Fine' })).statusCode).toBe(401);
    expect((await call('GET', '/api/goals/not-a-uuid', a.cookie)).statusCode).toBe(400);
    expect((await call('PUT', '/api/goal-milestones/00000000-0000-4000-8000-000000000000', a.cookie, { done: true })).statusCode).toBe(404);
  });

  it('lets only the owner read, change, tick or delete a goal', async () => {
    const a = await mentee();
    const other = await mentee();
    const goal = await newGoal(a.cookie);
    expect((await call('GET', `/api/goals/${goal.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/goals/${goal.id}`, other.cookie, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/goal-milestones/${goal.milestones[0].id}`, other.cookie, { done: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/goals/${goal.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/goals/${goal.id}/comments`, other.cookie)).statusCode).toBe(404);
    // A milestone of someone else's goal cannot be slipped into mine.
    const mine = await newGoal(other.cookie);
    const res = await call('PATCH', `/api/goals/${mine.id}`, other.cookie, {
      milestones: [{ id: goal.milestones[0].id, title: 'Stolen' }],
    });
    expect(res.statusCode).toBe(404);
    const after = (await call('GET', `/api/goals/${goal.id}`, a.cookie)).json();
    expect(after).toMatchObject({ title: goal.title, milestones: goal.milestones });

    expect((await call('DELETE', `/api/goals/${goal.id}`, a.cookie)).statusCode).toBe(204);
    expect(await count(sql`select count(*)::int as n from goal_milestones where goal_id = ${goal.id}`)).toBe(0);
    expect((await call('GET', `/api/goals/${goal.id}`, a.cookie)).statusCode).toBe(404);
  });
});

describe('sharing with a mentor', () => {
  it('shares only with a mentor one has had a confirmed or completed session with', async () => {
    const a = await mentee();
    const m = await mentor();
    const stranger = await mentor();
    const requestedOnly = await mentor();
    await sessionBetween(m.id, a.id, 'completed');
    await sessionBetween(requestedOnly.id, a.id, 'requested');
    const goal = await newGoal(a.cookie);

    const mentors = (await call('GET', '/api/goals/mentors', a.cookie)).json();
    expect(mentors.items.map((x: { id: string }) => x.id)).toEqual([m.id]);

    for (const mentorId of [stranger.id, requestedOnly.id, a.id, 'nobody']) {
      const res = await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You can share a goal only with a mentor you have had a session with.');
    }
    expect(await count(sql`select count(*)::int as n from goals where mentor_id is not null`)).toBe(0);
    expect((await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId: '../x' })).statusCode).toBe(400);

    const shared = await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId: m.id });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().sharedWith).toMatchObject({ id: m.id, firstName: 'Kwame' });
    // The mentor hears of it once, however often it is shared again.
    await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId: m.id });
    expect(await notificationsOf(m.id)).toEqual([
      {
        type: 'goal_shared',
        title: 'Goal Shared',
        message: 'Amina Bello shared a goal with you: "Land a product role"',
        actor_id: a.id,
        data: { goal_id: goal.id },
      },
    ]);

    // The mentor sees it, among the goals shared with them, but cannot change it; a stranger cannot even see it.
    expect((await call('GET', `/api/goals/${goal.id}`, m.cookie)).json().title).toBe('Land a product role');
    expect((await call('GET', '/api/goals/shared', m.cookie)).json().items.map((g: { id: string }) => g.id)).toEqual([goal.id]);
    expect((await call('GET', '/api/goals/shared', stranger.cookie)).json().items).toEqual([]);
    expect((await call('GET', `/api/goals/${goal.id}`, stranger.cookie)).statusCode).toBe(404);
    const edit = await call('PATCH', `/api/goals/${goal.id}`, m.cookie, { title: 'Changed by mentor' });
    expect(edit.statusCode).toBe(403);
    expect((await call('PUT', `/api/goal-milestones/${goal.milestones[0].id}`, m.cookie, { done: true })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/goals/${goal.id}`, m.cookie)).statusCode).toBe(403);
    expect((await call('PUT', `/api/goals/${goal.id}/share`, m.cookie, { mentorId: null })).statusCode).toBe(403);

    // Unshared, it is the owner's alone again.
    expect((await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId: null })).json().sharedWith).toBeNull();
    expect((await call('GET', `/api/goals/${goal.id}`, m.cookie)).statusCode).toBe(404);
  });

  it('lets only the shared mentor comment, and tells the owner', async () => {
    const a = await mentee();
    const m = await mentor();
    const other = await mentor();
    await sessionBetween(m.id, a.id, 'confirmed');
    await sessionBetween(other.id, a.id, 'completed');
    const goal = await newGoal(a.cookie);
    await call('PUT', `/api/goals/${goal.id}/share`, a.cookie, { mentorId: m.id });

    // Another of A's mentors, the owner and a stranger are refused.
    const byOther = await call('POST', `/api/goals/${goal.id}/comments`, other.cookie, { content: 'Me too' });
    expect(byOther.statusCode).toBe(404);
    const byOwner = await call('POST', `/api/goals/${goal.id}/comments`, a.cookie, { content: 'Me' });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error.message).toBe('Only the mentor this goal is shared with can comment.');
    expect((await call('POST', `/api/goals/${goal.id}/comments`, m.cookie, { content: '   ' })).statusCode).toBe(400);
    expect(await count(sql`select count(*)::int as n from goal_comments`)).toBe(0);

    const res = await call('POST', `/api/goals/${goal.id}/comments`, m.cookie, { content: 'Start with the CV: I can review it.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content: 'Start with the CV: I can review it.', author: { id: m.id } });
    const comments = (await call('GET', `/api/goals/${goal.id}/comments`, a.cookie)).json();
    expect(comments.items.map((c: { content: string }) => c.content)).toEqual(['Start with the CV: I can review it.']);
    expect((await call('GET', `/api/goals/${goal.id}`, a.cookie)).json().commentsCount).toBe(1);
    expect((await notificationsOf(a.id)).filter((n) => n.type === 'goal_comment')).toEqual([
      {
        type: 'goal_comment',
        title: 'Goal Comment',
        message: 'Kwame Asante commented on your goal: "Land a product role"',
        actor_id: m.id,
        data: { goal_id: goal.id },
      },
    ]);
  });
});

describe('the welcome', () => {
  it('is offered until finished or skipped, and the first answer stands', async () => {
    const a = await mentee();
    expect((await call('GET', '/api/welcome', a.cookie)).json()).toEqual({ outcome: null, closedAt: null });
    const skipped = await call('PUT', '/api/welcome', a.cookie, { outcome: 'skipped' });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ outcome: 'skipped', closedAt: expect.any(String) });
    const finished = (await call('PUT', '/api/welcome', a.cookie, { outcome: 'finished' })).json();
    expect(finished).toEqual(skipped.json());
    expect((await call('GET', '/api/welcome', a.cookie)).json()).toEqual(skipped.json());

    const b = await mentee();
    expect((await call('PUT', '/api/welcome', b.cookie, { outcome: 'finished' })).json().outcome).toBe('finished');
    expect((await call('PUT', '/api/welcome', b.cookie, { outcome: 'later' })).statusCode).toBe(400);
    expect((await call('GET', '/api/welcome')).statusCode).toBe(401);
    expect((await call('PUT', '/api/welcome', undefined, { outcome: 'skipped' })).statusCode).toBe(401);
  });
});
