import type { AdminMembersFilters } from '@prosper/shared/schemas/admin';

/**
 * Query keys of the admin area, all under one root: an action on a member refreshes the lists,
 * their page, the overview's figures and the audit log at once by invalidating `all`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  members: ['admin', 'members'] as const,
  memberList: (filters: AdminMembersFilters) => ['admin', 'members', 'list', filters] as const,
  member: (id: string) => ['admin', 'members', 'detail', id] as const,
  auditLog: ['admin', 'audit-log'] as const,
  reports: ['admin', 'reports'] as const,
  health: (days: string) => ['admin', 'health', days] as const,
  payments: ['admin', 'payments'] as const,
  paymentList: (list: string, q: string) => ['admin', 'payments', list, q] as const,
  paymentCountries: ['admin', 'payment-countries'] as const,
  chargeRates: ['admin', 'charge-rates'] as const,
  smsCountries: ['admin', 'sms-countries'] as const,
  channelHealth: ['admin', 'health', 'channels'] as const,
};
