import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@prosper/shared/constants/notifications';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, readMails, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { FAN_OUT_BATCH, notifyFollowers } from './jobs.ts';
import { createMentorNotification, createNotification } from './service.ts';
import { rowsOf } from '../../db/client.ts';

const t = useTestApp();
const call = apiCaller(t);

const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
const list = async (cookie: string) =>
  (await call('GET', '/api/notifications', cookie)).json().items as {
    id: string;
    type: string;
    message: string;
    read: boolean;
    actor: unknown;
  }[];
const counts = async (cookie: string) => (await call('GET', '/api/notifications/counts', cookie)).json();
const follow = (cookie: string, id: string) => call('PUT', `/api/profiles/${id}/follow`, cookie);
const count = async (table: string, userId: string) => {
  const [counted] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`),
  );
  return counted!.n;
};

describe('notifications', () => {
  it('tells a member who followed them, once however often they follow again', async () => {
    const amara = await signedIn();
    const chidi = await signedIn({ firstName: 'Chidi', lastName: 'Eze' });
    await follow(chidi.cookie, amara.id);
    await call('DELETE', `/api/profiles/${amara.id}/follow`, chidi.cookie);
    await follow(chidi.cookie, amara.id);
    await follow(chidi.cookie, amara.id);

    const items = await list(amara.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'follow',
      title: 'New Follower',
      message: 'Chidi Eze started following you',
      read: false,
      actorId: chidi.id,
      actor: { id: chidi.id, firstName: 'Chidi', lastName: 'Eze', avatarUrl: null },
    });
    expect(await counts(amara.cookie)).toEqual({ unread: 1, unreadSyncRequests: 0 });
    expect(await list(chidi.cookie)).toEqual([]);
  });

  it('refuses a notification without recipient, type, title or message, and skips one the actor sends themself', async () => {
    const member = await createMember(t.database.db);
    const db = t.database.db;
    const base = { recipientId: member.id, type: 'post_like' as const, title: 'Post Liked', message: 'Ada liked your post' };
    await expect(createNotification(db, { ...base, recipientId: undefined })).rejects.toThrow('Missing recipientId');
    await expect(createNotification(db, { ...base, type: undefined })).rejects.toThrow('Missing required fields');
    await expect(createNotification(db, { ...base, title: ' ' })).rejects.toThrow('Missing required fields');
    await expect(createNotification(db, { ...base, message: '' })).rejects.toThrow('Missing required fields');
    expect(await createNotification(db, { ...base, actorId: member.id })).toBeNull();
    expect(await count('notifications', member.id)).toBe(0);

    const system = await createNotification(db, {
      ...base,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "Intro" starts in 30 minutes',
      actorId: member.id,
    });
    expect(system).toMatchObject({ type: 'session_reminder', read: false });
    expect(await count('notifications', member.id)).toBe(1);
  });

  it('creates the settings row with the §9 defaults on first read and honours it', async () => {
    const member = await signedIn();
    const res = await call('GET', '/api/notification-settings', member.cookie);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    const bad = await call('PATCH', '/api/notification-settings', member.cookie, {
      quietHoursStart: '25:00',
      socialNotificationsEnabled: false,
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/notification-settings', member.cookie)).json().socialNotificationsEnabled).toBe(true);

    const off = await call('PATCH', '/api/notification-settings', member.cookie, { socialNotificationsEnabled: false });
    expect(off.json()).toMatchObject({ socialNotificationsEnabled: false, messageNotificationsEnabled: true });
    const fan = await signedIn();
    await follow(fan.cookie, member.id);
    expect(await list(member.cookie)).toEqual([]);
    // Other categories still arrive.
    await createNotification(t.database.db, {
      recipientId: member.id,
      actorId: fan.id,
      type: 'new_message',
      title: 'New Message',
      message: 'Ada sent you a message',
    });
    expect((await list(member.cookie)).map((n) => n.type)).toEqual(['new_message']);

    await call('PATCH', '/api/notification-settings', member.cookie, { inAppNotificationsEnabled: false });
    await createNotification(t.database.db, {
      recipientId: member.id,
      actorId: fan.id,
      type: 'new_message',
      title: 'New Message',
      message: 'Ada sent you a message',
    });
    expect(await list(member.cookie)).toHaveLength(1);
  });

  it('lets a member read, mark and delete only their own notifications', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    for (const fan of [await signedIn(), await signedIn(), await signedIn()]) await follow(fan.cookie, owner.id);
    const [first, second] = await list(owner.cookie);

    expect((await call('PATCH', `/api/notifications/${first!.id}`, other.cookie, { read: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${first!.id}`, other.cookie)).statusCode).toBe(404);
    await call('POST', '/api/notifications/read-all', other.cookie);
    await call('DELETE', '/api/notifications', other.cookie);
    expect(await counts(owner.cookie)).toMatchObject({ unread: 3 });
    expect((await call('GET', '/api/notifications', '')).statusCode).toBe(401);

    expect((await call('PATCH', `/api/notifications/${first!.id}`, owner.cookie, { read: true })).statusCode).toBe(204);
    expect(await counts(owner.cookie)).toMatchObject({ unread: 2 });
    await call('PATCH', `/api/notifications/${first!.id}`, owner.cookie, { read: false });
    expect(await counts(owner.cookie)).toMatchObject({ unread: 3 });
    expect((await call('DELETE', `/api/notifications/${second!.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await list(owner.cookie)).toHaveLength(2);
    await call('POST', '/api/notifications/read-all', owner.cookie);
    expect(await counts(owner.cookie)).toMatchObject({ unread: 0 });
    expect((await list(owner.cookie)).every((n) => n.read)).toBe(true);
    await call('DELETE', '/api/notifications', owner.cookie);
    expect(await list(owner.cookie)).toEqual([]);
    expect((await call('PATCH', '/api/notifications/not-a-uuid', owner.cookie, { read: true })).statusCode).toBe(400);
  });

  it('pages a long list twenty at a time, newest first', async () => {
    const member = await signedIn();
    for (let i = 0; i < 23; i++) {
      await createNotification(t.database.db, {
        recipientId: member.id,
        type: 'session_reminder',
        title: 'Session Reminder',
        message: `Reminder ${i}`,
      });
    }
    const first = (await call('GET', '/api/notifications', member.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].message).toBe('Reminder 22');
    const second = (await call('GET', `/api/notifications?cursor=${first.nextCursor}`, member.cookie)).json();
    expect(second.items.map((n: { message: string }) => n.message)).toEqual(['Reminder 2', 'Reminder 1', 'Reminder 0']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('mentor notifications', () => {
  it('tells a mentor who viewed their profile, once a day, with the default title', async () => {
    const mentor = await signedIn({ role: 'mentor', mentor: { onboardingCompletedAt: new Date() } });
    const viewer = await signedIn({ firstName: 'Zawadi', lastName: 'Mwangi' });
    await call('GET', `/api/profiles/${mentor.id}`, viewer.cookie);
    await call('GET', `/api/profiles/${mentor.id}`, viewer.cookie);
    await call('GET', `/api/profiles/${mentor.id}`, mentor.cookie);

    const res = await call('GET', '/api/mentor-notifications', mentor.cookie);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        type: 'profile_viewed',
        title: 'Profile Viewed',
        message: 'Zawadi Mwangi viewed your profile',
        read: false,
      }),
    ]);
    expect((await call('GET', '/api/mentor-notifications/counts', mentor.cookie)).json()).toEqual({ total: 1, unread: 1 });
    const id = res.json().items[0].id;
    expect((await call('PATCH', `/api/mentor-notifications/${id}`, viewer.cookie, { read: true })).statusCode).toBe(403);
    await call('POST', '/api/mentor-notifications/read-all', mentor.cookie);
    expect((await call('GET', '/api/mentor-notifications/counts', mentor.cookie)).json()).toEqual({ total: 1, unread: 0 });
    expect((await call('DELETE', `/api/mentor-notifications/${id}`, mentor.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/mentor-notifications/counts', mentor.cookie)).json()).toEqual({ total: 0, unread: 0 });
  });

  it('refuses an unknown type, and a mentee has no mentor stream', async () => {
    const mentor = await createMember(t.database.db, { role: 'mentor' });
    await expect(createMentorNotification(t.database.db, { mentorId: mentor.id, type: 'party_invite', message: 'x' })).rejects.toThrow(
      'Unknown notification type',
    );
    const made = await createMentorNotification(t.database.db, {
      mentorId: mentor.id,
      type: 'session_request',
      message: 'Ada asked for a session',
    });
    expect(made).toMatchObject({ title: 'New Session Request', type: 'session_request' });
    const mentee = await signedIn();
    expect((await call('GET', '/api/mentor-notifications', mentee.cookie)).statusCode).toBe(403);
  });
});

describe('notification mail', () => {
  const mailsTo = async (email: string) => (await readMails(t.mailDir)).filter((m) => m.to === email);

  it('mails each notification at once for real_time, and a single digest for daily', async () => {
    const now = await signedIn();
    const daily = await signedIn();
    await call('PATCH', '/api/notification-settings', daily.cookie, { notificationFrequency: 'daily' });
    const fan = await signedIn({ firstName: 'Kofi', lastName: 'Mensah' });
    await follow(fan.cookie, now.id);
    await follow(fan.cookie, daily.id);
    await createNotification(t.database.db, {
      recipientId: daily.id,
      type: 'qa_answer',
      title: 'Question Answered',
      message: 'Ama answered your question: "CV review"',
    });
    await t.app.jobs.runDue();

    const instant = await mailsTo(now.email);
    expect(instant).toHaveLength(1);
    expect(instant[0]!.subject).toBe('New Follower: Kofi Mensah started following you');
    expect(await mailsTo(daily.email)).toEqual([]);

    // The member's daily digest falls due (queued once, however many notifications asked for it).
    const digests = rowsOf(
      await t.database.db.execute(sql`select id from jobs where kind = 'notification_digest' and payload->>'userId' = ${daily.id}`),
    );
    expect(digests).toHaveLength(1);
    await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'notification_digest'`);
    await t.app.jobs.runDue();
    const digest = await mailsTo(daily.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('Your daily Prosper Mentor summary: 2 notifications');
    expect(digest[0]!.text).toContain('Kofi Mensah started following you');
    expect(digest[0]!.text).toContain('Ama answered your question: "CV review"');

    // Nothing is sent twice.
    await t.app.jobs.runDue();
    await t.database.db.execute(
      sql`insert into jobs (kind, payload) values ('notification_digest', ${JSON.stringify({ userId: daily.id, frequency: 'daily' })}::jsonb)`,
    );
    await t.app.jobs.runDue();
    expect(await mailsTo(daily.email)).toHaveLength(1);
    expect(await mailsTo(now.email)).toHaveLength(1);
  });

  it('sends no mail when email notifications are off', async () => {
    const member = await signedIn();
    await call('PATCH', '/api/notification-settings', member.cookie, { emailNotificationsEnabled: false });
    await follow((await signedIn()).cookie, member.id);
    await t.app.jobs.runDue();
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await list(member.cookie)).toHaveLength(1);
  });
});

describe('follower fan-out', () => {
  it('tells every follower in batches outside the request, leaving out those who switched social off', async () => {
    const author = await createMember(t.database.db, { firstName: 'Nia', lastName: 'Okoro' });
    const followers = FAN_OUT_BATCH * 2 + 5;
    const prefix = `fan-${author.id.slice(0, 8)}`;
    // Followers written in bulk: the point is their number, not how they signed up.
    await t.database.db.execute(sql`
      with users_made as (
        insert into users (id, name, email)
        select ${prefix} || '-' || lpad(i::text, 5, '0'), 'Fan ' || i, ${prefix} || i || '@example.com' from generate_series(1, ${followers}) i
        returning id, email),
      made as (
        insert into profiles (id, first_name, last_name, email) select id, 'Fan', id, email from users_made
        returning id)
      insert into follows (follower_id, following_id) select id, ${author.id} from made`);
    const quiet = `${prefix}-00007`;
    await t.database.db.execute(
      sql`insert into user_notification_settings (user_id, social_notifications_enabled) values (${quiet}, false)`,
    );

    await notifyFollowers(t.database.db, { actorId: author.id, postId: null });
    expect(await t.app.jobs.runDue()).toBe(3);

    const rows = rowsOf<{ n: number; members: number; single: boolean }>(
      await t.database.db.execute(sql`
      select count(*)::int as n, count(distinct user_id)::int as members, bool_and((data->>'post_count')::int = 1) as single
      from notifications where actor_id = ${author.id} and type = 'new_post_from_followed'`),
    );
    expect(rows[0]).toEqual({ n: followers - 1, members: followers - 1, single: true });
    expect(await count('notifications', quiet)).toBe(0);
    const events = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
      select count(*)::int as n from events where topic = 'notifications' and payload->>'message' = 'Nia Okoro created a new post'`),
    );
    expect(events[0]!.n).toBe(followers - 1);
  });
});
