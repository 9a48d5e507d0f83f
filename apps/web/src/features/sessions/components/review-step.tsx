import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { Button } from '../../../components/ui/button.tsx';
import type { BookingState } from '../use-booking.ts';
import { BookingSummary } from './booking-summary.tsx';
import { StepFooter } from './step-footer.tsx';

/** Booking's last step: everything chosen, what happens next, and Book Now. */
export function ReviewStep({ booking: b, slot, currency }: { booking: BookingState; slot: string; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <BookingSummary
        startsAt={slot}
        length={b.shownLength}
        priceCents={b.priceCents}
        currency={currency}
        title={b.details.title.trim()}
        note={b.details.note.trim()}
        mentor={b.mentorClock}
      />
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('sessions.confirmNote', { name: b.name })}</li>
        {b.priceCents > 0 && <li>{t('sessions.payDirectly', { name: b.name })}</li>}
      </ul>
      <StepFooter>
        <Button variant="secondary" onClick={() => b.goTo('details')} disabled={b.booking}>
          {t('sessions.back')}
        </Button>
        <Button onClick={b.submit} disabled={b.booking}>
          {b.booking ? t('sessions.booking') : t('sessions.bookNow')}
        </Button>
      </StepFooter>
    </div>
  );
}
