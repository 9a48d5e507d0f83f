import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE_PREFIX } from '../auth/auth.ts';

/** The session cookie, under its plain name or its `__Secure-` one (served over https). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/**
 * The pages the build painted for visitors (apps/web/scripts/prerender.mjs, decision 069), by path:
 * `dist/prerendered/about.html` is `/about`. Read once at start; none when the build made none.
 */
export function prerenderedPages(dist: string): (request: FastifyRequest) => string | null {
  const folder = path.join(dist, 'prerendered');
  const pages = new Map(
    (existsSync(folder) ? readdirSync(folder) : [])
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, `prerendered/${file}`]),
  );
  /**
   * The painted page for this request, if it is the one it asks for: a visitor's (a member's page
   * has their name and menu, so a session cookie gets the app shell), at the bare address (a query
   * such as `/auth?tab=signup` shows another page than the one painted).
   */
  return (request) => {
    const [pathname = '', query] = request.url.split('?');
    const file = pages.get(pathname);
    if (!file || query !== undefined || SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    return file;
  };
}
