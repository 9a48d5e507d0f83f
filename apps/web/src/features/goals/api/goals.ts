import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Goal, GoalInput, GoalUpdate } from '@prosper/shared/schemas/goal';
import type { MemberSummary, Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { goalKeys } from './keys.ts';

const withCursor = (path: string, cursor: string) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

const goalPages = (queryKey: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api<Page<Goal>>(withCursor(path, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Goal>) => last.nextCursor ?? undefined,
  });

/** My active or archived goals, newest first, a page at a time. */
export const useGoals = (status: 'active' | 'archived') =>
  useInfiniteQuery(goalPages(goalKeys.list(status), `/api/goals?status=${status}`));

/** Goals my mentees shared with me. */
export const useSharedGoals = () => useInfiniteQuery(goalPages(goalKeys.shared, '/api/goals/shared'));

export const useGoal = (id: string) =>
  useQuery({
    queryKey: goalKeys.detail(id),
    queryFn: ({ signal }) => api<Goal>(`/api/goals/${encodeURIComponent(knownRowId(id))}`, { signal }),
  });

/** The mentors I may share a goal with. */
export const useGoalMentors = () =>
  useQuery({ queryKey: goalKeys.mentors, queryFn: () => api<{ items: MemberSummary[] }>('/api/goals/mentors') });

/**
 * A goal changed: its page and every list holding it take it as it is now (no tick flickers back
 * while a list fetches), then the lists fetch again, since it may have moved between them.
 */
function settle(qc: QueryClient, goal: Goal) {
  qc.setQueryData(goalKeys.detail(goal.id), goal);
  qc.setQueriesData<InfiniteData<Page<Goal>, string>>({ queryKey: goalKeys.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((g) => (g.id === goal.id ? goal : g)) })) } : data,
  );
  void qc.invalidateQueries({ queryKey: goalKeys.lists });
}

export function useCreateGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalInput) => api<Goal>('/api/goals', { method: 'POST', body: input }),
    retry: false,
    onSuccess: (goal) => settle(qc, goal),
  });
}

export function useUpdateGoal(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (update: GoalUpdate) => api<Goal>(`/api/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body: update }),
    retry: false,
    onSuccess: (goal) => settle(qc, goal),
  });
}

export function useCheckMilestone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ milestoneId, done }: { milestoneId: string; done: boolean }) =>
      api<Goal>(`/api/goal-milestones/${encodeURIComponent(milestoneId)}`, { method: 'PUT', body: { done } }),
    retry: false,
    onSuccess: (goal) => settle(qc, goal),
  });
}

export function useDeleteGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/goals/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    // The goal's own query is left to expire: removed while its page is still shown, it would be fetched again, and miss.
    onSuccess: () => void qc.invalidateQueries({ queryKey: goalKeys.lists }),
  });
}

export function useShareGoal(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mentorId: string | null) => api<Goal>(`/api/goals/${encodeURIComponent(id)}/share`, { method: 'PUT', body: { mentorId } }),
    retry: false,
    onSuccess: (goal) => settle(qc, goal),
  });
}
