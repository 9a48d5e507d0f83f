/**
 * For the journeys only (decision 061): before the journey's server starts, after
 * e2e-begun-paid-session.ts, a session paid through the Paystack stand-in that ended four days ago
 * and was completed, its mentor's payout opened by the sweep and its transfer asked of the stand-in,
 * whose account asks an OTP for transfers (PAYSTACK_STAND_IN_TRANSFER_OTP): the payout waits for an
 * admin to enter it. As the other script, on the server's own data folder; only the session's time
 * is moved into the past. Its reference is written to DATA_DIR/e2e-held-payout.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { payoutJobs } from '../src/features/payments/payout-jobs.ts';
import { createMember } from '../src/seed/factories.ts';

const PASSWORD = 'harmattan-breeze-7';
const TITLE = 'Pricing my catering';
const HOUR = 3_600_000;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, jobPollMs: 0 });
try {
  await app.ready();
  const origin = new URL(config.publicUrl).origin;
  const mentor = await createMember(database.db, {
    role: 'mentor',
    firstName: 'Lindiwe',
    lastName: 'Dube',
    email: 'held.payout.mentor@e2e.prospermentor.test',
    password: PASSWORD,
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 3000, timezone: 'Africa/Johannesburg' },
  });
  const mentee = await createMember(database.db, {
    firstName: 'Sipho',
    lastName: 'Mokoena',
    email: 'held.payout.mentee@e2e.prospermentor.test',
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
  // The bank account the Paystack stand-in's process knows (scripts/paystack-stand-in.ts).
  await call(mentorCookie, 'PUT', '/api/payout-account', {
    currency: 'ZAR',
    kind: 'bank',
    bankCode: '632005',
    accountNumber: '1234567890',
  });
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 3 * HOUR).toISOString();
  const session = await call(menteeCookie, 'POST', '/api/sessions', { mentorId: mentor.id, startsAt, length: 60, title: TITLE });
  await call(mentorCookie, 'POST', `/api/sessions/${session.id}/confirm`);
  const checkout = await call(menteeCookie, 'POST', `/api/sessions/${session.id}/payment/checkout`);
  const paid = await fetch(`${checkout.authorizationUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'channel=card',
    redirect: 'manual',
  });
  if (paid.status !== 302) throw new Error(`the stand-in's page answered ${paid.status}`);
  const seen = await call(menteeCookie, 'POST', `/api/sessions/${session.id}/payment/check`, { reference: checkout.reference });
  if (seen.payment?.status !== 'paid') throw new Error(`the payment was not confirmed: ${JSON.stringify(seen.payment)}`);
  // The one thing a journey cannot do: let time pass. The session ended four days ago; the mentor completes it.
  await database.db.execute(sql`
    update sessions set starts_at = now() - interval '97 hours', ends_at = now() - interval '96 hours',
      blocked_until = now() - interval '96 hours'
    where id = ${session.id}`);
  await call(mentorCookie, 'POST', `/api/sessions/${session.id}/complete`);
  // The sweep and the transfer job, as the schedule would run them.
  const jobs = payoutJobs(app);
  await jobs.payout_sweep!({}, { id: 0, attempts: 1 });
  const [payout] = rowsOf<{ id: string; reference: string; status: string }>(
    await database.db.execute(sql`
      select po.id, po.reference, po.status from payouts po join payments p on p.id = po.payment_id where p.session_id = ${session.id}`),
  );
  if (!payout) throw new Error('no payout was opened');
  await jobs.payout_transfer!({ payoutId: payout.id }, { id: 0, attempts: 1 });
  const [held] = rowsOf<{ status: string }>(await database.db.execute(sql`select status from payouts where id = ${payout.id}`));
  if (held?.status !== 'awaiting_otp') throw new Error(`the payout is ${held?.status}, not awaiting_otp`);
  writeFileSync(
    path.join(config.dataDir, 'e2e-held-payout.json'),
    JSON.stringify({ title: TITLE, reference: payout.reference, mentor: 'Lindiwe Dube' }),
  );
} finally {
  await app.close();
  await database.close();
}
