import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPrivateKey, isValidKey, UPLOADS_PREFIX } from './storage.ts';

/**
 * Serves local storage at /uploads/. Every key names new content (hashed or unique), so a file
 * never changes under its URL and browsers may keep it for a year without asking again.
 */
export async function serveUploads(app: FastifyInstance, root: string): Promise<void> {
  // @fastify/static warns about a missing root; the first upload may come long after start.
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
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
}
