import { useTranslation } from 'react-i18next';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import { formatCharge } from '@prosper/shared/rules/charge';
import type { SessionPayout } from '@prosper/shared/schemas/payout';
import { dateTimeOf } from '../../../lib/date-time.ts';

/**
 * On a paid session's page, its mentor's payout (decision 055): when it is due, held by a no-show,
 * waiting for a payout account, sent, paid, or failed and to be tried again. The server sends it to
 * the mentor only.
 */
export function PayoutState({ payout, zone }: { payout: SessionPayout; zone: string }) {
  const { t } = useTranslation();
  const amount = payout.amountMinor === null ? '' : formatCharge(payout.amountMinor, payout.currency as ChargeCurrency);
  const text =
    payout.state === 'waiting'
      ? t('payouts.stateWaiting', { date: dateTimeOf(payout.dueAt, zone) })
      : payout.state === 'held'
        ? t('payouts.stateHeld')
        : payout.state === 'waiting_account'
          ? t('payouts.stateWaitingAccount', { currency: payout.currency })
          : payout.state === 'queued'
            ? t('payouts.stateQueued', { amount })
            : payout.state === 'sent'
              ? t('payouts.stateSent', { amount })
              : payout.state === 'paid'
                ? t('payouts.statePaid', { amount, date: dateTimeOf(payout.paidAt ?? payout.dueAt, zone) })
                : t('payouts.stateFailed', { amount, reason: payout.failureReason ?? '' });
  const tone = payout.state === 'failed' ? 'border-red-300 bg-red-50 text-red-900' : 'border-stone-300 bg-stone-50 text-stone-900';
  return (
    <p role="status" className={`rounded-md border p-3 text-sm ${tone}`}>
      {text}
    </p>
  );
}
