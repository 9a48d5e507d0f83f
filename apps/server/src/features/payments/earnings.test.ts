import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_CSV_FILE_NAME, type MentorEarnings } from '@prosper/shared/schemas/earnings';
import { rowsOf } from '../../db/client.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember, waitForMail } from '../../test/test-app.ts';

/*
 * A mentor's money by month and currency on their analytics page (decision 056), against the
 * Paystack stand-in: three $40 sessions paid in Kenya (KSh 5,160 each at the seeded 129 a dollar),
 * one cancelled by the mentor and refunded, one paid out (its transfer rows written here, as the
 * payouts step writes them); and the mentee's receipt by mail with the amount charged in shillings.
 */

const CHARGE = 516_000;
const FEE = 7_740;
const PAID_OUT = 500_000;
const t = usePaystackApp();
const { call, act, sessionOf, db } = t;

type Member = Awaited<ReturnType<typeof signedInMember>>;
const earningsOf = async (who: Member) => (await call('GET', '/api/analytics/mentor/earnings', who.cookie)).json() as MentorEarnings;
const ZONE = 'Africa/Nairobi';
/** A month in the mentor's zone, `back` months before this one, as the API names it. */
const monthAgo = async (back: number) =>
  rowsOf<{ m: string }>(
    await db().execute(sql`select to_char((now() at time zone ${ZONE}) - ${`${back} months`}::interval, 'YYYY-MM') as m`),
  )[0]!.m;

let mentor: Member;
let mentee: Member;
const sessions: string[] = [];

/** A $40 hour `hours` ahead, confirmed by the mentor and paid by the mentee on the stand-in's page with mobile money. */
async function paidSession(hours: number) {
  const id = await t.bookConfirmed(mentor, mentee, { startsInHours: hours });
  const { authorizationUrl } = await t.checkout(mentee, id);
  await t.payWithMobileMoney(mentee, id, authorizationUrl);
  return id;
}

describe('a mentor’s earnings by month and currency', () => {
  beforeAll(async () => {
    mentor = await t.mentor({ timezone: ZONE });
    mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', country: 'Kenya' });
    for (const hours of [72, 75, 78]) sessions.push(await paidSession(hours));

    // The second: the mentor cancels, Paystack refunds it all.
    expect((await act(mentor, sessions[1]!, 'cancel', { reason: 'Something came up at work.' })).statusCode).toBe(200);
    await db().execute(sql`update jobs set run_at = now() where kind in ('payment_verify', 'payment_refund')`);
    await t.app.jobs.runDue();
    await t.standIn.settled();
    expect((await sessionOf(mentee, sessions[1]!)).payment!.refund).toMatchObject({ status: 'processed', amountMinor: CHARGE });

    // The third: paid out to the mentor, as the payouts step records a transfer (out of the platform, into the mentor).
    await db().execute(sql`
      insert into ledger_entries (payment_id, attempt_id, kind, account, amount_minor, currency, provider_reference)
      select a.payment_id, a.id, 'transfer', x.account, x.amount, 'KES', 'TRF_test_1'
      from payment_attempts a join payments p on p.id = a.payment_id
      cross join (values ('platform', ${-PAID_OUT}::int), ('mentor', ${PAID_OUT}::int)) as x(account, amount)
      where p.session_id = ${sessions[2]!} and a.status = 'paid'`);
  });

  it('adds up paid, refunded, paid out and pending from the ledger, in shillings and in dollars', async () => {
    expect(await earningsOf(mentor)).toEqual({
      months: [
        {
          month: await monthAgo(0),
          currency: 'KES',
          paidMinor: 3 * CHARGE,
          paidUsdCents: 3 * 4000,
          refundedMinor: CHARGE,
          paidOutMinor: PAID_OUT,
          platformFeeMinor: 0,
          pendingMinor: 2 * CHARGE - PAID_OUT,
        },
      ],
    });
    // What the ledger holds agrees: the platform keeps the pending money less the provider's fees.
    const [held] = rowsOf<{ platform: number }>(
      await db().execute(sql`
        select sum(l.amount_minor)::int as platform from ledger_entries l join payments p on p.id = l.payment_id
        where p.payee_id = ${mentor.id} and l.account = 'platform'`),
    );
    expect(held!.platform).toBe(2 * CHARGE - PAID_OUT - 3 * FEE);
  });

  it('counts each payment in the month its mentee paid, in the mentor’s zone, and only the last 12 months', async () => {
    await db().execute(sql`
      update payments set paid_at = paid_at - interval '2 months' where session_id = ${sessions[0]!}`);
    await db().execute(sql`
      update payments set paid_at = paid_at - interval '13 months' where session_id = ${sessions[2]!}`);
    const { months } = await earningsOf(mentor);
    expect(months.map((m) => [m.month, m.paidMinor, m.refundedMinor, m.paidOutMinor, m.pendingMinor])).toEqual([
      [await monthAgo(0), CHARGE, CHARGE, 0, 0],
      [await monthAgo(2), CHARGE, 0, 0, CHARGE],
    ]);
    await db().execute(sql`update payments set paid_at = paid_at + interval '2 months' where session_id = ${sessions[0]!}`);
    await db().execute(sql`update payments set paid_at = paid_at + interval '13 months' where session_id = ${sessions[2]!}`);
  });

  it('exports the same figures as CSV: a header, one line per month and currency, every value quoted', async () => {
    const res = await call('GET', '/api/analytics/mentor/earnings/export', mentor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${EARNINGS_CSV_FILE_NAME}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(
      '"Month","Currency","Paid","Paid (USD)","Refunded","Paid out","Platform fee","Pending"\r\n' +
        `"${await monthAgo(0)}","KES","15480.00","120.00","5160.00","5000.00","0.00","5320.00"\r\n`,
    );
  });

  it('is the mentor’s own: a mentee is refused, a visitor must sign in, another mentor sees only their own', async () => {
    for (const url of ['/api/analytics/mentor/earnings', '/api/analytics/mentor/earnings/export']) {
      const asMentee = await call('GET', url, mentee.cookie);
      expect(asMentee.statusCode).toBe(403);
      expect(asMentee.json()).toMatchObject({ error: { code: 'not_a_mentor' } });
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    const other = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000 } });
    expect(await earningsOf(other)).toEqual({ months: [] });
    const csv = await call('GET', '/api/analytics/mentor/earnings/export', other.cookie);
    expect(csv.body).toBe('"Month","Currency","Paid","Paid (USD)","Refunded","Paid out","Platform fee","Pending"\r\n');
  });
});

describe('the receipt by mail', () => {
  it('gives the §9 text in dollars and, under it, the amount charged in shillings', async () => {
    await t.app.jobs.runDue();
    const receipt = await waitForMail(t.mailDir, mentee.email, { subject: /^Payment Sent: You sent \$40\.00 to Amara Okafor/ });
    expect(receipt.subject).toBe('Payment Sent: You sent $40.00 to Amara Okafor for a session');
    expect(receipt.text).toContain('- Payment Sent: You sent $40.00 to Amara Okafor for a session\n  Amount charged: KSh 5,160\n');
    const mentorMail = await waitForMail(t.mailDir, mentor.email, { subject: /^Payment Received/ });
    expect(mentorMail.text).toContain('You received $40.00 from Chidi Eze for a session\n  Amount charged: KSh 5,160');
  });
});
