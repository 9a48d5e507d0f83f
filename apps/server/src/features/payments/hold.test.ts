import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en, fill } from '@prosper/shared/i18n/en';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { hoursAhead } from '../../test/schedule.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * The payment hold enforced (decision 057), against the Paystack stand-in: a confirmed session left
 * unpaid past its hold is released by the job, both members are told, its time is free again, and a
 * payment that arrives after the release goes back by itself.
 */

const t = usePaystackApp();
const { call, act, sessionOf, db } = t;

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The sweep as the scheduler queues it, run now (no clock to move: the hold is moved instead). */
async function sweep() {
  await enqueue(db(), 'payment_hold_release', {}, { uniqueKey: `payment_hold_release:test:${Date.now()}:${Math.random()}` });
  await db().execute(sql`update jobs set run_at = now() where kind in ('payment_hold_release', 'payment_verify', 'payment_refund')`);
  await t.app.jobs.runDue();
}
const holdPassed = (id: string) => db().execute(sql`update payments set hold_until = now() - interval '1 minute' where session_id = ${id}`);

/** A $40 hour three days ahead, booked by a mentee in Kenya and confirmed: held for payment. */
async function confirmed() {
  const mentor = await t.mentor();
  const mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', country: 'Kenya' });
  const startsAt = hoursAhead(72);
  const booked = await call('POST', '/api/sessions', mentee.cookie, { mentorId: mentor.id, startsAt, length: 60, title: 'CV review' });
  expect(booked.statusCode).toBe(201);
  const id = (booked.json() as Session).id;
  expect((await act(mentor, id, 'confirm')).statusCode).toBe(200);
  return { mentor, mentee, id, startsAt };
}

async function pay(mentee: Member, id: string) {
  const { authorizationUrl, reference } = await t.checkout(mentee, id);
  return { reference, complete: () => t.payOnPage(authorizationUrl) };
}

const releasedNotices = async (m: { mentor: Member; mentee: Member; id: string }) => ({
  mentee: rowsOf<{ title: string; message: string }>(
    await db().execute(sql`
      select title, message from notifications
      where recipient_id = ${m.mentee.id} and type = 'session_cancelled' and data->>'session_id' = ${m.id}`),
  ),
  mentor: rowsOf<{ title: string; message: string }>(
    await db().execute(sql`
      select title, message from mentor_notifications
      where mentor_id = ${m.mentor.id} and notification_type = 'session_cancelled' and data->>'session_id' = ${m.id}`),
  ),
});

async function ledgerOf(id: string) {
  const rows = rowsOf<{ account: string; total: number }>(
    await db().execute(sql`
      select l.account, sum(l.amount_minor)::int as total from ledger_entries l join payments p on p.id = l.payment_id
      where p.session_id = ${id} group by l.account`),
  );
  return { balances: Object.fromEntries(rows.map((r) => [r.account, r.total])), sum: rows.reduce((s, r) => s + r.total, 0) };
}

describe('the payment hold', () => {
  it('keeps an unpaid session until the hold passes, then releases it, tells both members and frees its time', async () => {
    const m = await confirmed();
    const held = await sessionOf(m.mentee, m.id);
    expect(held.payment!.holdUntil).not.toBeNull();

    // Before the hold passes, the sweep leaves it alone.
    await sweep();
    expect((await sessionOf(m.mentee, m.id)).status).toBe('confirmed');
    expect(await releasedNotices(m)).toEqual({ mentee: [], mentor: [] });

    await holdPassed(m.id);
    await sweep();
    const mentee = await sessionOf(m.mentee, m.id);
    expect(mentee).toMatchObject({ status: 'cancelled', cancelledBy: null, reason: en.payments.holdReleasedReason });
    expect(mentee.payment!.status).toBe('cancelled');
    expect(mentee.actions).not.toContain('pay');
    expect((await sessionOf(m.mentor, m.id)).status).toBe('cancelled');
    const message = fill(en.payments.holdReleasedMessage, { title: 'CV review' });
    expect(await releasedNotices(m)).toEqual({
      mentee: [{ title: 'Session Cancelled', message }],
      mentor: [{ title: 'Session Cancelled', message }],
    });

    // Told once: a second sweep finds nothing.
    await sweep();
    expect((await releasedNotices(m)).mentee).toHaveLength(1);

    // The time is free again: another mentee books it.
    const other = await signedInMember(t, { firstName: 'Ngozi', lastName: 'Adeyemi', country: 'Kenya' });
    const again = await call('POST', '/api/sessions', other.cookie, {
      mentorId: m.mentor.id,
      startsAt: m.startsAt,
      length: 60,
      title: 'Portfolio',
    });
    expect(again.statusCode).toBe(201);
  });

  it('never releases a paid session, even after its hold', async () => {
    const m = await confirmed();
    await (await pay(m.mentee, m.id)).complete();
    expect((await sessionOf(m.mentee, m.id)).payment!.status).toBe('paid');
    await holdPassed(m.id);
    await sweep();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.status).toBe('confirmed');
    expect(seen.payment!.status).toBe('paid');
    expect(await releasedNotices(m)).toEqual({ mentee: [], mentor: [] });
  });

  it('refunds by itself a payment that arrives after the release, and the ledger balances', async () => {
    const m = await confirmed();
    const attempt = await pay(m.mentee, m.id);
    await holdPassed(m.id);
    await sweep();
    expect((await sessionOf(m.mentee, m.id)).status).toBe('cancelled');

    // The mentee finishes paying on the provider's page after the release.
    await attempt.complete();
    await sweep();
    await t.standIn.settled();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.payment!.status).toBe('cancelled');
    expect(seen.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
    expect(t.standIn.refunds().filter((r) => r.reference === attempt.reference)).toMatchObject([{ amount: 516_000 }]);
    const paidNotices = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from notifications where type = 'payment_sent' and data->>'session_id' = ${m.id}`),
    )[0]!.n;
    expect(paidNotices).toBe(0);
    // Charged, refunded in full; the provider's fee is the platform's cost.
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: 0, platform: -7_740, provider: 7_740 }, sum: 0 });
  });

  it('two sweeps at once release a session once', async () => {
    const m = await confirmed();
    await holdPassed(m.id);
    const { releaseLapsedHolds } = await import('./hold.ts');
    const counts = await Promise.all([releaseLapsedHolds(db()), releaseLapsedHolds(db())]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await releasedNotices(m)).toMatchObject({ mentee: [{ title: 'Session Cancelled' }], mentor: [{ title: 'Session Cancelled' }] });
  });
});
