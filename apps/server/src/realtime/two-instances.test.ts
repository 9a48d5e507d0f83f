/**
 * Two server instances on one PostgreSQL, as behind a load balancer: events written through one
 * reach sockets on the other, nothing is lost when an instance's LISTEN connection drops, and a
 * digest is mailed once. Runs on TEST_DATABASE_URL, or on a throwaway PostgreSQL of its own
 * (PGlite cannot be shared by two instances).
 */
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createNotification } from '../features/notifications/service.ts';
import { createMember } from '../seed/factories.ts';
import { startPushService } from '../test/push-service.ts';
import { createTestApp, freshDatabaseUrl, ORIGIN, readMails, signInCookie, type TestApp } from '../test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';

let server: ThrowawayPostgres | undefined;
let drop: () => Promise<void>;
let one: TestApp;
let two: TestApp;
let standIn: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    server = await startThrowawayPostgres();
    serverUrl = server.url;
  }
  const fresh = await freshDatabaseUrl(serverUrl);
  drop = fresh.drop;
  standIn = await startPushService();
  const env = { PUSH_SERVICE_ORIGINS: standIn.origin };
  one = await createTestApp(env, { databaseUrl: fresh.url });
  two = await createTestApp(env, { databaseUrl: fresh.url });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await drop?.();
  server?.stop();
  await standIn?.close();
});

async function socketOn(t: TestApp, cookie: string) {
  const received: { topic?: string; type: string; payload?: Record<string, unknown> }[] = [];
  const socket: WebSocket = await t.app.injectWS(
    '/api/realtime',
    { headers: { cookie, origin: ORIGIN } },
    {
      onInit: (ws) => ws.on('message', (data) => received.push(JSON.parse(data.toString()))),
    },
  );
  const waitFor = async (count: number, topic = 'notifications') => {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const events = received.filter((r) => r.topic === topic);
      if (events.length >= count) return events;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`Expected ${count} ${topic} events, got ${JSON.stringify(received)}`);
  };
  return { socket, waitFor, received };
}

describe('two instances on one PostgreSQL', () => {
  it("deliver to each other's members, and catch up after a lost LISTEN connection", async () => {
    const amara = await createMember(one.database.db);
    const chidi = await createMember(one.database.db, { firstName: 'Chidi', lastName: 'Eze' });
    const tab = await socketOn(one, await signInCookie(one.app, amara));

    await two.app.inject({
      method: 'PUT',
      url: `/api/profiles/${amara.id}/follow`,
      headers: { cookie: await signInCookie(two.app, chidi), origin: ORIGIN },
    });
    expect((await tab.waitFor(1))[0]).toMatchObject({ type: 'insert', payload: { message: 'Chidi Eze started following you' } });

    // Instance one loses its LISTEN connection; what happens meanwhile still reaches the tab.
    await one.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
    for (let i = 0; i < 3; i++) {
      await createNotification(two.database.db, {
        recipientId: amara.id,
        type: 'session_reminder',
        title: 'Session Reminder',
        message: `Reminder ${i}`,
      });
    }
    const events = await tab.waitFor(4);
    expect(events.slice(1).map((e) => e.payload?.message)).toEqual(['Reminder 0', 'Reminder 1', 'Reminder 2']);
    tab.socket.terminate();
  });

  it("deliver a message sent through one instance to both members' sockets on the other, and no one else's", async () => {
    const a = await createMember(one.database.db);
    const b = await createMember(one.database.db);
    const c = await createMember(one.database.db);
    const [aCookie, bCookie] = [await signInCookie(two.app, a), await signInCookie(one.app, b)];
    const bTab = await socketOn(one, bCookie);
    const cTab = await socketOn(one, await signInCookie(one.app, c));
    const thread = (
      await two.app.inject({
        method: 'POST',
        url: '/api/messages/threads',
        headers: { cookie: aCookie, origin: ORIGIN },
        payload: { recipientId: b.id },
      })
    ).json();
    await two.app.inject({
      method: 'POST',
      url: `/api/messages/threads/${thread.id}/messages`,
      headers: { cookie: aCookie, origin: ORIGIN },
      payload: { content: 'Across instances' },
    });
    const [event] = await bTab.waitFor(1, 'messages');
    expect(event).toMatchObject({ type: 'insert', payload: { threadId: thread.id, content: 'Across instances', senderId: a.id } });
    await new Promise((r) => setTimeout(r, 200));
    expect(cTab.received.filter((r) => r.topic)).toEqual([]);
    bTab.socket.terminate();
    cTab.socket.terminate();
  });

  it('mail a digest once, however many instances run the job queue', async () => {
    const member = await createMember(one.database.db);
    await one.database.db.execute(
      sql`insert into user_notification_settings (user_id, notification_frequency) values (${member.id}, 'weekly')`,
    );
    await createNotification(one.database.db, {
      recipientId: member.id,
      type: 'qa_answer',
      title: 'Question Answered',
      message: 'Weekly item',
    });
    await one.database.db.execute(sql`update jobs set run_at = now() where kind = 'notification_digest'`);
    await Promise.all([one.app.jobs.runDue(), two.app.jobs.runDue(), one.app.jobs.runDue()]);

    const mails = [...(await readMails(one.mailDir)), ...(await readMails(two.mailDir))].filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your weekly Prosper Mentor summary: 1 notification']);
  });

  it('remind both members of a session once, push and mail included, with both instances running the queue and doubled jobs', async () => {
    const mentor = await createMember(one.database.db, {
      role: 'mentor',
      mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: null },
    });
    const mentee = await createMember(one.database.db);
    const as = async (t: TestApp, who: { email: string; password: string }) => ({ cookie: await signInCookie(t.app, who), origin: ORIGIN });
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    await one.app.inject({
      method: 'PUT',
      url: '/api/availability',
      headers: await as(one, mentor),
      payload: {
        timezone: 'UTC',
        weeklyHours: everyDay,
        sessionLengths: [30],
        bufferMinutes: 0,
        minNoticeMinutes: 0,
        horizonDays: 30,
        daysOff: [],
      },
    });
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 3_600_000).toISOString();
    const booked = await two.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: await as(two, mentee),
      payload: { mentorId: mentor.id, startsAt, length: 30, title: 'Career chat' },
    });
    await one.app.inject({ method: 'POST', url: `/api/sessions/${booked.json().id}/confirm`, headers: await as(one, mentor) });
    // Each member has a phone subscribed; what the confirmation sent is out of the way first.
    for (const [t, who, name] of [
      [one, mentee, 'race-mentee'],
      [two, mentor, 'race-mentor'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: await as(t, who),
        payload: standIn.device(name).subscription,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await Promise.all([one.app.jobs.runDue(), two.app.jobs.runDue()]);
    const pushedBefore = standIn.received.length;

    await one.database.db.execute(
      sql`insert into jobs (kind, payload, run_at) select kind, payload, now() from jobs where kind = 'session_reminder' and payload->>'dayBefore' is null`,
    );
    await one.database.db.execute(sql`update jobs set run_at = now() where kind = 'session_reminder' and payload->>'dayBefore' is null`);
    await Promise.all([one.app.jobs.runDue(), two.app.jobs.runDue()]);
    // Every push and mail job made twice, as if two instances had both queued it; then both run the queue.
    await one.database.db.execute(sql`
      insert into jobs (kind, payload, run_at) select kind, payload, now() from jobs
      where kind in ('push_notification', 'reminder_email')`);
    await one.database.db.execute(sql`
      insert into jobs (kind, payload, run_at)
      select 'push_notification', jsonb_build_object('notice', jsonb_build_object('eventKey', event_key, 'userId', user_id,
        'type', 'session_reminder', 'category', 'sessions', 'title', 'Session Reminder', 'message', 'again', 'data', null,
        'postId', null, 'actorId', null)), now()
      from notification_deliveries where channel = 'push' and event_key like 'session_reminder:%'`);
    await Promise.all([one.app.jobs.runDue(), two.app.jobs.runDue(), one.app.jobs.runDue(), two.app.jobs.runDue()]);

    const reminders = rowsOf<{ user_id: string }>(
      await one.database.db.execute(sql`
        select user_id from notifications where type = 'session_reminder' and user_id in (${mentor.id}, ${mentee.id})`),
    );
    expect(reminders.map((r) => r.user_id).sort()).toEqual([mentor.id, mentee.id].sort());
    const pushes = standIn.received.slice(pushedBefore);
    expect(pushes.map((p) => p.device).sort()).toEqual(['race-mentee', 'race-mentor']);
    expect(pushes.every((p) => (p.payload as { type: string }).type === 'session_reminder')).toBe(true);
    const mails = [...(await readMails(one.mailDir)), ...(await readMails(two.mailDir))].filter((m) =>
      [mentor.email, mentee.email].includes(m.to),
    );
    expect(
      mails
        .filter((m) => m.subject.startsWith('Session Reminder'))
        .map((m) => m.to)
        .sort(),
    ).toEqual([mentor.email, mentee.email].sort());
  });
});
