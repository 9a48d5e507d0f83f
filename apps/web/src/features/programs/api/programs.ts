import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type {
  Certificate,
  Program,
  ProgramAnnouncement,
  ProgramApplication,
  ProgramCard,
  ProgramInput,
  ScheduleItem,
} from '@prosper/shared/schemas/program';
import type { MemberSummary } from '@prosper/shared/schemas/member';
import type { ProgramDecision, ProgramStatus } from '@prosper/shared/rules/program-status';
import { api } from '../../../lib/api-client.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { type ProgramFilters, programKeys } from './keys.ts';

const programPath = (id: string) => `/api/programs/${encodeURIComponent(id)}`;

/** One page after another of a list the server pages with a cursor. */
const pages = <Item>(path: string, key: readonly unknown[]) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<Page<Item>>(pageParam ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(pageParam)}` : path, { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Item>) => last.nextCursor ?? undefined,
  });

export const programsQuery = (filters: ProgramFilters) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]).toString();
  return pages<ProgramCard>(`/api/programs${query ? `?${query}` : ''}`, programKeys.list(filters));
};

export const programQuery = (id: string) =>
  queryOptions({ queryKey: programKeys.detail(id), queryFn: ({ signal }) => api<Program>(programPath(knownRowId(id)), { signal }) });

export const applicationsQuery = (id: string) => pages<ProgramApplication>(`${programPath(id)}/applications`, programKeys.applications(id));
export const announcementsQuery = (id: string) =>
  pages<ProgramAnnouncement>(`${programPath(id)}/announcements`, programKeys.announcements(id));
export const participantsQuery = (id: string) => pages<MemberSummary>(`${programPath(id)}/participants`, programKeys.participants(id));
export const scheduleQuery = (id: string) =>
  queryOptions({
    queryKey: programKeys.schedule(id),
    queryFn: ({ signal }) => api<{ items: ScheduleItem[] }>(`${programPath(id)}/schedule`, { signal }),
  });
export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: programKeys.certificate(id),
    queryFn: ({ signal }) => api<Certificate>(`/api/program-certificates/${encodeURIComponent(knownRowId(id))}`, { signal }),
  });

/** Stores a cover image and answers its address, to save with the program. */
export function useUploadProgramImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<{ imageUrl: string }>('/api/programs/images', { method: 'POST', body });
    },
    retry: false,
  });
}

export function useCreateProgram() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgramInput) => api<Program>('/api/programs', { method: 'POST', body: input }),
    onSuccess: (program) => {
      qc.setQueryData(programKeys.detail(program.id), program);
      void qc.invalidateQueries({ queryKey: programKeys.lists });
    },
  });
}

/** The organiser moves the program on (or changes it): the page and the lists follow. */
export function useUpdateProgram(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ProgramInput> & { status?: ProgramStatus }) =>
      api<Program>(programPath(id), { method: 'PATCH', body: change }),
    onSuccess: (program) => {
      qc.setQueryData(programKeys.detail(id), program);
      void qc.invalidateQueries({ queryKey: programKeys.lists });
    },
  });
}

export function useApply(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: string[]) => api<ProgramApplication>(`${programPath(id)}/applications`, { method: 'POST', body: { answers } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: programKeys.detail(id) }),
  });
}

/** Accept, decline, waitlist or mark completed: the review list and the places taken follow. */
export function useDecide(programId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, decision }: { applicationId: string; decision: ProgramDecision | 'completed' }) =>
      decision === 'completed'
        ? api<ProgramApplication>(`/api/program-applications/${encodeURIComponent(applicationId)}/completion`, { method: 'POST' })
        : api<ProgramApplication>(`/api/program-applications/${encodeURIComponent(applicationId)}/decision`, {
            method: 'POST',
            body: { decision },
          }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: programKeys.applications(programId) });
      void qc.invalidateQueries({ queryKey: programKeys.detail(programId) });
      void qc.invalidateQueries({ queryKey: programKeys.participants(programId) });
    },
  });
}

export function useAnnounce(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<ProgramAnnouncement>(`${programPath(id)}/announcements`, { method: 'POST', body: { body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: programKeys.announcements(id) }),
  });
}
