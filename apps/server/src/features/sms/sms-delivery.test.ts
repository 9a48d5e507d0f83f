/**
 * SMS through the deliveries record (decision 048, issue 28 item 5): one text per event and member,
 * none again after a timeout, a failure tried again then given up; and the daily unread text at
 * 18:00 on the member's clock (item 2), only when chosen and only with something unread.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { AT_CREDENTIALS, startSmsProviders } from '../../test/sms-providers.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';
import { createNotification } from '../notifications/service.ts';
import { queueUnreadTexts } from './unread-text.ts';

let standIn: Awaited<ReturnType<typeof startSmsProviders>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startSmsProviders();
  t = await createTestApp({
    AFRICASTALKING_USERNAME: AT_CREDENTIALS.username,
    AFRICASTALKING_API_KEY: AT_CREDENTIALS.apiKey,
    AFRICASTALKING_BASE_URL: standIn.origin,
    SMS_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya') on conflict do nothing`);
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

let numbers = 0;
/** A member whose Kenyan phone is verified, with SMS on (and the daily unread text when asked), in `timezone`. */
async function texted(o: { unreadDaily?: boolean; timezone?: string } = {}) {
  const e164 = `+2547${String(20_000_000 + ++numbers * 7919).slice(-8)}`;
  const m = await signedInMember(t, { phone: e164, timezone: o.timezone ?? 'Africa/Nairobi' });
  await t.database.db.execute(sql`insert into member_phones (user_id, phone, verified_at) values (${m.id}, ${e164}, now())`);
  const patch = { smsNotificationsEnabled: true, smsUnreadDailyEnabled: o.unreadDaily ?? false };
  expect((await call('PATCH', '/api/notification-settings', m.cookie, patch)).json()).toMatchObject(patch);
  return { ...m, e164 };
}
const textsTo = (phone: string) => standIn.received.filter((r) => r.to === phone).map((r) => r.text);
const deliveries = async (userId: string) =>
  rowsOf<{ event_key: string; status: string; attempts: number; last_error: string | null }>(
    await t.database.db.execute(
      sql`select event_key, status, attempts, last_error from notification_deliveries where user_id = ${userId} and channel = 'sms' order by created_at`,
    ),
  );
const remind = (userId: string) =>
  t.database.db.transaction((tx) =>
    createNotification(tx, {
      recipientId: userId,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "Career plan" starts in 30 minutes',
      eventKey: `session_reminder:test-${userId}`,
    }),
  );
/** Every queued text job made twice, as a second instance or a job run again after its lease would. */
const doubleSmsJobs = () =>
  t.database.db.execute(sql`insert into jobs (kind, payload, run_at) select kind, payload, now() from jobs where kind like 'sms_%'`);

async function unreadFrom(recipientId: string, count: number) {
  const sender = await signedInMember(t);
  const [a, b] = [sender.id, recipientId].sort();
  const [thread] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`insert into message_threads (user1_id, user2_id) values (${a}, ${b}) returning id`),
  );
  for (let i = 0; i < count; i++)
    await t.database.db.execute(
      sql`insert into messages (thread_id, sender_id, recipient_id, content) values (${thread!.id}, ${sender.id}, ${recipientId}, ${`Hello ${i}`})`,
    );
}

describe('a notification texted through the deliveries record', () => {
  it('is texted once when its job runs twice, and recorded sent', async () => {
    const ada = await texted();
    await remind(ada.id);
    await doubleSmsJobs();
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toEqual(['Prosper Mentor: Session Reminder. Your session "Career plan" starts in 30 minutes']);
    expect(await deliveries(ada.id)).toEqual([
      { event_key: `session_reminder:test-${ada.id}`, status: 'sent', attempts: 1, last_error: null },
    ]);
    // The same reminder made again (a second instance's sweep): no second text.
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toHaveLength(1);
  });

  it('is not texted again after a timeout, even when its job runs again', async () => {
    const ada = await texted();
    standIn.behave(ada.e164, 'hang');
    const before = standIn.requests();
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(standIn.requests()).toBe(before + 1); // the stand-in took it and never answered
    standIn.behave(ada.e164, 'ok');
    await doubleSmsJobs();
    await t.database.db.execute(
      sql`insert into jobs (kind, payload, run_at) values ('sms_notification', ${JSON.stringify({
        notice: {
          eventKey: `session_reminder:test-${ada.id}`,
          userId: ada.id,
          type: 'session_reminder',
          title: 'Session Reminder',
          message: 'again',
        },
      })}::jsonb, now())`,
    );
    await t.app.jobs.runDue();
    expect(standIn.requests()).toBe(before + 1);
    expect(textsTo(ada.e164)).toEqual([]);
    expect(await deliveries(ada.id)).toMatchObject([{ status: 'unknown', attempts: 1 }]);
  });

  it('is tried again after a sure failure, with back-off, then given up', async () => {
    const ada = await texted();
    standIn.behave(ada.e164, 'error');
    await remind(ada.id);
    const runAts: number[] = [];
    for (let i = 0; i < 3; i++) {
      await t.app.jobs.runDue();
      const [job] = rowsOf<{ run_at: string | Date }>(
        await t.database.db.execute(sql`select run_at from jobs where kind = 'sms_notification'`),
      );
      if (job) runAts.push(new Date(job.run_at).getTime() - Date.now());
      await t.database.db.execute(sql`update jobs set run_at = now() where kind = 'sms_notification'`);
    }
    // 30 s then 60 s later; after the third failure nothing is queued.
    expect(runAts).toHaveLength(2);
    expect(runAts[0]).toBeGreaterThan(25_000);
    expect(runAts[1]).toBeGreaterThan(55_000);
    expect(await deliveries(ada.id)).toMatchObject([{ status: 'given_up', attempts: 3 }]);
  });

  it('records an opt-out as refused, kept apart for the Health page', async () => {
    const ada = await texted();
    standIn.behave(ada.e164, 'opted_out');
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(await deliveries(ada.id)).toMatchObject([{ status: 'refused', last_error: 'opted_out' }]);
  });
});

describe('the daily unread text', () => {
  // 15:00 UTC is 18:00 in Nairobi (UTC+3) and 17:00 in Lagos (UTC+1).
  const nairobiSix = new Date('2026-11-26T15:00:00Z');

  it('goes at 18:00 on the member’s clock, once that day, with the count', async () => {
    const ada = await texted({ unreadDaily: true, timezone: 'Africa/Nairobi' });
    const bola = await texted({ unreadDaily: true, timezone: 'Africa/Lagos' });
    await unreadFrom(ada.id, 3);
    await unreadFrom(bola.id, 1);
    await queueUnreadTexts(t.database.db, new Date('2026-11-26T14:00:00Z'));
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toEqual([]);
    await queueUnreadTexts(t.database.db, nairobiSix);
    await queueUnreadTexts(t.database.db, new Date('2026-11-26T15:59:00Z')); // a sweep run again that hour
    await doubleSmsJobs();
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toEqual(['Prosper Mentor: you have 3 unread messages.']);
    expect(textsTo(bola.e164)).toEqual([]);
    await queueUnreadTexts(t.database.db, new Date('2026-11-26T17:00:00Z'));
    await t.app.jobs.runDue();
    expect(textsTo(bola.e164)).toEqual(['Prosper Mentor: you have 1 unread message.']);
    expect(textsTo(ada.e164)).toHaveLength(1);
    // The next day is a new text.
    await queueUnreadTexts(t.database.db, new Date('2026-11-27T15:00:00Z'));
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toHaveLength(2);
  });

  it('is not sent with nothing unread, nor to a member who did not choose it', async () => {
    const ada = await texted({ unreadDaily: true });
    const chidi = await texted({ unreadDaily: false });
    await unreadFrom(chidi.id, 2);
    await queueUnreadTexts(t.database.db, nairobiSix);
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toEqual([]);
    expect(textsTo(chidi.e164)).toEqual([]);
    expect(await deliveries(ada.id)).toEqual([]);
  });
});
