import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createNotification } from '../notifications/service.ts';
import { startPushService } from '../../test/push-service.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';
import { pushTopic } from './delivery.ts';

let standIn: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: `${standIn.origin},https://*.notify.windows.com` });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const subscribe = (cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: { origin: 'http://localhost:3000', cookie, 'user-agent': CHROME },
    payload: body,
  });

const notify = (input: Parameters<typeof createNotification>[1]) => t.database.db.transaction((tx) => createNotification(tx, input));

/** Runs the queued jobs and returns the pushes that reached the stand-in meanwhile. */
async function pushesAfterJobs() {
  const before = standIn.received.length;
  await t.app.jobs.runDue();
  return standIn.received.slice(before);
}

describe('push devices', () => {
  it('are subscribed, listed as devices and removed, each member seeing only their own', async () => {
    const ada = await signedInMember(t, { firstName: 'Ada' });
    const bola = await signedInMember(t);
    const phone = standIn.device('ada-phone');
    const subscribed = await subscribe(ada.cookie, phone.subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toMatchObject({ device: 'phone', browser: 'Chrome on Android', lastPushedAt: null });
    // The same subscription again refreshes it: still one device.
    expect((await subscribe(ada.cookie, phone.subscription)).json().id).toBe(subscribed.json().id);

    const list = await call('GET', '/api/push-subscriptions', ada.cookie);
    expect(list.json().devices).toEqual([subscribed.json()]);
    expect(JSON.stringify(list.json())).not.toContain(phone.subscription.keys.auth);
    expect((await call('GET', '/api/push-subscriptions', bola.cookie)).json()).toEqual({ devices: [] });

    // Another member's device is as absent as one that never was.
    const id = subscribed.json().id;
    expect((await call('DELETE', `/api/push-subscriptions/${id}`, bola.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/push-subscriptions/${id}`, ada.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/push-subscriptions/${id}`, ada.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/push-subscriptions', ada.cookie)).json()).toEqual({ devices: [] });
  });

  it('refuse a visitor, a malformed subscription, a key off the curve and a push service we do not send to', async () => {
    const ada = await signedInMember(t);
    const good = standIn.device('ada-laptop').subscription;
    expect((await call('GET', '/api/push-subscriptions')).statusCode).toBe(401);
    expect((await call('POST', '/api/push-subscriptions', undefined, good)).statusCode).toBe(401);
    expect((await call('GET', '/api/push/public-key')).statusCode).toBe(401);
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    for (const [body, code] of [
      [{ ...good, endpoint: 'not a url' }, 'validation_failed'],
      [{ ...good, endpoint: 'ftp://127.0.0.1/push' }, 'validation_failed'],
      [{ ...good, keys: { p256dh: 'short', auth: good.keys.auth } }, 'validation_failed'],
      [{ ...good, keys: { ...good.keys, extra: 'x' } }, 'validation_failed'],
      [{ endpoint: good.endpoint }, 'validation_failed'],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } }, 'invalid_push_subscription'],
      [{ ...good, endpoint: 'https://push.example.com/x' }, 'push_service_refused'],
      [{ ...good, endpoint: 'http://127.0.0.1:1/push/x' }, 'push_service_refused'],
    ] as const) {
      const res = await call('POST', '/api/push-subscriptions', ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(code === 'validation_failed' ? res.json().error.code : code);
    }
    expect((await call('DELETE', '/api/push-subscriptions/not-an-id', ada.cookie)).statusCode).toBe(400);
    // A push service of the allowed list's subdomains is taken.
    const wns = await subscribe(ada.cookie, { ...good, endpoint: 'https://db5p.notify.windows.com/w/?token=abc' });
    expect(wns.statusCode).toBe(200);
    expect((await call('GET', '/api/push-subscriptions', ada.cookie)).json().devices).toHaveLength(1);
  });

  it('serve the public VAPID key, never the private one', async () => {
    const ada = await signedInMember(t);
    const res = await call('GET', '/api/push/public-key', ada.cookie);
    expect(res.json()).toEqual({ publicKey: t.config.vapid.publicKey });
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
    expect(res.body).not.toContain(t.config.vapid.privateKey);
    expect((await call('GET', '/api/docs/json')).body).not.toContain(t.config.vapid.privateKey);
  });
});

describe('a notification pushed to the member’s devices', () => {
  it('reaches each device signed with our VAPID key and encrypted for its browser, with TTL, Urgency and Topic', async () => {
    const ada = await signedInMember(t, { firstName: 'Ada' });
    const chidi = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
    const [phone, laptop] = [standIn.device('a-phone'), standIn.device('a-laptop')];
    await subscribe(ada.cookie, phone.subscription);
    await subscribe(ada.cookie, laptop.subscription);
    await standIn.received.splice(0);

    expect((await call('PUT', `/api/profiles/${ada.id}/follow`, chidi.cookie)).statusCode).toBeLessThan(300);
    const pushes = await pushesAfterJobs();
    expect(standIn.refused).toEqual([]);
    expect(pushes.map((p) => p.device).sort()).toEqual(['a-laptop', 'a-phone']);
    for (const push of pushes) {
      expect(push.vapidKey).toBe(t.config.vapid.publicKey);
      expect(push.claims.aud).toBe(standIn.origin);
      expect(push.claims.sub).toBe('mailto:no-reply@prospermentor.africa');
      expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'low', topic: pushTopic('follow') });
      expect(push.payload).toEqual({
        title: 'New Follower',
        body: 'Chidi Eze started following you',
        url: '/notifications',
        tag: 'follow',
        type: 'follow',
      });
    }
    const devices = (await call('GET', '/api/push-subscriptions', ada.cookie)).json().devices;
    expect(devices.every((d: { lastPushedAt: string | null }) => d.lastPushedAt !== null)).toBe(true);
  });

  it('makes a session reminder urgent and short-lived, opening the session', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, standIn.device('r-phone').subscription);
    const sessionId = '0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11';
    await notify({
      recipientId: ada.id,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "Career talk" starts in 30 minutes',
      data: { session_id: sessionId },
    });
    const [push] = await pushesAfterJobs();
    expect(push!.headers).toMatchObject({ ttl: '1800', urgency: 'high', topic: pushTopic(`session:${sessionId}`) });
    expect(push!.payload).toMatchObject({ title: 'Session Reminder', url: `/sessions/${sessionId}`, tag: `session:${sessionId}` });
  });

  it('names a message’s writer only, until the member chooses to see the text; one topic per conversation', async () => {
    const ada = await signedInMember(t);
    const amara = await signedInMember(t, { firstName: 'Amara', lastName: 'Okafor' });
    await subscribe(ada.cookie, standIn.device('m-phone').subscription);
    const thread = (await call('POST', '/api/messages/threads', amara.cookie, { recipientId: ada.id })).json();
    const send = async (content: string) => {
      expect((await call('POST', `/api/messages/threads/${thread.id}/messages`, amara.cookie, { content })).statusCode).toBe(201);
      // The message's notification waits a little for the member to read it in the app; here it is due now.
      await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'message_notification'`);
      return pushesAfterJobs();
    };
    const [first] = await send('Are you free on Friday?');
    expect(first!.payload).toEqual({
      title: 'New message from Amara',
      body: '',
      url: `/messages/${thread.id}`,
      tag: `thread:${thread.id}`,
      type: 'new_message',
    });
    expect(first!.headers).toMatchObject({ urgency: 'normal', topic: pushTopic(`thread:${thread.id}`) });

    expect((await call('PATCH', '/api/notification-settings', ada.cookie, { pushMessageTextEnabled: true })).json()).toMatchObject({
      pushMessageTextEnabled: true,
    });
    const [second] = await send('Shall we meet at 10?');
    expect(second!.payload).toMatchObject({ title: 'New message from Amara', body: 'Shall we meet at 10?' });
    expect(second!.headers.topic).toBe(first!.headers.topic);
  });

  it('follows the member’s push switch and category switches', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, standIn.device('s-phone').subscription);
    const reminder = () => notify({ recipientId: ada.id, type: 'session_reminder', title: 'Session Reminder', message: 'Soon' });
    await call('PATCH', '/api/notification-settings', ada.cookie, { sessionNotificationsEnabled: false });
    await reminder();
    expect(await pushesAfterJobs()).toEqual([]);
    await call('PATCH', '/api/notification-settings', ada.cookie, { sessionNotificationsEnabled: true, pushNotificationsEnabled: false });
    await reminder();
    expect(await pushesAfterJobs()).toEqual([]);
    // In-app off leaves the bell empty, not the phone.
    await call('PATCH', '/api/notification-settings', ada.cookie, { pushNotificationsEnabled: true, inAppNotificationsEnabled: false });
    await reminder();
    expect(await pushesAfterJobs()).toHaveLength(1);
  });

  it('leaves nothing behind if the notification’s transaction rolls back', async () => {
    const ada = await signedInMember(t);
    await subscribe(ada.cookie, standIn.device('rb-phone').subscription);
    await t.database.db
      .transaction(async (tx) => {
        await createNotification(tx, { recipientId: ada.id, type: 'session_reminder', title: 'Session Reminder', message: 'Soon' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await pushesAfterJobs()).toEqual([]);
  });

  it('deletes a subscription the push service reports gone (410, 404), and tries a failing one again, alone', async () => {
    const ada = await signedInMember(t);
    const [gone, lost, busy, fine] = ['g-410', 'g-404', 'g-503', 'g-201'].map((n) => standIn.device(n));
    for (const d of [gone, lost, busy, fine]) await subscribe(ada.cookie, d!.subscription);
    standIn.answer('g-410', 410);
    standIn.answer('g-404', 404);
    standIn.answer('g-503', 503);
    await notify({ recipientId: ada.id, type: 'session_reminder', title: 'Session Reminder', message: 'Soon' });
    expect((await pushesAfterJobs()).map((p) => p.device).sort()).toEqual(['g-201', 'g-404', 'g-410', 'g-503']);
    const left = rowsOf<{ endpoint: string }>(
      await t.database.db.execute(sql`select endpoint from push_subscriptions where user_id = ${ada.id}`),
    );
    expect(left.map((r) => r.endpoint).sort()).toEqual([busy!.endpoint, fine!.endpoint].sort());

    // The busy push service's device, and only it, gets the push again later.
    standIn.answer('g-503', 201);
    await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'push_notification'`);
    expect((await pushesAfterJobs()).map((p) => p.device)).toEqual(['g-503']);
  });
});
