import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@prosper/shared/schemas/member';
import type { Answer, Question, QuestionCard, QuestionInput, QuestionUpdate } from '@prosper/shared/schemas/question';
import { api } from '../../../lib/api-client.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { questionKeys } from './keys.ts';

const withCursor = (path: string, cursor: string) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

/** A list of questions: `search` is the query string the page's address carries (view, q, tags). */
export const questionsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: questionKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api<Page<QuestionCard>>(withCursor(`/api/questions${search ? `?${search}` : ''}`, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<QuestionCard>) => last.nextCursor ?? undefined,
  });

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.detail(id),
    queryFn: ({ signal }) => api<Question>(`/api/questions/${encodeURIComponent(knownRowId(id))}`, { signal }),
  });

export const answersQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: questionKeys.answers(id),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Answer>>(withCursor(`/api/questions/${encodeURIComponent(id)}/answers`, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: Page<Answer>) => last.nextCursor ?? undefined,
  });

/** After any change the question and its answers are read again: counts, scores and the accepted one come from the server. */
function useRefresh(id: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: questionKeys.detail(id) });
    void qc.invalidateQueries({ queryKey: questionKeys.answers(id) });
    void qc.invalidateQueries({ queryKey: questionKeys.lists });
  };
}

export function useAskQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) => api<Question>('/api/questions', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => qc.invalidateQueries({ queryKey: questionKeys.lists }),
  });
}

/** The asker's changes to the title, details and tags. */
export function useUpdateQuestion(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (input: QuestionUpdate) => api<Question>(`/api/questions/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    retry: false,
    onSuccess: refresh,
  });
}

/** Only the lists are read again: the page leaves the deleted question, which would now answer 404. */
export function useDeleteQuestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: () => qc.invalidateQueries({ queryKey: questionKeys.lists }),
  });
}

export function useAnswer(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: string) => api<Answer>(`/api/questions/${encodeURIComponent(id)}/answers`, { method: 'POST', body: { body } }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useUpdateAnswer(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: ({ answerId, body }: { answerId: string; body: string }) =>
      api<Answer>(`/api/answers/${encodeURIComponent(answerId)}`, { method: 'PATCH', body: { body } }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useDeleteAnswer(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: (answerId: string) => api<void>(`/api/answers/${encodeURIComponent(answerId)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useVote(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: ({ answerId, value }: { answerId: string; value: -1 | 0 | 1 }) =>
      api(`/api/answers/${encodeURIComponent(answerId)}/vote`, { method: 'PUT', body: { value } }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useAccept(questionId: string) {
  const refresh = useRefresh(questionId);
  return useMutation({
    mutationFn: (answerId: string | null) =>
      api(`/api/questions/${encodeURIComponent(questionId)}/accepted-answer`, { method: 'PUT', body: { answerId } }),
    retry: false,
    onSuccess: refresh,
  });
}
