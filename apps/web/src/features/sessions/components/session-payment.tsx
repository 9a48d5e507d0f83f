import { Copy } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Currency } from '@prosper/shared/constants/currencies';
import { fullName } from '@prosper/shared/rules/full-name';
import { formatMoney } from '@prosper/shared/rules/money';
import type { PaymentMethodView } from '@prosper/shared/schemas/payment-method';
import type { Session, SessionPayment as Payment } from '@prosper/shared/schemas/session';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { Button } from '../../../components/ui/button.tsx';

// Most visits only read the details: the reference form loads when "I've paid" is first tapped.
const PaymentSentDialog = lazyPart(() => import('./payment-sent-dialog.tsx'));

const PAYPAL_ME = /^https:\/\/(www\.)?paypal\.me\//;

/** The labelled details of one method, in the order a payer types them in; empty optional ones left out. */
function detailsOf(method: PaymentMethodView, t: TFunction): [string, string][] {
  const rows: [string, string][] =
    method.kind === 'mpesa'
      ? [
          [t('payments.tillNumber'), method.tillNumber],
          [t('payments.phone'), method.phone],
        ]
      : method.kind === 'momo'
        ? [
            [t('payments.country'), method.country],
            [t('payments.phone'), method.phone],
          ]
        : method.kind === 'bank'
          ? [
              [t('payments.bankName'), method.bankName],
              [t('payments.accountName'), method.accountName],
              [t('payments.accountNumber'), method.accountNumber],
              [t('payments.branch'), method.branch],
              [t('payments.swift'), method.swift],
            ]
          : [[t(PAYPAL_ME.test(method.address) ? 'payments.paypalLink' : 'payments.paypalEmail'), method.address]];
  return rows.filter(([, value]) => value !== '');
}

/** One detail with a button that copies it, for pasting into the payment app. */
function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  // The label without "(optional)", as the payer reads it.
  const name = label.replace(/\s*\(.*\)$/, '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('payments.copied', { field: name }));
    } catch {
      // No clipboard (an old browser, a denied permission): the value stays on screen to copy by hand.
    }
  };
  const link = PAYPAL_ME.test(value);
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2">
      <dt className="text-sm text-stone-600">{name}</dt>
      <dd className="col-start-1 row-start-2 min-w-0 font-medium break-all text-stone-900">
        {link ? (
          <a href={value} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline-offset-4 hover:underline">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <Button variant="secondary" onClick={copy} aria-label={t('payments.copyLabel', { field: name })}>
          <Copy aria-hidden="true" className="size-4" />
          {t('payments.copy')}
        </Button>
      </dd>
    </div>
  );
}

/**
 * What the mentee of a confirmed paid session needs to pay the mentor directly: the amount in the
 * mentor's currency and their own, the mentor's methods with their details, and "I've paid" to
 * give the reference. The server sends the details to this mentee only, while the payment is open.
 */
export function SessionPayment({ session: s, payment, currency }: { session: Session; payment: Payment; currency: Currency }) {
  const { t } = useTranslation();
  const id = useId();
  const [dialog, setDialog] = useState(false);
  const [opened, setOpened] = useState(false);
  const mentor = fullName(s.mentor);
  const methods = payment.methods ?? [];
  const amounts: [string, string][] = [
    [formatMoney(payment.amountCents, payment.mentorCurrency), t('payments.amountTheirs', { name: mentor })],
  ];
  if (currency !== payment.mentorCurrency) amounts.push([formatMoney(payment.amountCents, currency), t('payments.amountYours')]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {t('payments.payTitle', { name: mentor })}
      </h2>
      <div>
        <p className="text-sm font-medium text-stone-600">{t('payments.amount')}</p>
        <ul className="mt-1 space-y-0.5">
          {amounts.map(([amount, note]) => (
            <li key={note}>
              <span className="text-xl font-semibold text-stone-900">{amount}</span> <span className="text-sm text-stone-700">{note}</span>
            </li>
          ))}
        </ul>
      </div>
      {methods.length === 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('payments.noMethodsYet', { name: mentor })}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('payments.payHint', { name: mentor })}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {methods.map((method, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the mentor's list, in their order, has no ids.
              <li key={i} className="rounded-lg border border-stone-200 p-3">
                <h3 className="font-semibold text-brand-900">{t(`payments.kinds.${method.kind}`)}</h3>
                <dl className="divide-y divide-stone-100">
                  {detailsOf(method, t).map(([label, value]) => (
                    <Detail key={label} label={label} value={value} />
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {s.actions.includes('markPaymentSent') && (
        <Button
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setDialog(true);
          }}
        >
          {t('payments.markSent')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PaymentSentDialog session={s} open={dialog} onOpenChange={setDialog} />
        </Suspense>
      )}
    </section>
  );
}
