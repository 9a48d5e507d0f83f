import { useMutation, useQuery } from '@tanstack/react-query';
import { EARNINGS_CSV_FILE_NAME, type MentorEarnings } from '@prosper/shared/schemas/earnings';
import { api } from '../../../lib/api-client.ts';
import { fetchDownload, saveFile } from '../../../lib/download.ts';
import { analyticsKeys } from './keys.ts';

/** The signed-in mentor's money through the providers, by month and currency (decision 056). */
export function useMentorEarnings() {
  return useQuery({
    queryKey: analyticsKeys.earnings(),
    queryFn: ({ signal }) => api<MentorEarnings>('/api/analytics/mentor/earnings', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Downloads the same figures as the server writes them (prosper-earnings.csv). */
async function downloadCsv(): Promise<string> {
  const response = await fetchDownload('/api/analytics/mentor/earnings/export');
  return saveFile(response, await response.blob(), EARNINGS_CSV_FILE_NAME);
}

export function useDownloadEarnings() {
  return useMutation({ mutationFn: downloadCsv, retry: false });
}
