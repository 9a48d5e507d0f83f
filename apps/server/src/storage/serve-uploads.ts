import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { smallImageUrl } from '@prosper/shared/rules/small-image';
import { isPrivateKey, isValidKey, UPLOADS_PREFIX } from './storage.ts';

/** The browser asks to save data (the Save-Data client hint: `on`, the only value it has). */
export const savesData = (request: FastifyRequest) => /^\s*on\b/i.test(String(request.headers['save-data'] ?? ''));

/**
 * Serves local storage at /uploads/. Every key names new content (hashed or unique), so a file
 * never changes under its URL and browsers may keep it for a year without asking again.
 * An image with a smaller stored copy is answered with that copy when the browser sends
 * `Save-Data: on`, and says `Vary: Save-Data` either way, so no cache hands one to the other.
 */
export async function serveUploads(app: FastifyInstance, root: string): Promise<void> {
  // @fastify/static warns about a missing root; the first upload may come long after start.
  await mkdir(root, { recursive: true });
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.raw.url ?? '/', 'http://uploads');
      const small = smallImageUrl(url.pathname);
      if (small === url.pathname) return;
      reply.header('vary', 'Save-Data');
      // The static handler reads the raw URL, so pointing it at the small copy serves that file.
      if (savesData(request) && (await exists(root, small))) request.raw.url = `${small}${url.search}`;
    });
    await uploads.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      // The web app's instance already decorates the reply with sendFile.
      decorateReply: false,
      list: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // Only what storage could have written: no half-written temporary files, nothing odd, nothing private.
      allowedPath: (pathname) => {
        const key = pathname.replace(/^\//, '');
        return isValidKey(key) && !isPrivateKey(key);
      },
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  });
}

/** Whether the small copy is there: a cover uploaded before its copies existed, or a half-made media folder, has none. */
async function exists(root: string, urlPath: string): Promise<boolean> {
  try {
    const key = decodeURIComponent(urlPath.slice(UPLOADS_PREFIX.length));
    if (!isValidKey(key) || isPrivateKey(key)) return false;
    await access(path.join(root, key));
    return true;
  } catch {
    return false;
  }
}
