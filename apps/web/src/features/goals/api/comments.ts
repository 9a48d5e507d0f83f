import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalComment } from '@prosper/shared/schemas/goal';
import type { Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** A goal's comments, oldest first. */
export const useGoalComments = (goalId: string) =>
  useInfiniteQuery({
    queryKey: goalKeys.comments(goalId),
    queryFn: ({ pageParam, signal }) => {
      const path = `/api/goals/${encodeURIComponent(goalId)}/comments`;
      return api<Page<GoalComment>>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: Page<GoalComment>) => last.nextCursor ?? undefined,
  });

export function useAddGoalComment(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<GoalComment>(`/api/goals/${encodeURIComponent(goalId)}/comments`, { method: 'POST', body: { content } }),
    retry: false,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: goalKeys.comments(goalId) });
      void qc.invalidateQueries({ queryKey: goalKeys.detail(goalId) });
    },
  });
}
