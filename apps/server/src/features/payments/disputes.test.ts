import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en } from '@prosper/shared/i18n/en';
import type { AdminDisputeRow } from '@prosper/shared/schemas/admin-payments';
import type { Session } from '@prosper/shared/schemas/session';
import { rowsOf } from '../../db/client.ts';
import { ledgerOf as sharedLedgerOf } from '../../test/ledger.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';
import { usePaystackApp } from '../../test/payments-app.ts';
import { signedInMember } from '../../test/test-app.ts';

/*
 * No-show disputes and the admin's Payments lists (decision 051), against the Paystack stand-in:
 * a session is paid through it, moved into the past, reported, and decided by an admin.
 */

const t = usePaystackApp();
const { call, act, sessionOf, db } = t;

type Member = Awaited<ReturnType<typeof signedInMember>>;
const runJobsNow = async () => {
  await db().execute(sql`update jobs set run_at = now() where kind in ('payment_verify', 'payment_refund')`);
  await t.app.jobs.runDue();
};

/** A $40 hour booked by a mentee in Kenya, confirmed, paid through the stand-in; `past` moves it to an hour ago. */
async function paidSession(o: { past?: boolean } = {}) {
  const mentor = await t.mentor();
  const mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze', country: 'Kenya' });
  const id = await t.bookConfirmed(mentor, mentee);
  const { authorizationUrl, reference } = await t.checkout(mentee, id);
  await t.payWithMobileMoney(mentee, id, authorizationUrl);
  if (o.past !== false) {
    await db().execute(sql`
      update sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour', blocked_until = now() - interval '1 hour'
      where id = ${id}`);
  }
  return { mentor, mentee, id, reference };
}

/** Each account's balance for the session's payment (a balanced ledger adds up to zero), each kind's rows adding up too. */
async function ledgerOf(id: string) {
  const { balances, sum, kindsBalance } = await sharedLedgerOf(db(), id);
  expect(kindsBalance).toBe(true);
  return { balances, sum };
}
const titlesOf = async (memberId: string, sessionId: string) =>
  rowsOf<{ title: string; message: string }>(
    await db().execute(sql`
      select title, message from notifications where recipient_id = ${memberId} and data->>'session_id' = ${sessionId} order by created_at, id`),
  ).map((n) => n.title);
const disputeOf = async (admin: Member, reference: string) => {
  const page = (await call('GET', `/api/admin/payments/disputes?q=${reference}`, admin.cookie)).json() as { items: AdminDisputeRow[] };
  expect(page.items).toHaveLength(1);
  return page.items[0]!;
};

describe('a no-show on a session paid through a provider', () => {
  it('the mentee reports the mentor absent; the money is held; an admin refunds it in full and the ledger balances', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession();
    expect((await sessionOf(m.mentee, m.id)).actions).toContain('reportNoShow');
    const reported = await act(m.mentee, m.id, 'payment/dispute', { note: 'I waited 30 minutes in the room.' });
    expect(reported.statusCode).toBe(200);
    const seen = reported.json() as Session;
    expect(seen.status).toBe('no_show');
    expect(seen.noShow).toBe('mentor');
    expect(seen.payment!.dispute).toMatchObject({
      status: 'open',
      reportedBy: 'mentee',
      note: 'I waited 30 minutes in the room.',
      decidedAt: null,
    });
    expect(seen.actions).not.toContain('reportNoShow');
    // The other member and the admins are told.
    expect(await titlesOf(m.mentor.id, m.id)).toContain(en.disputes.reportedTitle);
    expect(await titlesOf(admin.id, m.id)).toContain(en.disputes.reportedTitle);
    // Held: nothing refunded while it is open.
    await runJobsNow();
    expect((await sessionOf(m.mentor, m.id)).payment!.refund).toBeNull();
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: -516_000, platform: 516_000 - 7_740, provider: 7_740 }, sum: 0 });

    // The admin finds it by our reference, and refunds the mentee.
    const dispute = await disputeOf(admin, m.reference);
    expect(dispute).toMatchObject({
      status: 'open',
      reportedBy: 'mentee',
      amountCents: 4000,
      charged: { currency: 'KES', amountMinor: 516_000 },
    });
    const decided = await call('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, admin.cookie, {
      outcome: 'refunded',
      reason: 'The room log shows the mentor never joined.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'refunded', decisionReason: 'The room log shows the mentor never joined.' });
    expect((await sessionOf(m.mentee, m.id)).payment!.refund).toEqual({ status: 'pending', amountMinor: 516_000, currency: 'KES' });
    await runJobsNow();
    await t.standIn.settled();
    expect(t.standIn.refunds().filter((r) => r.reference === m.reference)).toMatchObject([{ amount: 516_000, status: 'processed' }]);
    const after = await sessionOf(m.mentee, m.id);
    expect(after.payment!.refund).toEqual({ status: 'processed', amountMinor: 516_000, currency: 'KES' });
    expect(after.payment!.dispute).toMatchObject({ status: 'refunded' });
    expect((await sessionOf(m.mentor, m.id)).payment!.dispute).toMatchObject({ status: 'refunded' });
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: 0, platform: -7_740, provider: 7_740 }, sum: 0 });
    // Both members are told; the decision is in the audit log.
    expect(await titlesOf(m.mentee.id, m.id)).toContain(en.disputes.decidedTitle);
    expect(await titlesOf(m.mentor.id, m.id)).toContain(en.disputes.decidedTitle);
    const audit = rowsOf<{ action: string; target_type: string; member_id: string; reason: string }>(
      await db().execute(sql`select action, target_type, member_id, reason from admin_actions where target_id = ${dispute.id}`),
    );
    expect(audit).toEqual([
      {
        action: 'decide_payment_dispute',
        target_type: 'payment_dispute',
        member_id: m.mentor.id,
        reason: `${en.adminPayments.refundMentee}: The room log shows the mentor never joined.`,
      },
    ]);
    // Deciding twice is refused and changes nothing.
    const again = await call('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, admin.cookie, {
      outcome: 'paid_mentor',
      reason: 'Changed my mind.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'already_decided', message: en.disputes.alreadyDecided } });
    // The refund is listed, found by the provider's refund id too.
    const refunds = (await call('GET', `/api/admin/payments/refunds?q=${m.reference}`, admin.cookie)).json();
    expect(refunds.items).toHaveLength(1);
    expect(refunds.items[0].refund).toMatchObject({ status: 'processed', amountMinor: 516_000, reason: 'no_show_dispute' });
    const byProviderRefund = (
      await call('GET', `/api/admin/payments/refunds?q=${refunds.items[0].refund.providerReference}`, admin.cookie)
    ).json();
    expect(byProviderRefund.items.map((r: { reference: string }) => r.reference)).toEqual([m.reference]);
  });

  it('the mentor reports the mentee absent; an admin pays the mentor: no refund, and the ledger balances', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const m = await paidSession();
    const reported = await act(m.mentor, m.id, 'payment/dispute', {});
    expect(reported.statusCode).toBe(200);
    expect((reported.json() as Session).noShow).toBe('mentee');
    expect(await titlesOf(m.mentee.id, m.id)).toContain(en.disputes.reportedTitle);
    // Reporting twice, by either member, is refused.
    for (const who of [m.mentor, m.mentee]) {
      const twice = await act(who, m.id, 'payment/dispute', { note: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe('already_reported');
    }
    const dispute = await disputeOf(admin, m.reference);
    const decided = await call('POST', `/api/admin/payments/disputes/${dispute.id}/decision`, admin.cookie, {
      outcome: 'paid_mentor',
      reason: 'The mentee confirmed they missed it.',
    });
    expect(decided.statusCode).toBe(200);
    await runJobsNow();
    const seen = await sessionOf(m.mentee, m.id);
    expect(seen.payment).toMatchObject({ status: 'paid', refund: null, dispute: { status: 'paid_mentor' } });
    expect(t.standIn.refunds().filter((r) => r.reference === m.reference)).toHaveLength(0);
    expect(await ledgerOf(m.id)).toEqual({ balances: { mentee: -516_000, platform: 516_000 - 7_740, provider: 7_740 }, sum: 0 });
  });

  it('only the two members may report, only on a begun session paid through a provider; only admins decide', async () => {
    const m = await paidSession({ past: false });
    // Still ahead: nothing to report.
    const early = await act(m.mentee, m.id, 'payment/dispute', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: { code: 'not_disputable', message: en.disputes.notDisputable } });
    await db().execute(
      sql`update sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ${m.id}`,
    );
    const stranger = await signedInMember(t);
    expect((await act(stranger, m.id, 'payment/dispute', {})).statusCode).toBe(403);
    expect((await call('POST', `/api/sessions/${m.id}/payment/dispute`, undefined, {})).statusCode).toBe(401);
    // Bad input: a note too long, a control character.
    const long = await act(m.mentee, m.id, 'payment/dispute', { note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.note).toBeTruthy();
    expect((await act(m.mentee, m.id, 'payment/dispute', { note: 'a\u0000b' })).statusCode).toBe(400);
    expect(rowsOf(await db().execute(sql`select id from payment_disputes where session_id = ${m.id}`))).toHaveLength(0);

    // An unpaid provider session (confirmed, never paid) and a direct one cannot be disputed.
    const unpaidMentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000 } });
    expect((await call('PUT', '/api/availability', unpaidMentor.cookie, ALL_WEEK)).statusCode).toBe(200);
    const unpaidMentee = await signedInMember(t, { country: 'Kenya' });
    const booked = await call('POST', '/api/sessions', unpaidMentee.cookie, {
      mentorId: unpaidMentor.id,
      startsAt: hoursAhead(30),
      length: 60,
      title: 'Mock interview',
    });
    const unpaidId = (booked.json() as Session).id;
    expect((await act(unpaidMentor, unpaidId, 'confirm')).statusCode).toBe(200);
    await db().execute(
      sql`update sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ${unpaidId}`,
    );
    const unpaid = await act(unpaidMentee, unpaidId, 'payment/dispute', {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('not_disputable');

    // Deciding: members refused, bad input refused, an unknown dispute is a 404.
    const admin = await signedInMember(t, { role: 'admin' });
    expect((await act(m.mentee, m.id, 'payment/dispute', {})).statusCode).toBe(200);
    const dispute = await disputeOf(admin, m.reference);
    const url = `/api/admin/payments/disputes/${dispute.id}/decision`;
    const good = { outcome: 'refunded', reason: 'Checked.' };
    expect((await call('POST', url, undefined, good)).statusCode).toBe(401);
    for (const who of [m.mentee, m.mentor]) expect((await call('POST', url, who.cookie, good)).statusCode).toBe(403);
    for (const bad of [{ outcome: 'refunded' }, { outcome: 'keep', reason: 'x' }, { outcome: 'refunded', reason: '   ' }]) {
      const res = await call('POST', url, admin.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect(
      (await call('POST', '/api/admin/payments/disputes/00000000-0000-4000-8000-000000000000/decision', admin.cookie, good)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/payments/disputes/nope/decision', admin.cookie, good)).statusCode).toBe(400);
    expect((await disputeOf(admin, m.reference)).status).toBe('open');
  });
});

describe('the admin’s Payments lists', () => {
  it('lists payments newest first, a page at a time, and finds one by our reference or the provider’s', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const a = await paidSession({ past: false });
    const b = await paidSession({ past: false });
    const first = (await call('GET', '/api/admin/payments', admin.cookie)).json();
    const refs = first.items.map((r: { reference: string }) => r.reference);
    expect(refs.indexOf(b.reference)).toBeLessThan(refs.indexOf(a.reference));
    expect(refs.indexOf(b.reference)).toBeGreaterThanOrEqual(0);

    const ours = (await call('GET', `/api/admin/payments?q=${a.reference}`, admin.cookie)).json();
    expect(ours.items).toHaveLength(1);
    expect(ours.items[0]).toMatchObject({
      reference: a.reference,
      status: 'paid',
      amountCents: 4000,
      charged: { currency: 'KES', amountMinor: 516_000 },
      mentee: { name: 'Chidi Eze' },
      mentor: { name: 'Amara Okafor' },
    });
    const theirs = (await call('GET', `/api/admin/payments?q=${ours.items[0].providerReference}`, admin.cookie)).json();
    expect(theirs.items.map((r: { reference: string }) => r.reference)).toEqual([a.reference]);
    expect((await call('GET', '/api/admin/payments?q=pm_nobody', admin.cookie)).json()).toEqual({ items: [], nextCursor: null });

    // Keyset pages follow each other without overlap.
    for (let i = 0; i < 25; i++) {
      await db().execute(sql`
        insert into payment_mismatches (provider, reason, reference) values ('paystack', 'unknown_reference', ${`pm_list_${i}`})`);
    }
    const page1 = (await call('GET', '/api/admin/payments/mismatches', admin.cookie)).json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].reference).toBe('pm_list_24');
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await call('GET', `/api/admin/payments/mismatches?cursor=${page1.nextCursor}`, admin.cookie)).json();
    const ids = new Set(page1.items.map((r: { id: string }) => r.id));
    expect(page2.items.length).toBeGreaterThan(0);
    expect(page2.items.every((r: { id: string }) => !ids.has(r.id))).toBe(true);
    expect((await call('GET', '/api/admin/payments/mismatches?q=pm_list_3', admin.cookie)).json().items).toHaveLength(1);

    // Bad input: a cursor we did not make, a search that is not a reference.
    expect((await call('GET', '/api/admin/payments?cursor=nope', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/payments/disputes?q=%27%20or%201%3D1', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/payments/refunds?q=${'x'.repeat(101)}`, admin.cookie)).statusCode).toBe(400);
  });
});
