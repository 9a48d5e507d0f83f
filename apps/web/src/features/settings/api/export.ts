import { useMutation } from '@tanstack/react-query';
import { en } from '@prosper/shared/i18n/en';
import { ApiError, toApiError } from '../../../lib/api-client.ts';

/** The file name the server gave (SPEC §9 prosper_mentor_data_{userid}_{date}.json). */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'prosper_mentor_data.json';

/**
 * Downloads the member's data and hands it to the browser as a file. The server streams it, so a
 * failure after the first bytes shows only as a file cut short: the text must parse before it is saved.
 */
async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', en.errors.unavailable);
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const text = await response.text().catch(() => '');
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'incomplete', en.errors.internal);
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: downloadMyData, retry: false });
}
