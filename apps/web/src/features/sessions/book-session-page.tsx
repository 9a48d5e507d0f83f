import { PageProblem } from '../../components/ui/page-problem.tsx';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import type { Profile } from '@prosper/shared/schemas/profile';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useBookableMentor } from './api/booking.ts';
import { BookingSteps } from './components/booking-steps.tsx';
import { DetailsStep } from './components/details-step.tsx';
import { MentorHeader } from './components/mentor-header.tsx';
import { ReviewStep } from './components/review-step.tsx';
import { TimeStep } from './components/time-step.tsx';
import { useBooking } from './use-booking.ts';

/**
 * /sessions/book/{id}: book a mentor in three steps, as the best booking pages do it. A time (the
 * length, a day, a free time in the member's own zone), a topic, then a review with the price in the
 * member's currency. A time someone else took meanwhile sends the member back to the fresh times.
 */
export default function BookSessionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useViewer().data;
  const mentor = useBookableMentor(id);
  usePageTitle(t('sessions.book'));
  if (mentor.isPending) return <Spinner label={t('app.loading')} />;
  if (mentor.isError || me?.user.id === id) {
    return (
      <PageProblem
        title={t('sessions.mentorUnavailable')}
        text={mentor.error?.message ?? t('sessions.cannotBookSelf')}
        back={{ to: paths.mentors, label: t('sessions.findMentor') }}
      />
    );
  }
  return <Booking key={id} mentorId={id} mentor={mentor.data} />;
}

function Booking({ mentorId, mentor }: { mentorId: string; mentor: Profile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const booking = useBooking(mentorId, mentor);
  const { step, slot } = booking;

  // A new step's heading takes the focus, so keyboard and screen-reader users start there; unless
  // the step put it on a field itself (back to the topic the server refused).
  const moved = useRef(false);
  const stepSection = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step, which it does not read
  useEffect(() => {
    if (moved.current && !stepSection.current?.contains(document.activeElement)) stepHeading.current?.focus();
    moved.current = true;
  }, [step]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <MentorHeader mentor={mentor} headingId={headingId} />
      <div className="mt-6">
        <BookingSteps step={step} />
      </div>
      <section
        ref={stepSection}
        aria-labelledby={`${headingId}-step`}
        className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id={`${headingId}-step`} ref={stepHeading} tabIndex={-1} className="mb-4 text-lg font-semibold">
          {t(`sessions.steps.${step}`)}
        </h2>
        {step === 'time' && <TimeStep booking={booking} currency={currency} headingId={headingId} />}
        {step === 'details' && slot && <DetailsStep booking={booking} slot={slot} currency={currency} />}
        {step === 'review' && slot && <ReviewStep booking={booking} slot={slot} currency={currency} />}
      </section>
    </div>
  );
}
