import type { FastifyInstance, FastifyReply } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from '../lib/app-error.ts';
import { type ByteRange, isPrivateKey, PRIVATE_FILES_PREFIX, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', jpg: 'image/jpeg', png: 'image/png' };

/**
 * The range a `Range` header asks for within `size` bytes: the whole file when there is none or it
 * is not one we serve (several ranges, other units), null when it cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/** Sends a stored file, the range asked for (206) or all of it, never reading more than it sends. */
export async function sendStoredFile(reply: FastifyReply, storage: Storage, key: string, rangeHeader: string | undefined, cache: string) {
  const size = await storage.size(key);
  if (size === null) throw new AppError(404, 'not_found', en.errors.notFound);
  const range = parseRange(rangeHeader, size);
  const extension = key.slice(key.lastIndexOf('.') + 1);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff');
  if (range === null) return reply.status(416).header('content-range', `bytes */${size}`).send();
  if (range === 'whole') return reply.header('content-length', size).send(await storage.read(key));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await storage.read(key, range));
}

/**
 * Private files (message attachments) at /api/files/<key>?expires=…&signature=…: only with a
 * signature the server made for that key, until it expires. Whoever may see the file gets such a
 * URL from the route that showed them what holds it; nobody else can make one. The route is kept
 * out of the API document and the route table: its caller is decided by the signature, not a session.
 */
export function servePrivateFiles(app: FastifyInstance, storage: Storage) {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${PRIVATE_FILES_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const expires = Number(request.query.expires);
      const signature = String(request.query.signature ?? '');
      if (!isPrivateKey(key) || !storage.verifySignature(key, expires, signature))
        throw new AppError(403, 'bad_signature', en.media.linkExpired);
      // The URL is valid until it expires; a browser may keep the file that long, and only in its own cache.
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      return sendStoredFile(reply, storage, key, request.headers.range, `private, max-age=${maxAge}`);
    },
  );
}
