import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LATE_CANCEL_HOURS, type Session, type SessionPayment } from '@prosper/shared/schemas/session';
import { formatCharge } from '@prosper/shared/rules/charge';
import { fullName } from '@prosper/shared/rules/full-name';
import { formatMoney } from '@prosper/shared/rules/money';
import { Button } from '../../../components/ui/button.tsx';
import { dateTimeOf } from '../../../lib/date-time.ts';
import { useStartCheckout } from '../api/checkout.ts';
import { PayoutState } from './payout-state.tsx';

type Charged = SessionPayment & { charge: NonNullable<SessionPayment['charge']> };

/**
 * A session paid through a provider (Paystack, Flutterwave): the amount in the mentee's charge currency, the
 * refund rule and how long the place is held, both shown before paying; "Pay now" opens the
 * provider's page. Coming back, the payment reads as being checked until the provider confirms it;
 * a refund's state shows to both members until the provider reports it done.
 */
export function ProviderPayment({ session: s, payment, zone }: { session: Session; payment: Charged; zone: string }) {
  const { t } = useTranslation();
  const id = useId();
  const checkout = useStartCheckout(s.id);
  const mentee = s.viewerParty === 'mentee';
  const mentor = fullName(s.mentor);
  const amount = formatCharge(payment.charge.amountMinor, payment.charge.currency);
  const open = payment.status === 'pending';
  const pay = () => checkout.mutate(undefined, { onError: (error) => toast.error(error.message || t('payments.providerUnavailable')) });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {t('payments.payTitle', { name: mentor })}
      </h2>
      <p>
        <span className="text-xl font-semibold text-stone-900">{amount}</span>{' '}
        <span className="text-sm text-stone-700">
          {t('payments.chargeNote', {
            usd: formatMoney(payment.amountCents, 'USD'),
            rate: payment.charge.rate,
            currency: payment.charge.currency,
          })}
        </span>
      </p>
      {payment.charge.feeBearer === 'mentee' && <p className="text-sm text-stone-700">{t('payments.feeOnTop')}</p>}
      {open && payment.checking && (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
          {mentee ? t('payments.checking') : t('payments.checkingMentor', { name: fullName(s.mentee) })}
        </p>
      )}
      {open && payment.holdUntil && (
        <p className="text-sm text-stone-700">
          {mentee
            ? t('payments.holdRule', { when: dateTimeOf(payment.holdUntil, zone) })
            : t('payments.holdRuleMentor', { name: fullName(s.mentee), when: dateTimeOf(payment.holdUntil, zone) })}
        </p>
      )}
      {payment.lateCancelRefund && (
        <p className="text-sm text-stone-700">
          {t(`payments.refundRule.${payment.lateCancelRefund}`, { mentor, hours: LATE_CANCEL_HOURS })}
        </p>
      )}
      {payment.refund && (
        <p role="status" className="rounded-md border border-stone-300 bg-stone-50 p-3 text-sm text-stone-900">
          {t(`payments.refund.${payment.refund.status}`, { amount: formatCharge(payment.refund.amountMinor, payment.refund.currency) })}
        </p>
      )}
      {payment.dispute && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {payment.dispute.status === 'open'
            ? t('disputes.stateOpen', { name: fullName(payment.dispute.reportedBy === 'mentor' ? s.mentor : s.mentee) })
            : payment.dispute.status === 'refunded'
              ? t('disputes.stateRefunded')
              : t('disputes.statePaidMentor')}
        </p>
      )}
      {payment.payout && <PayoutState payout={payment.payout} zone={zone} />}
      {s.actions.includes('pay') && (
        <Button onClick={pay} disabled={checkout.isPending || checkout.isSuccess}>
          {checkout.isPending || checkout.isSuccess ? t('payments.opening') : t('payments.payNowAmount', { amount })}
        </Button>
      )}
    </section>
  );
}
