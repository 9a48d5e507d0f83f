import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@prosper/shared/schemas/report';
import { api } from './api-client.ts';

/** Sends a member's report (decision 034); every report dialog of every area goes through it. */
export function useReport() {
  return useMutation({
    mutationFn: (report: ReportInput) => api<{ message: string }>('/api/reports', { method: 'POST', body: report }),
    retry: false,
  });
}
