import * as en from '@prosper/shared/i18n/en/index';
import { ApiError, toApiError } from './api-client.ts';

/** Asks for a file the server streams; a refusal or a lost connection is an ApiError, as from `api`. */
export async function fetchDownload(path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', en.errors.unavailable);
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  return response;
}

/** Hands the browser a file, named as the server's Content-Disposition says or else `fallbackName`; answers the name. */
export function saveFile(response: Response, blob: Blob, fallbackName: string): string {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
