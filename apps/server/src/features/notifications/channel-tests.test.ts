/**
 * Issue 28, item 7: "Send a test" on in-app, email and push, to the signed-in member only; and the
 * admin Health page's channel figures from the deliveries record.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService } from '../../test/push-service.ts';
import { apiCaller, createTestApp, readMails, signedInMember, type TestApp } from '../../test/test-app.ts';

let standIn: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: standIn.origin, SMS_DAILY_CAP: '40' });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

describe('send a test', () => {
  it('in-app: a notification in my list only, refused when in-app is off', async () => {
    const ada = await signedInMember(t);
    const bola = await signedInMember(t);
    expect((await call('POST', '/api/in-app/test', ada.cookie)).statusCode).toBe(204);
    const mine = (await call('GET', '/api/notifications', ada.cookie)).json();
    expect(JSON.stringify(mine)).toContain('This is a test. Your notifications will appear here.');
    expect(JSON.stringify((await call('GET', '/api/notifications', bola.cookie)).json())).not.toContain('This is a test');
    await call('PATCH', '/api/notification-settings', bola.cookie, { inAppNotificationsEnabled: false });
    const off = await call('POST', '/api/in-app/test', bola.cookie);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({ code: 'channel_off', message: 'Turn on in-app notifications first.' });
  });

  it('email: a mail to my own address, at most 3 an hour', async () => {
    const ada = await signedInMember(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('POST', '/api/email/test', ada.cookie)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const mails = (await readMails(t.mailDir)).filter((m) => m.to === ada.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toMatchObject({ subject: 'Prosper Mentor: a test email' });
    expect(mails[0]!.text).toContain('This is a test. Your email notifications will reach you at this address.');
    expect(mails[0]!.links).toContain('http://localhost:3000/settings/notifications');
  });

  it('push: to each of my devices, encrypted and signed; refused with no device', async () => {
    const ada = await signedInMember(t);
    const none = await call('POST', '/api/push/test', ada.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Turn on push notifications on a device first.');
    const phone = standIn.device('test-phone');
    expect((await call('POST', '/api/push-subscriptions', ada.cookie, phone.subscription)).statusCode).toBe(200);
    expect((await call('POST', '/api/push/test', ada.cookie)).statusCode).toBe(204);
    expect(standIn.received.filter((r) => r.device === 'test-phone').map((r) => r.payload)).toEqual([
      {
        title: 'Test notification',
        body: 'This is a test. Your push notifications will reach this device.',
        url: '/settings/notifications',
        tag: 'channel_test',
        type: 'channel_test',
      },
    ]);
    // The push service no longer answers well: the member is told, not shown a success.
    standIn.answer('test-phone', 503);
    expect((await call('POST', '/api/push/test', ada.cookie)).statusCode).toBe(503);
  });

  it('refuses visitors', async () => {
    for (const url of ['/api/in-app/test', '/api/email/test', '/api/push/test'])
      expect((await t.app.inject({ method: 'POST', url, headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
  });
});

describe('the Health page’s channel figures', () => {
  it('count each channel’s sends, failures, unknowns and opt-outs over 7 days, and the day’s texts against the cap', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const ada = await signedInMember(t);
    await t.database.db.execute(sql`delete from notification_deliveries`);
    await t.database.db.execute(sql`delete from sms_sends`);
    const rows: [string, string, string | null, string][] = [
      ['push', 'sent', null, '1 hour'],
      ['push', 'sent', null, '6 days'],
      ['push', 'given_up', 'push service failed', '2 days'],
      ['push', 'sent', null, '8 days'], // older than the window
      ['email', 'sent', null, '1 day'],
      ['email', 'unknown', 'timeout', '1 day'],
      ['sms', 'sent', null, '3 hours'],
      ['sms', 'refused', 'opted_out', '1 day'],
      ['sms', 'refused', 'capped', '1 day'],
    ];
    let n = 0;
    for (const [channel, status, error, ago] of rows)
      await t.database.db.execute(sql`
        insert into notification_deliveries (event_key, user_id, channel, status, last_error, created_at)
        values (${`health-${n++}`}, ${ada.id}, ${channel}, ${status}, ${error}, now() - ${ago}::interval)`);
    await t.database.db.execute(sql`
      insert into sms_sends (user_id, phone, kind, provider, status, created_at) values
        (${ada.id}, '+254700000001', 'code', 'file', 'sent', now()),
        (${ada.id}, '+254700000001', 'session_reminder', 'file', 'sent', now()),
        (${ada.id}, '+254700000001', 'session_reminder', 'file', 'sent', now() - interval '2 days')`);

    const res = await call('GET', '/api/admin/health/channels', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      days: 7,
      channels: [
        { channel: 'push', sends: 3, sent: 2, failures: 1, unknown: 0, optedOut: 0 },
        { channel: 'email', sends: 2, sent: 1, failures: 0, unknown: 1, optedOut: 0 },
        { channel: 'sms', sends: 3, sent: 1, failures: 0, unknown: 0, optedOut: 1 },
        { channel: 'whatsapp', sends: 0, sent: 0, failures: 0, unknown: 0, optedOut: 0 },
      ],
      textsToday: 2,
      smsDailyCap: 40,
    });
    expect((await call('GET', '/api/admin/health/channels', ada.cookie)).statusCode).toBe(403);
  });
});
