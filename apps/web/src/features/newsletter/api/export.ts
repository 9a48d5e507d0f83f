import { useMutation } from '@tanstack/react-query';
import { fetchDownload, saveFile } from '../../../lib/download.ts';

/** Downloads the active subscribers as the server streams them (SPEC §9 newsletter-subscribers.csv). */
async function downloadCsv(): Promise<string> {
  const response = await fetchDownload('/api/newsletter/export');
  return saveFile(response, await response.blob(), 'newsletter-subscribers.csv');
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: downloadCsv, retry: false });
}
