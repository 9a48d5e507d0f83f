import { useMutation } from '@tanstack/react-query';
import { en } from '@prosper/shared/i18n/en';
import { ApiError, toApiError } from '../../../lib/api-client.ts';

/** The file name the server gave (SPEC §9 newsletter-subscribers.csv). */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'newsletter-subscribers.csv';

/** Downloads the active subscribers as the server streams them, and hands the browser the file. */
async function downloadCsv(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/newsletter/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', en.errors.unavailable);
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const name = fileNameOf(response);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: downloadCsv, retry: false });
}
