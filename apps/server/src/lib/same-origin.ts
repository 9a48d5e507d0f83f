import type { FastifyInstance } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a request that names another origin is refused whatever its cookies.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: string[]) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site' || (origin !== undefined && !trustedOrigins.includes(origin));
    if (crossSite) throw new AppError(403, 'cross_site', en.errors.crossSite);
  });
}
