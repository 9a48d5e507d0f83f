/**
 * For the journeys only (decision 057): before the journey's server starts, a session paid through
 * the Paystack stand-in that began half an hour ago, so the no-show journey can report it. A journey
 * cannot wait for a session to begin and no second process may open the server's PGlite, so this runs
 * first, on the same data folder, as the server would: migrations, the demo data, then the real
 * booking, confirmation and payment through the stand-in's page, verified as the return page does.
 * Only the session's time is then moved into the past, as the API tests do (disputes.test.ts). Its members
 * and the session's id are written to DATA_DIR/e2e-begun-paid-session.json for the journey.
 *
 * Run by e2e/playwright.config.ts with the server's own environment, after the stand-in is up.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData, shouldSeed } from '../src/seed/demo.ts';
import { createMember } from '../src/seed/factories.ts';

const HOUR = 3_600_000;
const PASSWORD = 'harmattan-breeze-7';
const TITLE = 'Bookkeeping for my stall';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, jobPollMs: 0 });
try {
  if (await shouldSeed(config, database)) await seedDemoData(database.db, app.storage);
  // Not listening: Playwright takes the server's port answering as the server being ready. The
  // stand-in's webhook therefore finds no one; the return page's check verifies the payment instead.
  await app.ready();
  const origin = new URL(config.publicUrl).origin;

  const mentor = await createMember(database.db, {
    role: 'mentor',
    firstName: 'Kwame',
    lastName: 'Boateng',
    email: 'begun.mentor@e2e.prospermentor.test',
    password: PASSWORD,
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 3000, timezone: 'Africa/Johannesburg' },
  });
  const mentee = await createMember(database.db, {
    firstName: 'Thandi',
    lastName: 'Nkosi',
    email: 'begun.mentee@e2e.prospermentor.test',
    password: PASSWORD,
    country: 'South Africa',
  });
  const cookieOf = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
      headers: { origin },
    });
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
    if (!cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  };
  const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { origin, cookie }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const mentorCookie = await cookieOf(mentor.email);
  const menteeCookie = await cookieOf(mentee.email);

  await call(mentorCookie, 'PUT', '/api/availability', {
    timezone: 'UTC',
    weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    sessionLengths: [30, 60],
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    horizonDays: 60,
    daysOff: [],
  });
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 3 * HOUR).toISOString();
  const session = await call(menteeCookie, 'POST', '/api/sessions', { mentorId: mentor.id, startsAt, length: 60, title: TITLE });
  await call(mentorCookie, 'POST', `/api/sessions/${session.id}/confirm`);
  const checkout = await call(menteeCookie, 'POST', `/api/sessions/${session.id}/payment/checkout`);
  const paid = await fetch(`${checkout.authorizationUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'channel=mobile_money',
    redirect: 'manual',
  });
  if (paid.status !== 302) throw new Error(`the stand-in's page answered ${paid.status}`);
  // As the member's return to the session page does: the server asks the provider (verify) and settles it.
  const seen = await call(menteeCookie, 'POST', `/api/sessions/${session.id}/payment/check`, { reference: checkout.reference });
  if (seen.payment?.status !== 'paid') throw new Error(`the payment was not confirmed: ${JSON.stringify(seen.payment)}`);
  // The one thing a journey cannot do: let time pass. The session began 30 minutes ago.
  await database.db.execute(sql`
    update sessions set starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes',
      blocked_until = now() + interval '30 minutes'
    where id = ${session.id}`);
  writeFileSync(
    path.join(config.dataDir, 'e2e-begun-paid-session.json'),
    JSON.stringify({
      sessionId: session.id,
      title: TITLE,
      reference: checkout.reference,
      mentor: { email: mentor.email, password: PASSWORD, name: 'Kwame Boateng' },
      mentee: { email: mentee.email, password: PASSWORD, name: 'Thandi Nkosi' },
    }),
  );
} finally {
  await app.close();
  await database.close();
}
