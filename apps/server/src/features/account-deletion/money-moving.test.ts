import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { en } from '@prosper/shared/i18n/en';
import type { AdminDisputeRow } from '@prosper/shared/schemas/admin-payments';
import { rowsOf } from '../../db/client.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * Deleting an account while money moves for it (decision 057), against the Paystack stand-in: the
 * deletion is refused while a checkout, a refund or a no-show dispute of theirs is open, the
 * erasure waits for a refund its own cancellations caused, and the ledger outlives the member with
 * their name gone.
 */

const t = usePaystackApp();
const { call, act, sessionOf, db } = t;
beforeEach(() => {
  t.standIn.behaviour.failNext = 0;
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const deleteAccount = (who: Member) => call('DELETE', '/api/account', who.cookie, { password: who.password });
const closedAt = async (id: string) =>
  rowsOf<{ closed_at: string | null }>(await db().execute(sql`select closed_at from profiles where id = ${id}`))[0]?.closed_at ?? null;
const exists = async (id: string) => rowsOf(await db().execute(sql`select 1 from users where id = ${id}`)).length > 0;
const runJobsNow = async () => {
  await db().execute(sql`update jobs set run_at = now() where kind in ('payment_verify', 'payment_refund')`);
  await t.app.jobs.runDue();
  await t.standIn.settled();
};
/** The grace period over: every erasure of the member (and any it postponed) is due now. */
const graceOver = async (id: string) => {
  await db().execute(sql`update profiles set closed_at = now() - make_interval(days => ${ACCOUNT_GRACE_DAYS + 1}) where id = ${id}`);
  await db().execute(sql`update jobs set run_at = now() where unique_key like ${`account_erase:${id}%`}`);
  await t.app.jobs.runDue();
};

/** A $40 hour booked by a mentee in Kenya and confirmed; `paid` pays it through the stand-in. */
async function session(o: { paid?: boolean } = {}) {
  const mentor = await t.mentor();
  const mentee = await signedInMember(t, { firstName: 'Zawadi', lastName: 'Mwangi', country: 'Kenya' });
  const id = await t.bookConfirmed(mentor, mentee);
  const checkout = await t.checkout(mentee, id);
  if (o.paid !== false) await t.payWithMobileMoney(mentee, id, checkout.authorizationUrl);
  return { mentor, mentee, id, reference: checkout.reference };
}

async function ledgerOf(reference: string) {
  const rows = rowsOf<{ account: string; total: number; n: number }>(
    await db().execute(sql`
      select l.account, sum(l.amount_minor)::int as total, count(*)::int as n
      from ledger_entries l join payment_attempts a on a.id = l.attempt_id
      where a.reference = ${reference} group by l.account`),
  );
  return {
    balances: Object.fromEntries(rows.map((r) => [r.account, r.total])),
    rows: rows.reduce((s, r) => s + r.n, 0),
    sum: rows.reduce((s, r) => s + r.total, 0),
  };
}

/** A refusal in our one error shape, with the words for what still moves. */
function expectMoneyMoving(res: Awaited<ReturnType<typeof call>>, kind: keyof typeof en.deletion.moneyMoving) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ error: { code: 'money_moving', message: en.deletion.moneyMoving[kind] } });
}

describe('deleting an account while money moves for it', () => {
  it('is refused while a checkout of theirs may still be paid, for the mentee and the mentor', async () => {
    const m = await session({ paid: false });
    expectMoneyMoving(await deleteAccount(m.mentee), 'payment');
    expectMoneyMoving(await deleteAccount(m.mentor), 'payment');
    expect(await closedAt(m.mentee.id)).toBeNull();
    expect(await closedAt(m.mentor.id)).toBeNull();
    // Nothing changed: still signed in, the session still theirs.
    expect((await sessionOf(m.mentee, m.id)).status).toBe('confirmed');
  });

  it('is refused while a refund is on its way, and goes ahead once the provider reports it done', async () => {
    const m = await session();
    expect((await act(m.mentor, m.id, 'cancel', { reason: 'Something came up at work.' })).statusCode).toBe(200);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toMatchObject({ status: 'pending' });
    expectMoneyMoving(await deleteAccount(m.mentee), 'refund');
    expectMoneyMoving(await deleteAccount(m.mentor), 'refund');
    expect(await closedAt(m.mentee.id)).toBeNull();

    await runJobsNow();
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toMatchObject({ status: 'processed' });
    expect((await deleteAccount(m.mentee)).statusCode).toBe(204);
    expect(await closedAt(m.mentee.id)).not.toBeNull();
  });

  it('is refused while a no-show dispute of theirs is open, and goes ahead once an admin decides it', async () => {
    const admin = await signedInMember(t, { role: 'admin', firstName: 'Adaeze', lastName: 'Nwosu' });
    const m = await session();
    await db().execute(sql`
      update sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour', blocked_until = now() - interval '1 hour'
      where id = ${m.id}`);
    expect((await act(m.mentee, m.id, 'payment/dispute', { note: 'Nobody came.' })).statusCode).toBe(200);
    expectMoneyMoving(await deleteAccount(m.mentor), 'dispute');
    expectMoneyMoving(await deleteAccount(m.mentee), 'dispute');

    const page = (await call('GET', `/api/admin/payments/disputes?q=${m.reference}`, admin.cookie)).json() as { items: AdminDisputeRow[] };
    const decided = await call('POST', `/api/admin/payments/disputes/${page.items[0]!.id}/decision`, admin.cookie, {
      outcome: 'paid_mentor',
      reason: 'The mentor shared the room log.',
    });
    expect(decided.statusCode).toBe(200);
    expect((await deleteAccount(m.mentor)).statusCode).toBe(204);
  });
});

describe('erasing an account keeps the ledger', () => {
  it('waits while a refund its own cancellations caused is on its way, then erases and keeps the ledger without the name', async () => {
    const m = await session();
    const before = await ledgerOf(m.reference);
    // The mentor deletes with nothing moving; closing cancels the paid session, which refunds the mentee in full.
    expect((await deleteAccount(m.mentor)).statusCode).toBe(204);
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toMatchObject({ status: 'pending' });

    // The provider is down: the refund stays on its way, so the erasure waits and tries again later.
    t.standIn.behaviour.failNext = 50;
    await graceOver(m.mentor.id);
    expect(await exists(m.mentor.id)).toBe(true);
    const later = rowsOf(await db().execute(sql`select 1 from jobs where unique_key like ${`account_erase:${m.mentor.id}:later:%`}`));
    expect(later).toHaveLength(1);

    // The provider is back: the refund is done, then the erasure goes through.
    t.standIn.behaviour.failNext = 0;
    await runJobsNow();
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toMatchObject({ status: 'processed' });
    await graceOver(m.mentor.id);
    expect(await exists(m.mentor.id)).toBe(false);

    // Every ledger row is still there and still balances: the charge, the fee, and the refund.
    const after = await ledgerOf(m.reference);
    expect(after.rows).toBe(before.rows + 2);
    expect(after).toMatchObject({ balances: { mentee: 0, platform: -7_740, provider: 7_740 }, sum: 0 });
    // The payment is the mentee's and a "Deleted member"'s: no id or name of the mentor is left on it.
    const [payment] = rowsOf<{ payee_id: string; payer_id: string; name: string }>(
      await db().execute(sql`
        select p.payee_id, p.payer_id, pr.first_name || ' ' || pr.last_name as name
        from payments p join profiles pr on pr.id = p.payee_id where p.session_id = ${m.id}`),
    );
    expect(payment).toMatchObject({ payer_id: m.mentee.id, name: `${en.deletion.deletedMember} ` });
    expect(payment!.payee_id).not.toBe(m.mentor.id);
    const naming = rowsOf(
      await db().execute(sql`
        select 1 from payments p
        join payment_attempts a on a.payment_id = p.id
        left join ledger_entries l on l.attempt_id = a.id
        where p.session_id = ${m.id}
          and (row(p.*)::text like ${`%${m.mentor.id}%`} or row(a.*)::text like ${`%${m.mentor.id}%`} or row(l.*)::text like ${`%${m.mentor.id}%`}
            or row(p.*)::text like '%Okafor%' or row(a.*)::text like '%Okafor%' or row(l.*)::text like '%Okafor%')`),
    );
    expect(naming).toHaveLength(0);
    // The mentee still sees the session and its refund, with the other member as "Deleted member".
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
  });

  it('keeps a dispute an erased admin decided, decided by their stand-in', async () => {
    const admin = await signedInMember(t, { role: 'admin', firstName: 'Tunde', lastName: 'Bakare' });
    await signedInMember(t, { role: 'admin' });
    const m = await session();
    await db().execute(sql`
      update sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour', blocked_until = now() - interval '1 hour'
      where id = ${m.id}`);
    expect((await act(m.mentor, m.id, 'payment/dispute', {})).statusCode).toBe(200);
    const page = (await call('GET', `/api/admin/payments/disputes?q=${m.reference}`, admin.cookie)).json() as { items: AdminDisputeRow[] };
    const decided = await call('POST', `/api/admin/payments/disputes/${page.items[0]!.id}/decision`, admin.cookie, {
      outcome: 'paid_mentor',
      reason: 'The mentee wrote that they forgot.',
    });
    expect(decided.statusCode).toBe(200);
    expect((await deleteAccount(admin)).statusCode).toBe(204);
    await graceOver(admin.id);
    expect(await exists(admin.id)).toBe(false);
    const [dispute] = rowsOf<{ status: string; decided_by: string; name: string }>(
      await db().execute(sql`
        select d.status, d.decided_by, p.first_name as name from payment_disputes d join profiles p on p.id = d.decided_by
        where d.session_id = ${m.id}`),
    );
    expect(dispute).toMatchObject({ status: 'paid_mentor', name: en.deletion.deletedMember });
    expect(dispute!.decided_by).not.toBe(admin.id);
  });
});
