import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import type { SessionLength } from '@prosper/shared/schemas/session';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { FactList } from './fact-list.tsx';
import { SessionWhen } from './session-when.tsx';

/** What is about to be booked, in the member's zone and currency; topic and note once given. */
export function BookingSummary({
  startsAt,
  length,
  priceCents,
  currency,
  title,
  note,
  mentor,
  change,
}: {
  startsAt: string;
  length: SessionLength;
  priceCents: number;
  currency: Currency;
  title?: string;
  note?: string;
  /** The mentor's first name and zone, to show the time on their clock too. */
  mentor?: { firstName: string; zone: string | null };
  /** A way back to change the time. */
  change?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = viewerZone();
  const endsAt = new Date(Date.parse(startsAt) + length * 60_000).toISOString();
  const rows: [string, ReactNode][] = [
    [t('sessions.when'), <SessionWhen key="when" startsAt={startsAt} endsAt={endsAt} zone={zone} other={mentor} />],
    [t('sessions.length'), t('sessions.minutes', { count: length })],
    [t('sessions.price'), priceCents ? formatMoney(priceCents, currency) : t('sessions.free')],
  ];
  if (title !== undefined) rows.push([t('sessions.topic'), title]);
  if (note)
    rows.push([
      t('sessions.note'),
      <span key="note" className="whitespace-pre-line">
        {note}
      </span>,
    ]);
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <FactList facts={rows} />
      {change && <div className="mt-3">{change}</div>}
    </div>
  );
}
