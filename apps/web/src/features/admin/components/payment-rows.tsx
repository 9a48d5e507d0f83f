import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { AdminDisputeRow, AdminPaymentRow, PaymentList } from '@prosper/shared/schemas/admin-payments';
import { formatCharge } from '@prosper/shared/rules/charge';
import { formatMoney } from '@prosper/shared/rules/money';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dateTimeOf } from '../../../lib/date-time.ts';
import { paths } from '../../../lib/paths.ts';
import type { PaymentListRow } from '../api/payments.ts';
import { Fact } from './fact.tsx';
import { PayoutItem } from './payout-item.tsx';

const DecideDisputeDialog = lazyPart(() => import('./decide-dispute-dialog.tsx'));

/** The facts every row about money shares: references, the price in dollars and the charge, the members. */
function MoneyFacts({
  row,
}: {
  row: Pick<AdminPaymentRow, 'reference' | 'providerReference' | 'amountCents' | 'charged' | 'mentee' | 'mentor'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Fact term={t('adminPayments.reference')}>
        <code>{row.reference}</code>
      </Fact>
      <Fact term={t('adminPayments.providerReference')}>{row.providerReference ? <code>{row.providerReference}</code> : '—'}</Fact>
      <Fact term={t('adminPayments.amount')}>{formatMoney(row.amountCents, 'USD')}</Fact>
      <Fact term={t('adminPayments.charged')}>{formatCharge(row.charged.amountMinor, row.charged.currency as ChargeCurrency)}</Fact>
      <Fact term={t('adminPayments.members')}>
        <Link to={paths.adminMember(row.mentee.id)} className="tap-target text-brand-800 underline">
          {row.mentee.name}
        </Link>
        {' → '}
        <Link to={paths.adminMember(row.mentor.id)} className="tap-target text-brand-800 underline">
          {row.mentor.name}
        </Link>
      </Fact>
    </>
  );
}

function DisputeItem({ row }: { row: AdminDisputeRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Fact term={t('adminPayments.state')}>{t(`adminPayments.disputeStates.${row.status}`)}</Fact>
      <Fact term={t('adminPayments.reportedBy')}>{t(`adminPayments.parties.${row.reportedBy}`)}</Fact>
      <MoneyFacts row={row} />
      <Fact term={t('adminPayments.date')}>{dateTimeOf(row.createdAt)}</Fact>
      {row.note && <Fact term={t('disputes.note')}>{row.note}</Fact>}
      {row.decisionReason && <Fact term={t('adminPayments.reason')}>{row.decisionReason}</Fact>}
      {row.status === 'open' && (
        <div className="sm:col-span-2">
          <Button
            aria-haspopup="dialog"
            aria-label={`${t('adminPayments.decide')}: ${row.title}, ${row.reference}`}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            {t('adminPayments.decide')}
          </Button>
          {opened && (
            <Suspense fallback={null}>
              <DecideDisputeDialog dispute={row} open={open} onOpenChange={setOpen} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}

/** One row of a list, as a card of facts: it reads the same on a phone and a laptop. */
export function PaymentRow<L extends PaymentList>({ list, row }: { list: L; row: PaymentListRow[L] }) {
  const { t } = useTranslation();
  let heading: string;
  let facts: ReactNode;
  if (list === 'mismatches') {
    const m = row as PaymentListRow['mismatches'];
    heading = `${m.provider}: ${m.reason}`;
    facts = (
      <>
        <Fact term={t('adminPayments.reference')}>{m.reference ? <code>{m.reference}</code> : '—'}</Fact>
        <Fact term={t('adminPayments.date')}>{dateTimeOf(m.createdAt)}</Fact>
        <Fact term={t('adminPayments.details')}>
          {Object.entries(m.details)
            .map(([k, v]) => `${k}: ${v ?? '—'}`)
            .join(' · ') || '—'}
        </Fact>
      </>
    );
  } else if (list === 'disputes') {
    const d = row as PaymentListRow['disputes'];
    heading = d.title;
    facts = <DisputeItem row={d} />;
  } else if (list === 'payouts') {
    const p = row as PaymentListRow['payouts'];
    heading = p.title;
    facts = <PayoutItem row={p} />;
  } else if (list === 'refunds') {
    const r = row as PaymentListRow['refunds'];
    heading = r.title;
    facts = (
      <>
        <Fact term={t('adminPayments.state')}>{t(`adminPayments.refundStates.${r.refund.status}`)}</Fact>
        <Fact term={t('adminPayments.reason')}>{r.refund.reason ?? '—'}</Fact>
        <MoneyFacts row={r} />
        <Fact term={t('adminPayments.tabs.refunds')}>{formatCharge(r.refund.amountMinor, r.charged.currency as ChargeCurrency)}</Fact>
        <Fact term={t('adminPayments.date')}>{dateTimeOf(r.refund.requestedAt)}</Fact>
      </>
    );
  } else {
    const p = row as PaymentListRow['payments'];
    heading = p.title;
    facts = (
      <>
        <Fact term={t('adminPayments.state')}>{t(`adminPayments.attemptStates.${p.status}`)}</Fact>
        <MoneyFacts row={p} />
        <Fact term={t('adminPayments.date')}>{dateTimeOf(p.createdAt)}</Fact>
      </>
    );
  }
  return (
    <li className="p-4">
      <h3 className="font-medium text-stone-900 wrap-anywhere">{heading}</h3>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">{facts}</dl>
    </li>
  );
}
