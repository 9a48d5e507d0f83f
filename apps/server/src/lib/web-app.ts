import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, the rest revalidated each time.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` (the API works without it)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The pages painted for visitors are sent at their own address, to visitors only (prerendered-pages.ts).
    allowedPath: (_pathname, _root, request) => !request?.url.startsWith('/prerendered/'),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A GET for a page (not /api, not a file) is answered by the SPA's index.html. */
export function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && path.extname(url) === '';
}

/**
 * The CSP sources of the built page's inline scripts (the theme painted before the first paint):
 * each allowed by its hash, so no other inline script runs.
 */
export function inlineScriptSources(dist: string): string[] {
  const file = path.join(dist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
