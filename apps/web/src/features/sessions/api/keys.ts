import type { SessionLength, SessionTab } from '@prosper/shared/schemas/session';

/**
 * Query keys of the sessions area. Every list of sessions sits under `lists` (the tabs and the
 * dashboard's next sessions), so one change to a session refreshes them all.
 */
export const sessionsKeys = {
  all: ['sessions'] as const,
  lists: ['sessions', 'list'] as const,
  list: (tab: SessionTab) => ['sessions', 'list', tab] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
  slots: (mentorId: string, length: SessionLength | null) => ['sessions', 'slots', mentorId, length] as const,
  allSlots: ['sessions', 'slots'] as const,
  reviews: (mentorId: string) => ['sessions', 'reviews', mentorId] as const,
  availability: ['sessions', 'availability'] as const,
  paymentMethods: ['sessions', 'payment-methods'] as const,
  payoutAccounts: ['sessions', 'payout-accounts'] as const,
  payoutBanks: (currency: string) => ['sessions', 'payout-banks', currency] as const,
};
