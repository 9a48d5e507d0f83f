import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Session, SessionAction } from '@prosper/shared/schemas/session';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { useSessionAction } from '../api/actions.ts';
import type { DialogAction } from './action-dialog.tsx';

// Dialogs load when first opened: most visits only look.
const ActionDialog = lazyPart(() => import('./action-dialog.tsx'));
const RescheduleDialog = lazyPart(() => import('./reschedule-dialog.tsx'));
const ReportNoShowDialog = lazyPart(() => import('./report-no-show-dialog.tsx'));

/** Actions done at once, with the toast each says when done. */
const direct = {
  confirm: 'sessions.confirmed',
  acceptReschedule: 'sessions.rescheduleAccepted',
  declineReschedule: 'sessions.rescheduleDeclined',
  confirmPayment: 'sessions.paymentConfirmed',
} as const;
type DirectAction = keyof typeof direct;
/** What opens a dialog of its own. */
type Opened = DialogAction | 'reschedule' | 'reportNoShow';

/** The order buttons stand in, the first the likeliest, and how each looks. */
const buttons = [
  { action: 'confirm', label: 'sessions.confirm', variant: 'primary' },
  { action: 'decline', label: 'sessions.decline', variant: 'secondary' },
  { action: 'acceptReschedule', label: 'sessions.acceptReschedule', variant: 'primary' },
  { action: 'declineReschedule', label: 'sessions.declineReschedule', variant: 'secondary' },
  { action: 'confirmPayment', label: 'sessions.confirmPayment', variant: 'primary' },
  { action: 'complete', label: 'sessions.complete', variant: 'secondary' },
  { action: 'reschedule', label: 'sessions.reschedule', variant: 'secondary' },
  { action: 'noShow', label: 'sessions.noShow', variant: 'secondary' },
  // Paid through a provider: the other member's absence is reported as a dispute (decision 051).
  { action: 'reportNoShow', label: 'disputes.reportTitle', variant: 'secondary' },
  { action: 'cancel', label: 'sessions.cancel', variant: 'secondary' },
] as const satisfies readonly {
  action: DirectAction | DialogAction | 'reschedule' | 'reportNoShow';
  label: string;
  variant: ButtonVariant;
}[];

/**
 * The buttons for what the viewer may do with a session now, exactly as the server lists them in
 * `actions`, limited to `only` where a screen offers fewer (a list row). Each names the session for
 * screen readers when several sit on one page.
 */
export function SessionActions({ session, only, label }: { session: Session; only?: readonly SessionAction[]; label?: string }) {
  const { t } = useTranslation();
  const mutation = useSessionAction(session.id);
  const [dialog, setDialog] = useState<Opened | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const shown = buttons.filter(({ action }) => session.actions.includes(action) && (!only || only.includes(action)));
  if (shown.length === 0) return null;

  const run = (action: DirectAction | Opened) => {
    if (action in direct) {
      const key = action as DirectAction;
      mutation.mutate({ action: key }, { onSuccess: () => toast.success(t(direct[key])), onError: (error) => toast.error(error.message) });
      return;
    }
    setOpened(action as Opened);
    setDialog(action as Opened);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {shown.map(({ action, label: text, variant }) => {
        // A request not yet answered is withdrawn rather than cancelled, as the mentee sees it; a no-show names who did not come.
        const words =
          action === 'cancel' && session.status === 'requested'
            ? t('sessions.cancelRequest')
            : action === 'reportNoShow'
              ? t(session.viewerParty === 'mentor' ? 'disputes.menteeAbsent' : 'disputes.mentorAbsent')
              : t(text);
        return (
          <Button
            key={action}
            variant={variant}
            disabled={mutation.isPending}
            onClick={() => run(action)}
            aria-label={label ? `${words}: ${label}` : undefined}
            aria-haspopup={action in direct ? undefined : 'dialog'}
            className={action === 'cancel' || action === 'noShow' || action === 'reportNoShow' ? 'text-red-800' : undefined}
          >
            {words}
          </Button>
        );
      })}
      <Suspense fallback={null}>
        {opened === 'reportNoShow' && (
          <ReportNoShowDialog
            session={session}
            open={dialog === 'reportNoShow'}
            onOpenChange={(open) => setDialog(open ? 'reportNoShow' : null)}
          />
        )}
        {opened && opened !== 'reschedule' && opened !== 'reportNoShow' && (
          <ActionDialog
            action={opened}
            session={session}
            open={dialog === opened}
            onOpenChange={(open) => setDialog(open ? opened : null)}
          />
        )}
        {opened === 'reschedule' && (
          <RescheduleDialog
            session={session}
            open={dialog === 'reschedule'}
            onOpenChange={(open) => setDialog(open ? 'reschedule' : null)}
          />
        )}
      </Suspense>
    </div>
  );
}
