import { useMutation } from '@tanstack/react-query';
import * as en from '@prosper/shared/i18n/en/index';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchDownload, saveFile } from '../../../lib/download.ts';

/**
 * Downloads the member's data (SPEC §9 prosper_mentor_data_{userid}_{date}.json). The server streams
 * it, so a failure after the first bytes shows only as a file cut short: the text must parse before it is saved.
 */
async function downloadMyData(): Promise<string> {
  const response = await fetchDownload('/api/export');
  const text = await response.text().catch(() => '');
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'incomplete', en.errors.internal);
  }
  return saveFile(response, new Blob([text], { type: 'application/json' }), 'prosper_mentor_data.json');
}

export function useExportData() {
  return useMutation({ mutationFn: downloadMyData, retry: false });
}
