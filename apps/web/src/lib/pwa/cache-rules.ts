/**
 * Which requests the service worker keeps a copy of (decision 042), shared by the worker and the
 * page so both name the same caches. Pure: the worker's routes and their tests read the same rules.
 */

/** The API answers the pages read, kept for reading offline; emptied at every sign-in and sign-out. */
export const API_CACHE = 'api';
/** Lazy route chunks (hashed, so never stale) fetched once online. */
export const CHUNK_CACHE = 'chunks';
/** Photos and covers. */
export const IMAGE_CACHE = 'images';

/** The last pages' answers: enough for saved posts, 20 threads with their messages, the profile. */
export const API_CACHE_MAX_ENTRIES = 200;
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Online answers are always fresh; a network slower than this is treated as none. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;
/** A page's HTML waits this long for the server before the cached shell opens instead. */
export const NAVIGATION_NETWORK_TIMEOUT_SECONDS = 5;

/**
 * GET answers never kept: sign-in and tokens, the event stream and realtime, downloads of a whole
 * account or list, sign-ins and payment methods, the admin area, monitoring and media streams.
 */
const NEVER_CACHED =
  /^\/api\/(auth|events|realtime|export|newsletter\/export|admin|sign-ins|security-settings|payment-methods|health|analytics\/web-vitals|alerts|errors|media|places)(\/|$)|\.ics$/;

/** Whether a same-origin request's answer is kept in the API cache (NetworkFirst). */
export function isCachedApiRequest(method: string, pathname: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !NEVER_CACHED.test(pathname);
}

/**
 * A write that changes who is signed in (sign-in, sign-out, two-factor, sign-up, account deletion
 * or restore): the API cache is emptied, so one member's answers never open for another.
 */
export function changesWhoIsSignedIn(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return /^\/api\/(auth|account|accounts)(\/|$)/.test(pathname);
}
