/** The browse filters as the list's query string holds them. */
export type ProgramFilters = { topic?: string; country?: string; from?: string; to?: string; price?: 'free' | 'paid'; scope?: 'organised' };

/** Query keys of the programs area; every list sits under `lists`. */
export const programKeys = {
  all: ['programs'] as const,
  lists: ['programs', 'list'] as const,
  list: (filters: ProgramFilters) => ['programs', 'list', filters] as const,
  detail: (id: string) => ['programs', 'detail', id] as const,
  applications: (id: string) => ['programs', 'applications', id] as const,
  announcements: (id: string) => ['programs', 'announcements', id] as const,
  participants: (id: string) => ['programs', 'participants', id] as const,
  schedule: (id: string) => ['programs', 'schedule', id] as const,
  certificate: (id: string) => ['programs', 'certificate', id] as const,
};
