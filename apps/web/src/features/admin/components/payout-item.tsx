import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'react-router';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { AdminPayoutRow } from '@prosper/shared/schemas/admin-payments';
import { formatCharge } from '@prosper/shared/rules/charge';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { dateTimeOf } from '../../../lib/date-time.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useResendPayoutOtp } from '../api/payments.ts';
import { Fact } from './fact.tsx';

const PayoutOtpDialog = lazyPart(() => import('./payout-otp-dialog.tsx'));

/** A transfer Paystack holds for its OTP (decision 061): enter it in a dialog, or have it sent again. */
function OtpActions({ row }: { row: AdminPayoutRow }) {
  const { t } = useTranslation();
  const resend = useResendPayoutOtp(row.id);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const which = `${row.title}, ${row.reference}`;
  return (
    // A term and its actions, as the list of facts around it asks (dt/dd groups).
    <div className="sm:col-span-2">
      <dt className="sr-only">{t('adminPayments.otp')}</dt>
      <dd className="flex flex-wrap gap-2">
        <Button
          aria-haspopup="dialog"
          aria-label={`${t('adminPayments.enterOtp')}: ${which}`}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {t('adminPayments.enterOtp')}
        </Button>
        <Button
          variant="secondary"
          aria-label={`${t('adminPayments.resendOtp')}: ${which}`}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast.success(t('adminPayments.otpResent')),
              onError: (error) => toast.error(error.message || t('adminPayments.otpFailed')),
            })
          }
        >
          {t('adminPayments.resendOtp')}
        </Button>
        {opened && (
          <Suspense fallback={null}>
            <PayoutOtpDialog payout={row} open={open} onOpenChange={setOpen} />
          </Suspense>
        )}
      </dd>
    </div>
  );
}

/** A payout to a mentor in the admin's list (decision 061): where it stands at the provider, and why it failed if it did. */
export function PayoutItem({ row }: { row: AdminPayoutRow }) {
  const { t } = useTranslation();
  const currency = row.amount.currency as ChargeCurrency;
  return (
    <>
      <Fact term={t('adminPayments.state')}>{t(`adminPayments.payoutStates.${row.status}`)}</Fact>
      <Fact term={t('adminPayments.mentor')}>
        {row.mentor ? (
          <Link to={paths.adminMember(row.mentor.id)} className="tap-target text-brand-800 underline">
            {row.mentor.name}
          </Link>
        ) : (
          t('adminPayments.deletedMentor')
        )}
      </Fact>
      <Fact term={t('adminPayments.paidOut')}>{formatCharge(row.amount.amountMinor, currency)}</Fact>
      <Fact term={t('adminPayments.platformFee')}>{formatCharge(row.platformFeeMinor, currency)}</Fact>
      <Fact term={t('adminPayments.provider')}>{`${row.provider} (${row.country})`}</Fact>
      <Fact term={t('adminPayments.reference')}>
        <code>{row.reference}</code>
      </Fact>
      <Fact term={t('adminPayments.providerReference')}>{row.providerReference ? <code>{row.providerReference}</code> : '—'}</Fact>
      <Fact term={t('adminPayments.tries')}>{row.tries}</Fact>
      <Fact term={t('adminPayments.due')}>{dateTimeOf(row.dueAt)}</Fact>
      <Fact term={t('adminPayments.sent')}>{row.sentAt ? dateTimeOf(row.sentAt) : '—'}</Fact>
      {row.paidAt && <Fact term={t('adminPayments.paid')}>{dateTimeOf(row.paidAt)}</Fact>}
      {row.failureReason && <Fact term={t('adminPayments.failureReason')}>{row.failureReason}</Fact>}
      {row.status === 'awaiting_otp' && <OtpActions row={row} />}
    </>
  );
}
