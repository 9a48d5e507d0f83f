import type { FastifyRequest } from 'fastify';
import { findViewer } from '../../auth/viewer.ts';

/**
 * Whether a field report may be kept (decision 041): not when the browser sends Do Not Track or
 * Global Privacy Control, nor for a signed-in member who opted out of analytics. The browser checks
 * the same before sending; the server does not count on it.
 */
export async function mayStoreReport(request: FastifyRequest): Promise<boolean> {
  if (request.headers.dnt === '1' || request.headers['sec-gpc'] === '1') return false;
  // A visitor has no session to look up: no query for them.
  if (!request.headers.cookie) return true;
  const viewer = await findViewer(request);
  return !viewer?.analyticsOptOut;
}
