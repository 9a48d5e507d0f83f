import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import { sessionPriceCents } from '@prosper/shared/rules/session-price';
import type { Profile } from '@prosper/shared/schemas/profile';
import { bookingSchema, type SessionLength } from '@prosper/shared/schemas/session';
import { ApiError } from '../../lib/api-client.ts';
import { type FieldMessages, fieldMessages, serverFieldMessages } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { viewerZone } from '../../lib/viewer-zone.ts';
import { useBookSession, useSlots } from './api/booking.ts';
import type { DetailErrors, Details } from './components/booking-details.tsx';
import type { BookingStep } from './components/booking-steps.tsx';

/**
 * The state of booking one mentor: the step, the length and time chosen, the topic and note, and
 * the price. A time someone else took meanwhile sends the member back to the fresh times.
 */
export function useBooking(mentorId: string, mentor: Profile) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Booked from a program's page (?program=…): the session joins that program's schedule.
  const programId = useSearchParams()[0].get('program') || undefined;
  const [length, setLength] = useState<SessionLength | null>(null);
  const slots = useSlots(mentorId, length);
  const first = slots.data?.pages[0];
  // The lengths the mentor offers, kept while another length's times load: the choice stays on the
  // page, and with it the focus of a member moving through it with the arrow keys.
  const [lengths, setLengths] = useState<SessionLength[]>([]);
  if (first && first.lengths !== lengths) setLengths(first.lengths);
  const shownLength = length ?? first?.length ?? 60;
  const hourlyRateCents = first?.hourlyRateCents ?? mentor.mentor?.hourlyRateCents ?? null;
  const [step, setStep] = useState<BookingStep>('time');
  const [slot, setSlot] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>({ title: '', note: '' });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const book = useBookSession();
  const name = fullName(mentor);

  const chooseLength = (next: SessionLength) => {
    if (next === shownLength) return;
    setLength(next);
    setSlot(null);
  };
  const chooseSlot = (next: string) => {
    setSlot(next);
    setNotice(null);
  };
  // Typing in a field clears its own error; the other's stays until it is mended.
  const changeDetails = (next: Details) => {
    setDetails(next);
    setErrors((shown) => ({
      title: next.title === details.title ? shown.title : undefined,
      note: next.note === details.note ? shown.note : undefined,
    }));
  };
  const showError = (field: keyof Details, message: string | undefined) => setErrors((shown) => ({ ...shown, [field]: message }));
  /** The booking as the server will check it: its messages by field, none when it passes. */
  const checkDetails = (): FieldMessages => {
    const parsed = bookingSchema.safeParse({ mentorId, startsAt: slot, length: shownLength, ...details });
    return parsed.success ? {} : fieldMessages(parsed.error);
  };
  const submit = () => {
    if (!slot) return setStep('time');
    book.mutate(
      {
        mentorId,
        startsAt: slot,
        length: shownLength,
        title: details.title.trim(),
        note: details.note.trim(),
        timezone: viewerZone(),
        programId,
      },
      {
        onSuccess: (session) => {
          toast.success(t('sessions.booked', { name }));
          void navigate(paths.session(session.id));
        },
        onError: (error) => {
          toast.error(error.message);
          const fields = serverFieldMessages(error);
          if (error instanceof ApiError && error.status === 409) {
            // The time went to someone else: back to the times as they are now.
            setNotice(error.message);
            setSlot(null);
            setStep('time');
          } else if (fields.title || fields.note) {
            setErrors({ title: fields.title, note: fields.note });
            setStep('details');
          }
        },
      },
    );
  };

  return {
    name,
    step,
    goTo: setStep,
    slots,
    /** The first page of free times of the length shown; none while they load. */
    first,
    lengths,
    shownLength,
    hourlyRateCents,
    priceCents: sessionPriceCents(hourlyRateCents, shownLength),
    slot,
    details,
    errors,
    notice,
    booking: book.isPending,
    mentorClock: { firstName: mentor.firstName, zone: first?.mentorTimezone ?? mentor.mentor?.timezone ?? null },
    chooseLength,
    chooseSlot,
    changeDetails,
    showError,
    checkDetails,
    submit,
  };
}

export type BookingState = ReturnType<typeof useBooking>;
