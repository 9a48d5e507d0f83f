/**
 * Two server instances on one PostgreSQL (PGlite cannot be shared), both running the job queue with
 * every text job doubled: each member gets one text (issue 28, item 5). Runs on TEST_DATABASE_URL,
 * or on a throwaway PostgreSQL of its own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../notifications/service.ts';
import { createMember } from '../../seed/factories.ts';
import { AT_CREDENTIALS, startSmsProviders } from '../../test/sms-providers.ts';
import { createTestApp, freshDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';

let server: ThrowawayPostgres | undefined;
let drop: () => Promise<void>;
let one: TestApp;
let two: TestApp;
let standIn: Awaited<ReturnType<typeof startSmsProviders>>;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    server = await startThrowawayPostgres();
    serverUrl = server.url;
  }
  const fresh = await freshDatabaseUrl(serverUrl);
  drop = fresh.drop;
  standIn = await startSmsProviders();
  const env = {
    AFRICASTALKING_USERNAME: AT_CREDENTIALS.username,
    AFRICASTALKING_API_KEY: AT_CREDENTIALS.apiKey,
    AFRICASTALKING_BASE_URL: standIn.origin,
  };
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

describe('two instances on one PostgreSQL', () => {
  it('text each member a reminder once, with both running the queue and every text job doubled', async () => {
    const db = one.database.db;
    await db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya')`);
    const phones = ['+254711000001', '+254711000002', '+254711000003'];
    for (const phone of phones) {
      const m = await createMember(db, { phone });
      await db.execute(sql`insert into member_phones (user_id, phone, verified_at) values (${m.id}, ${phone}, now())`);
      await db.execute(sql`insert into user_notification_settings (user_id, sms_notifications_enabled) values (${m.id}, true)`);
      // Each instance makes the same reminder, as two reminder sweeps racing would.
      for (const t of [one, two])
        await t.database.db.transaction((tx) =>
          createNotification(tx, {
            recipientId: m.id,
            type: 'session_reminder',
            title: 'Session Reminder',
            message: 'Your session starts in 30 minutes',
            eventKey: `session_reminder:race:${m.id}`,
          }),
        );
    }
    await db.execute(sql`insert into jobs (kind, payload, run_at) select kind, payload, now() from jobs where kind = 'sms_notification'`);
    await Promise.all([one.app.jobs.runDue(), two.app.jobs.runDue(), one.app.jobs.runDue(), two.app.jobs.runDue()]);
    expect(standIn.received.map((r) => r.to).sort()).toEqual(phones);
  });
});
