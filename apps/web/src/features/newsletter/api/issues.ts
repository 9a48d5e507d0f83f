import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssueInput } from '@prosper/shared/schemas/newsletter';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from './keys.ts';

/** The issue as subscribers will read it, rendered and sanitized by the server. */
export function usePreviewIssue() {
  return useMutation({
    mutationFn: (issue: NewsletterIssueInput) => api<{ html: string }>('/api/newsletter/preview', { method: 'POST', body: issue }),
  });
}

export function useTestIssue() {
  return useMutation({
    mutationFn: (issue: NewsletterIssueInput) => api<{ email: string }>('/api/newsletter/test', { method: 'POST', body: issue }),
  });
}

export function useSendIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (issue: NewsletterIssueInput) =>
      api<{ issueId: string; recipients: number }>('/api/newsletter/issues', { method: 'POST', body: issue }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
