import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import { zoneLabel } from '@prosper/shared/rules/zone-label';
import type { SessionLength } from '@prosper/shared/schemas/session';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { rangeOf } from '../time-format.ts';
import { FactList } from './fact-list.tsx';

/** What is about to be booked, in the member's zone and currency; topic and note once given. */
export function BookingSummary({
  startsAt,
  length,
  priceCents,
  currency,
  title,
  note,
  change,
}: {
  startsAt: string;
  length: SessionLength;
  priceCents: number;
  currency: Currency;
  title?: string;
  note?: string;
  /** A way back to change the time. */
  change?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = viewerZone();
  const endsAt = new Date(Date.parse(startsAt) + length * 60_000).toISOString();
  const rows: [string, ReactNode][] = [
    [
      t('sessions.when'),
      <span key="when">
        <span className="block">{rangeOf(startsAt, endsAt, zone)}</span>
        <span className="block text-sm text-stone-600">{zoneLabel(zone, startsAt)}</span>
      </span>,
    ],
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
