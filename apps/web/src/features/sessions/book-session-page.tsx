import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { formatMoney } from '@prosper/shared/rules/money';
import { sessionPriceCents } from '@prosper/shared/rules/session-price';
import { bookingSchema, type SessionLength } from '@prosper/shared/schemas/session';
import { paths } from '../../lib/paths.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { viewerZone } from '../../lib/viewer-zone.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useBookableMentor, useBookSession, useSlots } from './api/booking.ts';
import { BookingDetails, type DetailErrors, type Details } from './components/booking-details.tsx';
import { BookingSteps, type BookingStep } from './components/booking-steps.tsx';
import { BookingSummary } from './components/booking-summary.tsx';
import { LengthChoice } from './components/length-choice.tsx';
import { MentorHeader } from './components/mentor-header.tsx';
import { SlotPicker } from './components/slot-picker.tsx';
import { fullName } from '@prosper/shared/rules/full-name';

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
      <div role="alert" className="mx-auto max-w-2xl px-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{t('sessions.mentorUnavailable')}</h1>
        <p className="mt-2 text-stone-700">{mentor.error?.message ?? t('sessions.cannotBookSelf')}</p>
        <Link to={paths.mentors} className={buttonClass('primary', 'mt-6')}>
          {t('sessions.findMentor')}
        </Link>
      </div>
    );
  }
  return <Booking key={id} mentorId={id} mentor={mentor.data} />;
}

function Booking({ mentorId, mentor }: { mentorId: string; mentor: NonNullable<ReturnType<typeof useBookableMentor>['data']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const [length, setLength] = useState<SessionLength | null>(null);
  const slots = useSlots(mentorId, length);
  const first = slots.data?.pages[0];
  const shownLength = length ?? first?.length ?? 60;
  const hourlyRateCents = first?.hourlyRateCents ?? mentor.mentor?.hourlyRateCents ?? null;
  const priceCents = sessionPriceCents(hourlyRateCents, shownLength);
  const [step, setStep] = useState<BookingStep>('time');
  const [slot, setSlot] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>({ title: '', note: '' });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const book = useBookSession();
  const name = fullName(mentor);
  const mentorClock = { firstName: mentor.firstName, zone: first?.mentorTimezone ?? mentor.mentor?.timezone ?? null };

  // A new step's heading takes the focus, so keyboard and screen-reader users start there.
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step, which it does not read
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: BookingStep) => setStep(next);
  const checkDetails = () => {
    const parsed = bookingSchema.safeParse({ mentorId, startsAt: slot, length: shownLength, ...details });
    if (parsed.success) return true;
    const found: DetailErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'title' || key === 'note') && !found[key]) found[key] = issue.message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const submit = () => {
    if (!slot) return goTo('time');
    book.mutate(
      { mentorId, startsAt: slot, length: shownLength, title: details.title.trim(), note: details.note.trim(), timezone: viewerZone() },
      {
        onSuccess: (session) => {
          toast.success(t('sessions.booked', { name }));
          void navigate(paths.session(session.id));
        },
        onError: (error) => {
          toast.error(error.message);
          if (error instanceof ApiError && error.status === 409) {
            // The time went to someone else: back to the times as they are now.
            setNotice(error.message);
            setSlot(null);
            goTo('time');
          } else if (error instanceof ApiError && (error.fields.title || error.fields.note)) {
            setErrors({ title: error.fields.title, note: error.fields.note });
            goTo('details');
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <MentorHeader mentor={mentor} headingId={headingId} />
      <div className="mt-6">
        <BookingSteps step={step} />
      </div>
      <section aria-labelledby={`${headingId}-step`} className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id={`${headingId}-step`} ref={stepHeading} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
          {t(`sessions.steps.${step}`)}
        </h2>
        {step === 'time' && (
          <div className="space-y-6">
            {first && first.lengths.length > 1 && (
              <LengthChoice
                lengths={first.lengths}
                value={shownLength}
                hourlyRateCents={hourlyRateCents}
                currency={currency}
                onChange={(next) => {
                  if (next === shownLength) return;
                  setLength(next);
                  setSlot(null);
                }}
              />
            )}
            {notice && (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {notice}
              </p>
            )}
            <SlotPicker
              query={slots}
              value={slot}
              onChange={(next) => {
                setSlot(next);
                setNotice(null);
              }}
            />
            {first && (
              <StepFooter>
                <p className="text-sm text-stone-700">
                  {t('sessions.price')}:{' '}
                  <strong className="text-stone-900">{priceCents ? formatMoney(priceCents, currency) : t('sessions.free')}</strong> ·{' '}
                  {t('sessions.minutes', { count: shownLength })}
                </p>
                <Button onClick={() => goTo('details')} disabled={!slot} aria-describedby={slot ? undefined : `${headingId}-choose`}>
                  {t('sessions.continue')}
                </Button>
                {!slot && (
                  <p id={`${headingId}-choose`} className="sr-only">
                    {t('sessions.chooseTime')}
                  </p>
                )}
              </StepFooter>
            )}
          </div>
        )}
        {step === 'details' && slot && (
          <form
            noValidate
            className="space-y-6"
            onSubmit={(e) => {
              e.preventDefault();
              if (checkDetails()) goTo('review');
            }}
          >
            <BookingSummary
              startsAt={slot}
              length={shownLength}
              priceCents={priceCents}
              currency={currency}
              mentor={mentorClock}
              change={
                <button
                  type="button"
                  onClick={() => goTo('time')}
                  className="min-h-10 text-sm font-medium text-brand-800 underline underline-offset-2"
                >
                  {t('sessions.change')}
                </button>
              }
            />
            <BookingDetails
              value={details}
              errors={errors}
              onChange={(next) => {
                setDetails(next);
                setErrors({});
              }}
            />
            <StepFooter>
              <Button variant="secondary" onClick={() => goTo('time')}>
                {t('sessions.back')}
              </Button>
              <Button type="submit">{t('sessions.continue')}</Button>
            </StepFooter>
          </form>
        )}
        {step === 'review' && slot && (
          <div className="space-y-4">
            <BookingSummary
              startsAt={slot}
              length={shownLength}
              priceCents={priceCents}
              currency={currency}
              title={details.title.trim()}
              note={details.note.trim()}
              mentor={mentorClock}
            />
            <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
              <li>{t('sessions.confirmNote', { name })}</li>
              {priceCents > 0 && <li>{t('sessions.payDirectly', { name })}</li>}
            </ul>
            <StepFooter>
              <Button variant="secondary" onClick={() => goTo('details')} disabled={book.isPending}>
                {t('sessions.back')}
              </Button>
              <Button onClick={submit} disabled={book.isPending}>
                {book.isPending ? t('sessions.booking') : t('sessions.bookNow')}
              </Button>
            </StepFooter>
          </div>
        )}
      </section>
    </div>
  );
}

function StepFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4 [&>p:first-child]:mr-auto">{children}</div>
  );
}
