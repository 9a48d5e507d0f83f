import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendInput } from '@prosper/shared/schemas/admin';
import type { Page } from '@prosper/shared/schemas/member';
import type { RemoveContentInput, ReportGroup } from '@prosper/shared/schemas/report';
import type { ReportContentType } from '@prosper/shared/constants/reports';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

type Reported = { contentType: ReportContentType; contentId: string };
type Resolved = { message: string; resolved: number };

/** The queue of open reports, one item per reported thing, the longest waiting first, a page at a time. */
export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ pageParam, signal }) =>
      api<Page<ReportGroup>>(`/api/admin/reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** An action on a queue item; once done the queue, the figures, the member pages and the audit log all refresh. */
function useResolve<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => api<Resolved>(`/api/admin/reports/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useDismissReports = () => useResolve<Reported>('dismiss');
export const useRemoveContent = () => useResolve<RemoveContentInput>('remove');
export const useSuspendAuthor = () => useResolve<Reported & SuspendInput>('suspend');
