/**
 * For the journeys only (decision 061): before the journey's server starts, after
 * e2e-begun-paid-session.ts, a session paid through the Paystack stand-in that ended four days ago
 * and was completed, its mentor's payout opened by the sweep and its transfer asked of the stand-in,
 * whose account asks an OTP for transfers (PAYSTACK_STAND_IN_TRANSFER_OTP): the payout waits for an
 * admin to enter it. Made as lib/e2e-paid-session.ts says; only the session's time is moved into the
 * past. Its reference is written to DATA_DIR/e2e-held-payout.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { payoutJobs } from '../src/features/payments/payout-jobs.ts';
import { paidJourneySession, withJourneyServer } from './lib/e2e-paid-session.ts';

const TITLE = 'Pricing my catering';

await withJourneyServer(async ({ app, database, config }) => {
  const { sessionId, mentor } = await paidJourneySession(app, config, {
    mentor: {
      firstName: 'Lindiwe',
      lastName: 'Dube',
      email: 'held.payout.mentor@e2e.prospermentor.test',
      mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 3000, timezone: 'Africa/Johannesburg' },
    },
    mentee: { firstName: 'Sipho', lastName: 'Mokoena', email: 'held.payout.mentee@e2e.prospermentor.test', country: 'South Africa' },
    title: TITLE,
    channel: 'card',
    // The bank account the Paystack stand-in's process knows (scripts/paystack-stand-in.ts).
    payoutAccount: { currency: 'ZAR', kind: 'bank', bankCode: '632005', accountNumber: '1234567890' },
  });
  // The one thing a journey cannot do: let time pass. The session ended four days ago; the mentor completes it.
  await database.db.execute(sql`
    update sessions set starts_at = now() - interval '97 hours', ends_at = now() - interval '96 hours',
      blocked_until = now() - interval '96 hours'
    where id = ${sessionId}`);
  await mentor.call('POST', `/api/sessions/${sessionId}/complete`);
  // The sweep and the transfer job, as the schedule would run them.
  const jobs = payoutJobs(app);
  await jobs.payout_sweep!({}, { id: 0, attempts: 1 });
  const [payout] = rowsOf<{ id: string; reference: string; status: string }>(
    await database.db.execute(sql`
      select po.id, po.reference, po.status from payouts po join payments p on p.id = po.payment_id where p.session_id = ${sessionId}`),
  );
  if (!payout) throw new Error('no payout was opened');
  await jobs.payout_transfer!({ payoutId: payout.id }, { id: 0, attempts: 1 });
  const [held] = rowsOf<{ status: string }>(await database.db.execute(sql`select status from payouts where id = ${payout.id}`));
  if (held?.status !== 'awaiting_otp') throw new Error(`the payout is ${held?.status}, not awaiting_otp`);
  writeFileSync(
    path.join(config.dataDir, 'e2e-held-payout.json'),
    JSON.stringify({ title: TITLE, reference: payout.reference, mentor: 'Lindiwe Dube' }),
  );
});
