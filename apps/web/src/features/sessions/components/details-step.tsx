import { useEffect, useRef } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@prosper/shared/constants/currencies';
import { Button } from '../../../components/ui/button.tsx';
import { firstInvalidField, showFieldErrors } from '../../../lib/form-errors.ts';
import type { BookingState } from '../use-booking.ts';
import { BookingDetails, DETAIL_FIELDS, type DetailControls, type Details } from './booking-details.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { StepFooter } from './step-footer.tsx';

/**
 * Booking's second step: the time chosen (with a way back to change it), then the topic and a note.
 * A refused Continue shows each error beside its field and takes the focus to the first (decision 025).
 */
export function DetailsStep({ booking: b, slot, currency }: { booking: BookingState; slot: string; currency: Currency }) {
  const { t } = useTranslation();
  const controls: DetailControls = { title: useRef<HTMLInputElement>(null), note: useRef<HTMLTextAreaElement>(null) };
  const focus = (field: keyof Details) => controls[field].current?.focus();
  // Back here because the server refused the topic or note: the first of them takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arriving at the step only
  useEffect(() => {
    const first = firstInvalidField(DETAIL_FIELDS, { ...b.errors });
    if (first) focus(first);
  }, []);
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        const form = {
          setError: (field: string, { message }: ErrorOption) => b.showError(field as keyof Details, message),
          setFocus: focus,
        };
        // Only the topic and note show here; the time was checked when it was chosen.
        if (!showFieldErrors<Details>(form, b.checkDetails(), DETAIL_FIELDS)) b.goTo('review');
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
      <BookingDetails value={b.details} errors={b.errors} onChange={b.changeDetails} controls={controls} />
      <StepFooter>
        <Button variant="secondary" onClick={() => b.goTo('time')}>
          {t('sessions.back')}
        </Button>
        <Button type="submit">{t('sessions.continue')}</Button>
      </StepFooter>
    </form>
  );
}
