/**
 * Delivery by the member's settings, on the server (decision 048): quiet hours hold what is not
 * urgent and release it, digests come at 08:00 on the member's clock, a session is reminded the day
 * before through each channel, and a push whose outcome is unknown is never sent again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { HANG, RESET, startPushService } from '../../test/push-service.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { apiCaller, createTestApp, readMails, signedInMember, type TestApp } from '../../test/test-app.ts';
import type { PushPayload } from '@prosper/shared/schemas/push';
import { createNotification } from './service.ts';

let standIn: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: standIn.origin, PUSH_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

const subscribe = async (cookie: string, device: string) => {
  const res = await call('POST', '/api/push-subscriptions', cookie, standIn.device(device).subscription);
  expect(res.statusCode, res.body).toBe(200);
};
const notify = (input: Parameters<typeof createNotification>[1]) => t.database.db.transaction((tx) => createNotification(tx, input));
/** The pushes a device received, decrypted. */
const pushesTo = (device: string) =>
  standIn.received.filter((p) => p.device === device).map((p) => ({ ...p, payload: p.payload as PushPayload }));
const mailsTo = async (email: string) => (await readMails(t.mailDir)).filter((m) => m.to === email);
/** Time passes: every job queued for later is due now. */
const timePasses = () => t.database.db.execute(sql`update jobs set run_at = now() where failed_at is null`);
const jobsOf = async (kind: string, userId: string) =>
  rowsOf<{ run_at: string | Date }>(
    await t.database.db.execute(sql`
      select run_at from jobs where kind = ${kind}
        and (payload->>'userId' = ${userId} or payload->'notice'->>'userId' = ${userId})`),
  ).map((r) => new Date(r.run_at));
const deliveries = async (userId: string) =>
  rowsOf<{ channel: string; status: string; attempts: number }>(
    await t.database.db.execute(
      sql`select channel, status, attempts from notification_deliveries where user_id = ${userId} order by channel, created_at`,
    ),
  );

/** The wall clock of a zone, "HH:MM". */
const clock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
/** The whole hour `shift` hours from now on a zone's clock, "HH:00". */
const hourFromNow = (timeZone: string, shift: number) =>
  `${String((Number(clock(new Date(), timeZone).slice(0, 2)) + shift + 24) % 24).padStart(2, '0')}:00`;

describe('the member’s time zone', () => {
  it('is stored on the profile, read and changed in account settings, and a wrong zone is refused', async () => {
    const ada = await signedInMember(t);
    expect((await call('GET', '/api/account-settings', ada.cookie)).json().timezone).toBeNull();
    const saved = await call('PATCH', '/api/account-settings', ada.cookie, { timezone: 'Africa/Nairobi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ timezone: 'Africa/Nairobi', language: 'en' });
    const [row] = rowsOf<{ timezone: string }>(await t.database.db.execute(sql`select timezone from profiles where id = ${ada.id}`));
    expect(row?.timezone).toBe('Africa/Nairobi');
    const wrong = await call('PATCH', '/api/account-settings', ada.cookie, { timezone: 'Africa/Atlantis' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.timezone).toBe('Please choose a time zone from the list.');
    expect((await call('PATCH', '/api/account-settings', undefined, { timezone: 'Africa/Lagos' })).statusCode).toBe(401);
  });
});

describe('quiet hours', () => {
  it('hold push and mail of what is not urgent until they end, then release it; a session reminder still goes', async () => {
    const zone = 'Africa/Nairobi';
    const ada = await signedInMember(t, { firstName: 'Ada' });
    await call('PATCH', '/api/account-settings', ada.cookie, { timezone: zone });
    // Quiet from an hour ago until an hour from now, on Ada's clock in Nairobi.
    const quiet = { quietHoursEnabled: true, quietHoursStart: hourFromNow(zone, -1), quietHoursEnd: hourFromNow(zone, 1) };
    expect((await call('PATCH', '/api/notification-settings', ada.cookie, quiet)).statusCode).toBe(200);
    await subscribe(ada.cookie, 'quiet-phone');

    await notify({ recipientId: ada.id, type: 'qa_answer', title: 'Question Answered', message: 'Kofi answered your question' });
    await t.app.jobs.runDue();
    expect(pushesTo('quiet-phone')).toEqual([]);
    expect(await mailsTo(ada.email)).toEqual([]);
    // Held, not dropped: queued for the end of the quiet hours, 08:00 → the next quietHoursEnd in Nairobi.
    const held = [...(await jobsOf('push_notification', ada.id)), ...(await jobsOf('notification_email', ada.id))];
    expect(held).toHaveLength(2);
    for (const at of held) {
      expect(clock(at, zone)).toBe(quiet.quietHoursEnd);
      expect(at.getTime() - Date.now()).toBeGreaterThan(0);
      expect(at.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    }
    // In the app it is there at once.
    expect((await call('GET', '/api/notifications', ada.cookie)).json().items).toHaveLength(1);

    // A session about to start is not held.
    await notify({
      recipientId: ada.id,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "CV" starts in 30 minutes',
    });
    await t.app.jobs.runDue();
    expect(pushesTo('quiet-phone').map((p) => p.payload.body)).toEqual(['Your session "CV" starts in 30 minutes']);
    expect((await mailsTo(ada.email)).map((m) => m.subject)).toEqual(['Session Reminder: Your session "CV" starts in 30 minutes']);

    // The quiet hours end: what waited goes, once.
    await timePasses();
    await t.app.jobs.runDue();
    expect(pushesTo('quiet-phone').map((p) => p.payload.body)).toEqual([
      'Your session "CV" starts in 30 minutes',
      'Kofi answered your question',
    ]);
    expect((await mailsTo(ada.email)).map((m) => m.subject)).toContain('Question Answered: Kofi answered your question');
    expect(await mailsTo(ada.email)).toHaveLength(2);
  });
});

describe('digests', () => {
  it('come at 08:00 on the member’s clock: Nairobi, Lagos and Cairo', async () => {
    const zones = ['Africa/Nairobi', 'Africa/Lagos', 'Africa/Cairo'];
    const members = [];
    for (const zone of zones) {
      const m = await signedInMember(t);
      await call('PATCH', '/api/account-settings', m.cookie, { timezone: zone });
      await call('PATCH', '/api/notification-settings', m.cookie, { notificationFrequency: 'daily' });
      await notify({ recipientId: m.id, type: 'qa_answer', title: 'Question Answered', message: `Answer for ${zone}` });
      await notify({ recipientId: m.id, type: 'story_like', title: 'Story Liked', message: `Like for ${zone}` });
      members.push({ ...m, zone });
    }
    await t.app.jobs.runDue();
    const dueAt = [];
    for (const m of members) {
      expect(await mailsTo(m.email)).toEqual([]);
      const [at, ...more] = await jobsOf('notification_digest', m.id);
      expect(more).toEqual([]);
      expect(clock(at!, m.zone)).toBe('08:00');
      expect(at!.getTime() - Date.now()).toBeGreaterThan(0);
      expect(at!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
      dueAt.push(at!.getTime());
    }
    // Three zones, three different instants (UTC+3, +1, +2 in November).
    expect(new Set(dueAt.map((ms) => new Date(ms).getUTCHours()))).toEqual(new Set([5, 7, 6]));

    await timePasses();
    await t.app.jobs.runDue();
    for (const m of members) {
      const mails = await mailsTo(m.email);
      expect(mails.map((x) => x.subject)).toEqual(['Your daily Prosper Mentor summary: 2 notifications']);
      expect(mails[0]!.text).toContain(`Answer for ${m.zone}`);
    }
  });
});

describe('session reminders', () => {
  it('remind both members the day before through each of their channels, the join link in push and mail only', async () => {
    const mentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: null } });
    const mentee = await signedInMember(t, { firstName: 'Bola' });
    await call('PATCH', '/api/account-settings', mentee.cookie, { timezone: 'Africa/Lagos' });
    await subscribe(mentee.cookie, 'bola-phone');
    // The mentor switched email off: the reminder reaches them in the app only.
    await call('PATCH', '/api/notification-settings', mentor.cookie, { emailNotificationsEnabled: false });
    expect((await call('PUT', '/api/availability', mentor.cookie, ALL_WEEK)).statusCode).toBe(200);
    const startsAt = hoursAhead(50);
    const booked = await call('POST', '/api/sessions', mentee.cookie, { mentorId: mentor.id, startsAt, length: 30, title: 'Career chat' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    expect((await call('POST', `/api/sessions/${id}/confirm`, mentor.cookie)).statusCode).toBe(200);
    const [dayBefore] = rowsOf<{ run_at: string | Date }>(
      await t.database.db.execute(
        sql`select run_at from jobs where kind = 'session_reminder' and payload->>'sessionId' = ${id} and (payload->>'dayBefore')::boolean`,
      ),
    );
    expect(new Date(dayBefore!.run_at).getTime()).toBe(new Date(startsAt).getTime() - 24 * 3_600_000);

    // The day before comes (and the job runs twice: it reminds once).
    await t.database.db.execute(sql`
      update jobs set run_at = now() where kind = 'session_reminder' and payload->>'sessionId' = ${id} and (payload->>'dayBefore')::boolean`);
    await t.database.db.execute(sql`
      insert into jobs (kind, payload, run_at) select kind, payload, now() from jobs
      where kind = 'session_reminder' and payload->>'sessionId' = ${id} and (payload->>'dayBefore')::boolean`);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const [meeting] = rowsOf<{ meeting_url: string }>(await t.database.db.execute(sql`select meeting_url from sessions where id = ${id}`));
    const when = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(startsAt));
    const text = `Your session "Career chat" is tomorrow: ${when} (Africa/Lagos)`;
    const inApp = (await call('GET', '/api/notifications', mentee.cookie))
      .json()
      .items.filter((n: { type: string }) => n.type === 'session_reminder');
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ title: 'Session Reminder', message: text });
    expect(JSON.stringify(inApp[0])).not.toContain(meeting!.meeting_url);
    const mentorInApp = (await call('GET', '/api/notifications', mentor.cookie)).json().items;
    expect(mentorInApp.filter((n: { type: string }) => n.type === 'session_reminder')).toHaveLength(1);

    const pushed = pushesTo('bola-phone').filter((p) => p.payload.type === 'session_reminder');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({
      title: 'Session Reminder',
      body: `${text}\nJoin: ${meeting!.meeting_url}`,
      url: `/sessions/${id}`,
    });
    const mailed = (await mailsTo(mentee.email)).filter((m) => m.subject.startsWith('Session Reminder'));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toBe(`Session Reminder: ${text}`);
    expect(mailed[0]!.links).toContain(meeting!.meeting_url);
    // The calendar invitation is not a notification: it came whatever the switch.
    expect((await mailsTo(mentor.email)).filter((m) => m.subject.startsWith('Session Reminder'))).toEqual([]);
    // One delivery a channel for the reminder, under its own key.
    const recorded = rowsOf<{ channel: string; status: string }>(
      await t.database.db.execute(sql`
        select channel, status from notification_deliveries
        where user_id = ${mentee.id} and event_key = ${`session_reminder_day_before:${id}:${startsAt}`}
        order by channel`),
    );
    expect(recorded).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'push', status: 'sent' },
    ]);
  });

  it('reach a member who never opened their settings on every channel on by default', async () => {
    const member = await signedInMember(t);
    await t.database.db.execute(sql`delete from user_notification_settings where user_id = ${member.id}`);
    await subscribe(member.cookie, 'fresh-phone');
    await notify({
      recipientId: member.id,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Soon',
      eventKey: `fresh:${member.id}`,
    });
    await t.app.jobs.runDue();
    expect(pushesTo('fresh-phone')).toHaveLength(1);
    expect((await mailsTo(member.email)).map((m) => m.subject)).toEqual(['Session Reminder: Soon']);
  });
});

describe('a failed send', () => {
  it('is not sent again when the push service took it and never answered', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, 'silent-phone');
    standIn.answer('silent-phone', HANG);
    await notify({ recipientId: ada.id, type: 'qa_answer', title: 'Question Answered', message: 'Once only' });
    await t.app.jobs.runDue();
    expect(pushesTo('silent-phone')).toHaveLength(1);
    expect(await deliveries(ada.id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'unknown', attempts: 1 },
    ]);
    expect(await jobsOf('push_notification', ada.id)).toEqual([]);
    await timePasses();
    await t.app.jobs.runDue();
    expect(pushesTo('silent-phone')).toHaveLength(1);
  });

  it('is not sent again when the push service took it and reset the connection', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, 'reset-phone');
    standIn.answer('reset-phone', RESET);
    await notify({ recipientId: ada.id, type: 'qa_answer', title: 'Question Answered', message: 'Reset' });
    await t.app.jobs.runDue();
    expect(pushesTo('reset-phone')).toHaveLength(1);
    expect(await deliveries(ada.id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'unknown', attempts: 1 },
    ]);
    expect(await jobsOf('push_notification', ada.id)).toEqual([]);
  });

  it('is tried again with back-off when it surely failed, then given up', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, 'busy-phone');
    standIn.answer('busy-phone', 503);
    await notify({ recipientId: ada.id, type: 'qa_answer', title: 'Question Answered', message: 'Busy' });
    await t.app.jobs.runDue();
    expect(await deliveries(ada.id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'failed', attempts: 1 },
    ]);
    const [retryAt] = await jobsOf('push_notification', ada.id);
    expect(retryAt!.getTime() - Date.now()).toBeGreaterThan(20_000);
    for (let i = 0; i < 3; i++) {
      await timePasses();
      await t.app.jobs.runDue();
    }
    expect(pushesTo('busy-phone')).toHaveLength(3);
    expect(await deliveries(ada.id)).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'given_up', attempts: 3 },
    ]);
    expect(await jobsOf('push_notification', ada.id)).toEqual([]);
  });
});
