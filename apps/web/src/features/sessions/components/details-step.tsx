import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { Button } from '../../../components/ui/button.tsx';
import type { BookingState } from '../use-booking.ts';
import { BookingDetails } from './booking-details.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { StepFooter } from './step-footer.tsx';

/** Booking's second step: the time chosen (with a way back to change it), then the topic and a note. */
export function DetailsStep({ booking: b, slot, currency }: { booking: BookingState; slot: string; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (b.checkDetails()) b.goTo('review');
      }}
    >
      <BookingSummary
        startsAt={slot}
        length={b.shownLength}
        priceCents={b.priceCents}
        currency={currency}
        mentor={b.mentorClock}
        change={
          <button
            type="button"
            onClick={() => b.goTo('time')}
            className="min-h-10 text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            {t('sessions.change')}
          </button>
        }
      />
      <BookingDetails value={b.details} errors={b.errors} onChange={b.changeDetails} />
      <StepFooter>
        <Button variant="secondary" onClick={() => b.goTo('time')}>
          {t('sessions.back')}
        </Button>
        <Button type="submit">{t('sessions.continue')}</Button>
      </StepFooter>
    </form>
  );
}
