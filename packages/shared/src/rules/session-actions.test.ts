import { describe, expect, it } from 'vitest';
import { allowedActions, paymentOpen, type SessionState } from './session-actions.ts';

const at = (iso: string) => Date.parse(iso);
const session = (o: Partial<SessionState> = {}): SessionState => ({
  status: 'confirmed',
  startsAt: '2026-05-04T10:00:00Z',
  endsAt: '2026-05-04T11:00:00Z',
  proposedBy: null,
  reviewed: false,
  replied: false,
  payment: null,
  ...o,
});
const before = at('2026-05-04T09:00:00Z');
const started = at('2026-05-04T10:05:00Z');
const noShowOpens = at('2026-05-04T10:10:00Z');
const ended = at('2026-05-04T11:00:00Z');
const directPending = { status: 'pending', mentorConfirmsReceipt: true } as const;

describe('a requested session', () => {
  const requested = session({ status: 'requested' });

  it('lets the mentor confirm or decline it until it starts', () => {
    expect(allowedActions(requested, 'mentor', before)).toEqual(['confirm', 'decline']);
    expect(allowedActions(requested, 'mentor', at('2026-05-04T10:00:00Z'))).toEqual([]);
    expect(allowedActions(requested, 'mentor', started)).toEqual([]);
  });

  it('lets the mentee withdraw it at any time, and nothing else', () => {
    expect(allowedActions(requested, 'mentee', before)).toEqual(['cancel']);
    expect(allowedActions(requested, 'mentee', started)).toEqual(['cancel']);
  });
});

describe('a confirmed session', () => {
  it('can be cancelled or rescheduled by either member before it starts', () => {
    expect(allowedActions(session(), 'mentor', before)).toEqual(['cancel', 'reschedule']);
    expect(allowedActions(session(), 'mentee', before)).toEqual(['cancel', 'reschedule']);
  });

  it('lets the other member answer a proposed time, while the proposer may propose again', () => {
    const proposed = session({ proposedBy: 'mentee' });
    expect(allowedActions(proposed, 'mentor', before)).toEqual(['cancel', 'acceptReschedule', 'declineReschedule']);
    expect(allowedActions(proposed, 'mentee', before)).toEqual(['cancel', 'reschedule']);
  });

  it('can no longer be cancelled or moved once started, and offers nothing until the no-show window opens', () => {
    expect(allowedActions(session(), 'mentor', started)).toEqual([]);
    expect(allowedActions(session({ proposedBy: 'mentor' }), 'mentee', started)).toEqual([]);
  });

  it('lets either member mark the other absent from 10 minutes after the start', () => {
    expect(allowedActions(session(), 'mentor', noShowOpens - 1)).toEqual([]);
    expect(allowedActions(session(), 'mentor', noShowOpens)).toEqual(['noShow']);
    expect(allowedActions(session(), 'mentee', noShowOpens)).toEqual(['noShow']);
  });

  it('can be marked held from its end, by either member', () => {
    expect(allowedActions(session(), 'mentee', ended - 1)).toEqual(['noShow']);
    expect(allowedActions(session(), 'mentee', ended)).toEqual(['noShow', 'complete']);
    expect(allowedActions(session(), 'mentor', at('2026-05-05T11:00:00Z'))).toEqual(['noShow', 'complete']);
  });
});

describe('a completed session', () => {
  it('asks the mentee for one review, and the mentor for one reply to it', () => {
    const completed = session({ status: 'completed' });
    expect(allowedActions(completed, 'mentee', ended)).toEqual(['review']);
    expect(allowedActions(completed, 'mentor', ended)).toEqual([]);
    const reviewed = session({ status: 'completed', reviewed: true });
    expect(allowedActions(reviewed, 'mentee', ended)).toEqual([]);
    expect(allowedActions(reviewed, 'mentor', ended)).toEqual(['replyToReview']);
    expect(allowedActions(session({ status: 'completed', reviewed: true, replied: true }), 'mentor', ended)).toEqual([]);
  });
});

describe('payments', () => {
  it('lets the mentor confirm a pending direct payment of a confirmed, completed or no-show session', () => {
    expect(allowedActions(session({ payment: directPending }), 'mentor', before)).toEqual(['cancel', 'reschedule', 'confirmPayment']);
    expect(
      allowedActions(session({ status: 'completed', payment: directPending, reviewed: true, replied: true }), 'mentor', ended),
    ).toEqual(['confirmPayment']);
    expect(allowedActions(session({ status: 'no_show', payment: directPending }), 'mentor', ended)).toEqual(['confirmPayment']);
  });

  it('offers nothing for a payment that is paid, cancelled, reported by its provider, or to the mentee', () => {
    expect(allowedActions(session({ status: 'no_show', payment: { ...directPending, status: 'paid' } }), 'mentor', ended)).toEqual([]);
    expect(allowedActions(session({ status: 'cancelled', payment: { ...directPending, status: 'cancelled' } }), 'mentor', ended)).toEqual(
      [],
    );
    expect(allowedActions(session({ status: 'cancelled', payment: directPending }), 'mentor', ended)).toEqual([]);
    expect(
      allowedActions(session({ status: 'no_show', payment: { status: 'pending', mentorConfirmsReceipt: false } }), 'mentor', ended),
    ).toEqual([]);
  });

  it('lets the mentee say they paid once, while the payment is owed; the mentor confirms a payment sent too', () => {
    expect(allowedActions(session({ payment: directPending }), 'mentee', before)).toEqual(['cancel', 'reschedule', 'markPaymentSent']);
    expect(allowedActions(session({ status: 'no_show', payment: directPending }), 'mentee', ended)).toEqual(['markPaymentSent']);
    const sent = { ...directPending, status: 'sent' } as const;
    expect(allowedActions(session({ status: 'completed', payment: sent, reviewed: true }), 'mentee', ended)).toEqual([]);
    expect(allowedActions(session({ status: 'completed', payment: sent, reviewed: true, replied: true }), 'mentor', ended)).toEqual([
      'confirmPayment',
    ]);
    // Not before the mentor confirms the session, nor once it is cancelled.
    expect(allowedActions(session({ status: 'requested', payment: directPending }), 'mentee', before)).toEqual(['cancel']);
    expect(allowedActions(session({ status: 'cancelled', payment: sent }), 'mentor', ended)).toEqual([]);
  });

  it('lets the mentee pay through a provider while the confirmed session is ahead and unpaid; never the mentor', () => {
    const online = { status: 'pending', mentorConfirmsReceipt: false } as const;
    expect(allowedActions(session({ payment: online }), 'mentee', before)).toEqual(['cancel', 'reschedule', 'pay']);
    expect(allowedActions(session({ payment: online }), 'mentor', before)).toEqual(['cancel', 'reschedule']);
    expect(allowedActions(session({ payment: { ...online, status: 'paid' } }), 'mentee', before)).toEqual(['cancel', 'reschedule']);
    expect(allowedActions(session({ status: 'requested', payment: online }), 'mentee', before)).toEqual(['cancel']);
    expect(allowedActions(session({ status: 'no_show', payment: online }), 'mentee', ended)).toEqual([]);
  });
});

describe('a no-show on a session paid through a provider (decision 051)', () => {
  const paid = { status: 'paid', mentorConfirmsReceipt: false } as const;
  it('is reported as a dispute by either member once begun, instead of marked; once only', () => {
    for (const party of ['mentor', 'mentee'] as const) {
      expect(allowedActions(session({ payment: paid }), party, noShowOpens)).toEqual(['reportNoShow']);
      expect(allowedActions(session({ payment: paid }), party, ended)).toEqual(['complete', 'reportNoShow']);
      expect(allowedActions(session({ status: 'no_show', payment: paid }), party, ended)).toEqual(['reportNoShow']);
      expect(allowedActions(session({ payment: { ...paid, disputed: true } }), party, ended)).toEqual(['complete']);
    }
  });

  it('is not offered before the no-show window, unpaid, paid directly, or to anyone outside it', () => {
    expect(allowedActions(session({ payment: paid }), 'mentee', started)).toEqual([]);
    expect(allowedActions(session({ payment: { ...paid, status: 'pending' } }), 'mentee', ended)).toEqual(['noShow', 'complete']);
    expect(allowedActions(session({ payment: { ...directPending, status: 'paid' } }), 'mentee', ended)).toEqual(['noShow', 'complete']);
    expect(allowedActions(session({ payment: paid }), null, ended)).toEqual([]);
  });
});

describe('paymentOpen', () => {
  it('is true from confirmation until the payment is made or the session cancelled', () => {
    expect(paymentOpen(session({ payment: directPending }))).toBe(true);
    expect(paymentOpen(session({ status: 'completed', payment: { ...directPending, status: 'sent' } }))).toBe(true);
    expect(paymentOpen(session({ status: 'requested', payment: directPending }))).toBe(false);
    expect(paymentOpen(session({ payment: { ...directPending, status: 'paid' } }))).toBe(false);
    expect(paymentOpen(session({ status: 'cancelled', payment: { ...directPending, status: 'cancelled' } }))).toBe(false);
    expect(paymentOpen(session({ payment: null }))).toBe(false);
  });
});

it('offers nothing on a declined, expired, cancelled or no-show session, and nothing to anyone outside it', () => {
  for (const status of ['declined', 'expired', 'cancelled', 'no_show'] as const) {
    for (const party of ['mentor', 'mentee'] as const) {
      expect(allowedActions(session({ status }), party, before), `${status} ${party}`).toEqual([]);
      expect(allowedActions(session({ status }), party, ended), `${status} ${party}`).toEqual([]);
    }
  }
  expect(allowedActions(session({ status: 'requested' }), null, before)).toEqual([]);
  expect(allowedActions(session(), null, ended)).toEqual([]);
});
