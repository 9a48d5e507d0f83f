import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import { Button } from '../../../components/ui/button.tsx';
import type { BookingState } from '../use-booking.ts';
import { LengthChoice } from './length-choice.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { StepFooter } from './step-footer.tsx';

/** Booking's first step: the length (when the mentor offers several), a day and a free time. */
export function TimeStep({ booking: b, currency, headingId }: { booking: BookingState; currency: Currency; headingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {b.lengths.length > 1 && (
        <LengthChoice
          lengths={b.lengths}
          value={b.shownLength}
          hourlyRateCents={b.hourlyRateCents}
          currency={currency}
          onChange={b.chooseLength}
        />
      )}
      {b.notice && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {b.notice}
        </p>
      )}
      <SlotPicker query={b.slots} value={b.slot} onChange={b.chooseSlot} />
      {b.first && (
        <StepFooter>
          <p className="text-sm text-stone-700">
            {t('sessions.price')}:{' '}
            <strong className="text-stone-900">{b.priceCents ? formatMoney(b.priceCents, currency) : t('sessions.free')}</strong> ·{' '}
            {t('sessions.minutes', { count: b.shownLength })}
          </p>
          <Button onClick={() => b.goTo('details')} disabled={!b.slot} aria-describedby={b.slot ? undefined : `${headingId}-choose`}>
            {t('sessions.continue')}
          </Button>
          {!b.slot && (
            <p id={`${headingId}-choose`} className="sr-only">
              {t('sessions.chooseTime')}
            </p>
          )}
        </StepFooter>
      )}
    </div>
  );
}
