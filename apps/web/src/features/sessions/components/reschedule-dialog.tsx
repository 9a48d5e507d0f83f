import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Session } from '@prosper/shared/schemas/session';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSessionAction } from '../api/actions.ts';
import { useSlots } from '../api/booking.ts';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';
import { SlotPicker } from './slot-picker.tsx';

/**
 * Proposes a new time from the mentor's free times of the same length; the other member accepts
 * or declines it, and until then the session keeps its time. Loaded when first opened.
 */
export default function RescheduleDialog({
  session,
  open,
  onOpenChange,
}: {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const slots = useSlots(session.mentor.id, session.durationMinutes);
  const mutation = useSessionAction(session.id);
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(otherMember(session));
  const send = () => {
    if (!slot) return;
    mutation.mutate(
      { action: 'reschedule', body: { startsAt: slot } },
      {
        onSuccess: () => {
          toast.success(t('sessions.rescheduleProposed', { name }));
          onOpenChange(false);
        },
        onError: (failure) => {
          setError(failure.message);
          if (failure instanceof ApiError && failure.status === 409) {
            setSlot(null);
            void slots.refetch();
          }
        },
      },
    );
  };
  return (
    <Dialog
      wide
      title={t('sessions.rescheduleTitle')}
      description={t('sessions.rescheduleText', { name })}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('sessions.close')}
    >
      <div className="mt-4 space-y-4">
        <SlotPicker
          query={slots}
          value={slot}
          onChange={(next) => {
            setSlot(next);
            setError(null);
          }}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('sessions.back')}
          </Button>
          <Button onClick={send} disabled={!slot || mutation.isPending}>
            {t('sessions.sendProposal')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
