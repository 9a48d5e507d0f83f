/**
 * Every notification mail is a delivery (decision 058), not only session reminders: real-time mails
 * and digests are recorded in `notification_deliveries` before they leave, counted on the Health
 * page, tried again when they surely failed, and never sent again once taken, with statements per
 * batch rather than per mail. Mail goes to a real SMTP server on a loopback port.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';
import { createNotification } from './service.ts';

let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

const notify = (recipientId: string, message: string) =>
  t.database.db.transaction((tx) => createNotification(tx, { recipientId, type: 'qa_answer', title: 'Question Answered', message }));
const mailsTo = (email: string) => catcher.mails.filter((m) => m.to === email.toLowerCase());
const deliveries = async (userId: string) =>
  rowsOf<{ event_key: string; status: string; attempts: number; last_error: string | null }>(
    await t.database.db.execute(sql`
      select event_key, status, attempts, last_error from notification_deliveries
      where user_id = ${userId} and channel = 'email' order by event_key`),
  );
const unsent = async (userId: string) =>
  rowsOf(await t.database.db.execute(sql`select id from notification_emails where user_id = ${userId} and sent_at is null`)).length;
/** Time passes: every job queued for later is due now. */
const timePasses = () => t.database.db.execute(sql`update jobs set run_at = now() where failed_at is null`);
const jobsFor = async (kind: string, userId: string) =>
  rowsOf<{ run_at: string | Date }>(
    await t.database.db.execute(sql`select run_at from jobs where kind = ${kind} and payload->>'userId' = ${userId}`),
  ).map((r) => new Date(r.run_at));

describe('notification mail', () => {
  it('is one delivery per notification, recorded before it leaves, in statements per batch not per mail', async () => {
    // The statements on the deliveries record outside the mail path's one transaction (where the
    // claim is), for a batch of 1 and of 5: each notification queued its own job, the first mails all.
    const dialect = new PgDialect();
    const outside = async (count: number) => {
      const m = await signedInMember(t);
      for (let i = 0; i < count; i++) await notify(m.id, `Answer ${i}`);
      const execute = vi.spyOn(t.app.db, 'execute');
      await t.app.jobs.runDue();
      const statements = execute.mock.calls.filter(([q]) => dialect.sqlToQuery(q as SQL).sql.includes('notification_deliveries')).length;
      execute.mockRestore();
      expect(mailsTo(m.email)).toHaveLength(count);
      const rows = await deliveries(m.id);
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.event_key.startsWith('notification_email:'))).toBe(true);
      expect(await unsent(m.id)).toBe(0);
      return statements;
    };
    const one = await outside(1);
    const five = await outside(5);
    // One statement settles the batch, whatever its size.
    expect([one, five]).toEqual([1, 1]);
  });

  it('is tried again later when the SMTP server said "try later", then sent once; a permanent refusal is not', async () => {
    const ada = await signedInMember(t);
    catcher.refuse(ada.email, 451);
    await notify(ada.id, 'Busy mailbox');
    await t.app.jobs.runDue();
    expect(mailsTo(ada.email)).toHaveLength(0);
    expect(await deliveries(ada.id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
    expect(await unsent(ada.id)).toBe(1);
    const [retryAt] = await jobsFor('notification_email', ada.id);
    expect(retryAt!.getTime() - Date.now()).toBeGreaterThan(20_000);

    catcher.refuse(ada.email, null);
    await timePasses();
    await t.app.jobs.runDue();
    await timePasses();
    await t.app.jobs.runDue();
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(await deliveries(ada.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })]);
    expect(await unsent(ada.id)).toBe(0);

    const bola = await signedInMember(t);
    catcher.refuse(bola.email, 550);
    await notify(bola.id, 'No such mailbox');
    await t.app.jobs.runDue();
    await timePasses();
    await t.app.jobs.runDue();
    expect(await deliveries(bola.id)).toEqual([expect.objectContaining({ status: 'refused', attempts: 1 })]);
    expect(await jobsFor('notification_email', bola.id)).toEqual([]);
    catcher.refuse(bola.email, null);
  });

  it('is not sent again when the SMTP server took it and dropped the connection before saying so', async () => {
    const ada = await signedInMember(t);
    catcher.dropAfterData(ada.email);
    await notify(ada.id, 'Taken, then silence');
    await t.app.jobs.runDue();
    await timePasses();
    await t.app.jobs.runDue();
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(await deliveries(ada.id)).toEqual([expect.objectContaining({ status: 'unknown', attempts: 1 })]);
    expect(await jobsFor('notification_email', ada.id)).toEqual([]);
  });

  it('is never sent again once taken: a mail whose send was under way when an instance died stays unsent', async () => {
    const ada = await signedInMember(t);
    await notify(ada.id, 'Once only');
    // As if another instance claimed it, handed it to SMTP, and died before recording the outcome.
    await t.database.db.execute(sql`
      insert into notification_deliveries (event_key, user_id, channel)
      select 'notification_email:' || id, user_id, 'email' from notification_emails where user_id = ${ada.id}`);
    await t.app.jobs.runDue();
    await notify(ada.id, 'The next one');
    await t.app.jobs.runDue();
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect((await deliveries(ada.id)).map((d) => d.status).sort()).toEqual(['sending', 'sent']);
  });

  it('counts on the Health page: real-time mails and each notice of a digest', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const email = async () => {
      const res = await call('GET', '/api/admin/health/channels', admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { channels: { channel: string; sends: number; sent: number }[] }).channels.find((c) => c.channel === 'email')!;
    };
    const before = await email();
    const ada = await signedInMember(t);
    const bola = await signedInMember(t);
    expect((await call('PATCH', '/api/notification-settings', bola.cookie, { notificationFrequency: 'daily' })).statusCode).toBe(200);
    await notify(ada.id, 'Real time');
    for (const i of [1, 2, 3]) await notify(bola.id, `For the digest ${i}`);
    await t.app.jobs.runDue();
    expect(mailsTo(bola.email)).toHaveLength(0);
    // 08:00 on Bola's clock: one digest of three notices.
    await timePasses();
    await t.app.jobs.runDue();
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(mailsTo(bola.email)).toHaveLength(1);
    const after = await email();
    expect([after.sends - before.sends, after.sent - before.sent]).toEqual([4, 4]);
  });
});
