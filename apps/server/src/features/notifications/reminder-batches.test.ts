/**
 * Reminders due at once leave by channel in batches (decision 063): each channel's deliveries are
 * claimed in one statement and settled in one, however many members, and every member still gets
 * each reminder once per channel, even with every job queued twice and two job lanes racing. Real
 * database, the push service stand-in (VAPID checked, payloads decrypted), the Africa's Talking
 * stand-in, and mail written to files.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createMember } from '../../seed/factories.ts';
import { startPushService } from '../../test/push-service.ts';
import { AT_CREDENTIALS, startSmsProviders } from '../../test/sms-providers.ts';
import { createTestApp, readMails, type TestApp } from '../../test/test-app.ts';
import { createNotification } from './service.ts';

let push: Awaited<ReturnType<typeof startPushService>>;
let sms: Awaited<ReturnType<typeof startSmsProviders>>;
let t: TestApp;
beforeAll(async () => {
  push = await startPushService();
  sms = await startSmsProviders();
  t = await createTestApp({
    PUSH_SERVICE_ORIGINS: push.origin,
    AFRICASTALKING_USERNAME: AT_CREDENTIALS.username,
    AFRICASTALKING_API_KEY: AT_CREDENTIALS.apiKey,
    AFRICASTALKING_BASE_URL: sms.origin,
  });
  await t.database.db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya')`);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await sms?.close();
});

const dialect = new PgDialect();
let phoneSequence = 0;

type Member = { id: string; email: string; device: string; phone: string };

/** A member with a phone subscribed to push, email on, and texts on to a verified Kenyan number. */
async function reachableMember(): Promise<Member> {
  const db = t.database.db;
  const phone = `+2547${String(++phoneSequence).padStart(8, '0')}`;
  const m = await createMember(db, { phone });
  const device = push.device(`device-${m.id}`).subscription;
  await db.execute(sql`insert into user_notification_settings (user_id, sms_notifications_enabled) values (${m.id}, true)`);
  await db.execute(sql`insert into member_phones (user_id, phone, verified_at) values (${m.id}, ${phone}, now())`);
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth, device)
    values (${m.id}, ${device.endpoint}, ${device.keys.p256dh}, ${device.keys.auth}, 'phone')`);
  return { id: m.id, email: m.email, device: `device-${m.id}`, phone };
}

/** `n` confirmed sessions between new members, starting in 30 minutes, their reminders due now. */
async function sessionsDueNow(n: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const [mentor, mentee] = [await reachableMember(), await reachableMember()];
    members.push(mentor, mentee);
    const [s] = rowsOf<{ id: string; starts_at: string }>(
      await t.database.db.execute(sql`
        insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents, meeting_url)
        values (${mentor.id}, ${mentee.id}, 'Career chat', 'confirmed', now() + interval '30 minutes', now() + interval '60 minutes',
          now() + interval '60 minutes', 0, 'https://meet.jit.si/ProsperMentor-batch')
        returning id, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at`),
    );
    await t.database.db.execute(sql`
      insert into jobs (kind, payload) values ('session_reminder', ${JSON.stringify({ sessionId: s!.id, startsAt: s!.starts_at })}::jsonb)`);
  }
  return members;
}

/** What each member received on each channel. */
async function received(members: Member[]) {
  const mails = await readMails(t.mailDir);
  return members.map((m) => ({
    pushes: push.received.filter((p) => p.device === m.device).length,
    texts: sms.received.filter((r) => r.to === m.phone).length,
    mails: mails.filter((x) => x.to === m.email && x.subject.startsWith('Session Reminder')).length,
  }));
}

/**
 * Runs the due jobs, counting the transactions, the statements outside one that write the
 * deliveries record, and all of those but the job queue's own (its claims and deletes) and the
 * realtime relay's reads of new events.
 */
async function runCountingStatements() {
  const execute = vi.spyOn(t.app.db, 'execute');
  const transaction = vi.spyOn(t.app.db, 'transaction');
  try {
    await t.app.jobs.runDue();
    const statements = execute.mock.calls.map(([q]) => dialect.sqlToQuery(q as SQL).sql);
    return {
      transactions: transaction.mock.calls.length,
      deliveryWrites: statements.filter((q) => /^\s*(insert into|update) notification_deliveries/.test(q)).length,
      channels: statements.filter((q) => !/^\s*((update|delete from) jobs|select [^;]* from events\b)/.test(q)).length,
    };
  } finally {
    execute.mockRestore();
    transaction.mockRestore();
  }
}

describe('reminders due at once', () => {
  it('are made, claimed, read and settled in as many statements per channel, however many members', async () => {
    const few = await sessionsDueNow(1);
    const forTwo = await runCountingStatements();
    const many = await sessionsDueNow(6);
    const forTwelve = await runCountingStatements();
    // Push, SMS and mail: one claim and one settle each.
    expect(forTwo.deliveryWrites).toBe(6);
    expect(forTwelve.deliveryWrites).toBe(6);
    // Each channel reads its members' devices, numbers or addresses, and records what it sent, for all at once.
    expect(forTwelve.channels).toBe(forTwo.channels);
    // The sessions' reminders are made in one transaction, and the texts recorded in one.
    expect(forTwo.transactions).toBe(2);
    expect(forTwelve.transactions).toBe(2);
    expect(await received([...few, ...many])).toEqual([...few, ...many].map(() => ({ pushes: 1, texts: 1, mails: 1 })));
    const statuses = rowsOf<{ channel: string; status: string; n: number }>(
      await t.database.db.execute(sql`
        select channel, status, count(*)::int as n from notification_deliveries
        where user_id = any(${sql.param([...few, ...many].map((m) => m.id))}::text[]) group by channel, status order by channel`),
    );
    expect(statuses).toEqual([
      { channel: 'email', status: 'sent', n: 14 },
      { channel: 'push', status: 'sent', n: 14 },
      { channel: 'sms', status: 'sent', n: 14 },
    ]);
  });

  it('reach each member once per channel with every job queued twice and two job lanes racing', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 8; i++) members.push(await reachableMember());
    for (const m of members)
      await t.database.db.transaction((tx) =>
        createNotification(tx, {
          recipientId: m.id,
          type: 'session_reminder',
          title: 'Session Reminder',
          message: 'Your session starts in 30 minutes',
          eventKey: `session_reminder:race:${m.id}`,
        }),
      );
    await t.database.db.execute(sql`
      insert into jobs (kind, payload) select kind, payload from jobs
      where kind in ('push_notification', 'sms_notification', 'reminder_email')`);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(await received(members)).toEqual(members.map(() => ({ pushes: 1, texts: 1, mails: 1 })));
    expect(rowsOf(await t.database.db.execute(sql`select id from jobs where failed_at is null`))).toEqual([]);
  });
});
