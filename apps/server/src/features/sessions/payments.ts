import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import { formatCharge } from '@prosper/shared/rules/charge';
import { formatMoney } from '@prosper/shared/rules/money';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { Tx } from '../../db/client.ts';
import { createMentorNotification, createNotification } from '../notifications/service.ts';
import type { Charge } from '../payments/charge.ts';
import type { SessionRow } from './rows.ts';

/**
 * How a mentee pays for a session. A provider opens the payment when the mentor confirms; whether
 * the mentor marks it received (as with a direct payment) or the provider reports it (mobile money,
 * cards: later) is the provider's.
 */
export type PaymentProvider = {
  id: string;
  /** True when the mentor confirms receipt themselves. */
  mentorConfirmsReceipt: boolean;
};

/** The default: the mentee pays the mentor directly, the mentor confirms receipt. */
export const directPayment: PaymentProvider = { id: 'direct', mentorConfirmsReceipt: true };

/** The mentee pays on Paystack's page; Paystack's verified word makes it paid (features/payments, decision 045). */
export const paystackPayment: PaymentProvider = { id: 'paystack', mentorConfirmsReceipt: false };

/** The mentee pays on Flutterwave's page (v3); Flutterwave's verified word makes it paid (decision 050). */
export const flutterwavePayment: PaymentProvider = { id: 'flutterwave', mentorConfirmsReceipt: false };

const PROVIDERS: Record<string, PaymentProvider> = Object.fromEntries(
  [directPayment, paystackPayment, flutterwavePayment].map((p) => [p.id, p]),
);

/**
 * The payment of a paid session, in US cents: direct, or through a provider when `charge` says what
 * the mentee is charged in their currency. A provider's payment keeps the mentor's late-cancellation
 * refund as it stands now (the rule both saw) and holds the session for payment until `holdUntil`.
 */
export async function openPayment(tx: Tx, r: SessionRow, charge: Charge | null = null, holdUntil: Date | null = null) {
  if (!charge) {
    await tx.execute(sql`
      insert into payments (session_id, payer_id, payee_id, amount_cents, provider)
      values (${r.id}, ${r.mentee_id}, ${r.mentor_id}, ${r.price_cents}, ${directPayment.id})
      on conflict (session_id) do nothing`);
    return;
  }
  await tx.execute(sql`
    insert into payments (session_id, payer_id, payee_id, amount_cents, provider, charge_country, charge_currency, charge_minor,
      charge_rate, fee_bearer, late_cancel_refund, hold_until)
    values (${r.id}, ${r.mentee_id}, ${r.mentor_id}, ${r.price_cents}, ${charge.provider}, ${charge.country}, ${charge.currency},
      ${charge.amountMinor}, ${charge.rate}, ${charge.feeBearer},
      coalesce((select late_cancel_refund from mentor_payment_methods where mentor_id = ${r.mentor_id}), 'none'), ${holdUntil})
    on conflict (session_id) do nothing`);
}

/** True when the mentor may mark this session's payment received. */
export const mentorConfirmsReceipt = (providerId: string | null) => Boolean(providerId && PROVIDERS[providerId]?.mentorConfirmsReceipt);

/**
 * The mentee says they paid, with the payment's reference: the mentor is told in their own stream
 * (§9 has no text for it) and finds the reference on the session to confirm it against.
 */
export async function recordSent(tx: Tx, r: SessionRow, reference: string) {
  await tx.execute(sql`
    update payments set status = 'sent', reference = ${reference}, sent_at = now() where session_id = ${r.id} and status = 'pending'`);
  const values = {
    name: `${r.mentee_first_name} ${r.mentee_last_name}`,
    amount: formatMoney(r.price_cents, 'USD'),
    title: r.title,
    reference,
  };
  await createMentorNotification(tx, {
    mentorId: r.mentor_id,
    type: 'payment_received',
    title: en.payments.sentTitle,
    message: fill(en.payments.sentMessage, values),
    data: { session_id: r.id },
  });
}

/** What the two §9 payment notices are made of: the session, both names and what was charged. */
export type PaidNoticeSource = Pick<
  SessionRow,
  | 'id'
  | 'price_cents'
  | 'mentor_first_name'
  | 'mentor_last_name'
  | 'mentee_first_name'
  | 'mentee_last_name'
  | 'payment_charge_currency'
  | 'payment_charge_minor'
>;

/**
 * The §9 texts of a payment that is in (' for a session' added): `payment_sent` to the mentee,
 * `payment_received` to the mentor, both in dollars; the receipt by email adds what was charged in
 * another currency (decision 056). One wording for the direct payment and the providers' settle.
 */
export function paidNotices(r: PaidNoticeSource) {
  const amount = (r.price_cents / 100).toFixed(2);
  const mentor = `${r.mentor_first_name} ${r.mentor_last_name}`;
  const mentee = `${r.mentee_first_name} ${r.mentee_last_name}`;
  const mailDetail =
    r.payment_charge_currency && r.payment_charge_minor !== null
      ? fill(en.payments.chargedDetail, { amount: formatCharge(r.payment_charge_minor, r.payment_charge_currency) })
      : null;
  return {
    sent: notificationText('payment_sent', { name: mentor, amount, withSession: true }),
    received: notificationText('payment_received', { name: mentee, amount, withSession: true }),
    mailDetail,
  };
}

/** The payment is in: both members are told with the §9 texts (' for a session' added). */
export async function recordPaid(tx: Tx, r: SessionRow) {
  await tx.execute(sql`update payments set status = 'paid', paid_at = now() where session_id = ${r.id} and status in ('pending', 'sent')`);
  const { sent, received, mailDetail } = paidNotices(r);
  const data = { session_id: r.id };
  await createNotification(tx, { recipientId: r.mentee_id, type: 'payment_sent', ...sent, actorId: r.mentor_id, data, mailDetail });
  await createMentorNotification(tx, { mentorId: r.mentor_id, type: 'payment_received', message: received.message, data, mailDetail });
}
