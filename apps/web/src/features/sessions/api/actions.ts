import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionAction } from '@prosper/shared/schemas/session';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './keys.ts';
import { sessionPath } from './sessions.ts';

/** The actions answered with the session itself; paying opens the provider's page instead (api/checkout.ts). */
type StepAction = Exclude<SessionAction, 'pay'>;

/** The address of each action under /api/sessions/{id}/, and what it sends. */
const endpoints = {
  confirm: 'confirm',
  decline: 'decline',
  cancel: 'cancel',
  reschedule: 'reschedule',
  acceptReschedule: 'reschedule/accept',
  declineReschedule: 'reschedule/decline',
  complete: 'complete',
  noShow: 'no-show',
  review: 'review',
  replyToReview: 'review/reply',
  markPaymentSent: 'payment/sent',
  confirmPayment: 'payment/confirm',
  reportNoShow: 'payment/dispute',
} as const satisfies Record<StepAction, string>;

type ActionBody = {
  decline: { reason?: string };
  cancel: { reason: string };
  reschedule: { startsAt: string };
  review: { rating: number; comment: string };
  replyToReview: { reply: string };
  markPaymentSent: { reference: string };
  reportNoShow: { note: string };
};

export type ActionCall = {
  [A in StepAction]: A extends keyof ActionBody ? { action: A; body: ActionBody[A] } : { action: A; body?: undefined };
}[StepAction];

/**
 * Does one of the session's `actions`; the answer is the session as it now stands, shown at once.
 * Errors come back to the caller, which shows the server's words.
 */
export function useSessionAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: ActionCall) =>
      api<Session>(`${sessionPath(id)}/${endpoints[action]}`, { method: 'POST', body: body ?? {} }),
    onSuccess: (session) => {
      qc.setQueryData(sessionsKeys.detail(id), session);
      void qc.invalidateQueries({ queryKey: sessionsKeys.lists });
      void qc.invalidateQueries({ queryKey: sessionsKeys.allSlots });
    },
    retry: false,
  });
}
