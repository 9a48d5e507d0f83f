import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range, as HTTP's Range header names one. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live. Only local disk exists today (DATA_DIR/uploads); the interface is kept
 * to what an S3 implementation can also do (streams in and out, ranges, presigned URLs), so one can
 * be added later without touching callers. Keys under `private/` are never served publicly: only
 * through `signedUrl`, which expires.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Writes a stream to `key` whole or not at all (a failed stream leaves nothing); the bytes written. */
  putStream(key: string, body: Readable): Promise<number>;
  /** The file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The file's bytes, or some of them; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deleting a key that does not exist is fine: callers clean up without checking first. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `folder/`: a member's own folders, when their account is erased. */
  deleteFolder(folder: string): Promise<void>;
  /** The path members' browsers load, e.g. `/uploads/avatars/ab12.webp`. Public keys only. */
  url(key: string): string;
  /** A URL for a private key that works until `expiresAt` (seconds since 1970), and for nobody after. */
  signedUrl(key: string, expiresAt: number): string;
  /** Whether a signature made by signedUrl holds for this key and time, and the time has not passed. */
  verifySignature(key: string, expiresAt: number, signature: string): boolean;
};

export const UPLOADS_PREFIX = '/uploads/';
export const PRIVATE_FILES_PREFIX = '/api/files/';
export const PRIVATE_FOLDER = 'private';

// Segments start with a letter or digit, so no '.', '..', empty segment or hidden file can be named.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Keys are ours (e.g. `avatars/<id>.webp`), never a member's file name; anything else is a bug. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key) && !key.includes('..');
}

export const isPrivateKey = (key: string) => key.startsWith(`${PRIVATE_FOLDER}/`);

function checkKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The HMAC of a key and its expiry under the server's secret, base64url. */
function sign(secret: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('base64url');
}

/**
 * Files under `root`. The content type is not stored: when served, it comes from the key's
 * extension, so keys must end in the extension that matches what was put.
 */
export function createLocalStorage(root: string, secret: string): Storage {
  const absoluteRoot = path.resolve(root);
  // A key of its own for URLs, derived from the server's secret, so a signature is good for nothing else.
  const signingKey = createHmac('sha256', secret).update('prosper:storage-urls').digest('base64url');
  const fileFor = (key: string) => {
    checkKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  // Readers see the old file or the whole new one, never half of it. The temporary name is a
  // dotfile, which the key rules and the static server both refuse, so it is never served.
  async function writeAtomically(key: string, write: (temporary: string) => Promise<void>) {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body) {
      await writeAtomically(key, async (temporary) => {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },

    async putStream(key, body) {
      let written = 0;
      await writeAtomically(key, async (temporary) => {
        const out = createWriteStream(temporary, { flags: 'wx' });
        body.on('data', (chunk: Buffer) => {
          written += chunk.length;
        });
        await pipeline(body, out);
      });
      return written;
    },

    async size(key) {
      const found = await stat(fileFor(key)).catch(() => null);
      return found?.isFile() ? found.size : null;
    },

    async read(key, range) {
      const file = fileFor(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async deleteFolder(folder) {
      await rm(fileFor(folder), { recursive: true, force: true });
    },

    url(key) {
      checkKey(key);
      if (isPrivateKey(key)) throw new Error(`A private key has no public URL: ${key}`);
      return `${UPLOADS_PREFIX}${key}`;
    },

    signedUrl(key, expiresAt) {
      checkKey(key);
      return `${PRIVATE_FILES_PREFIX}${key}?expires=${expiresAt}&signature=${sign(signingKey, key, expiresAt)}`;
    },

    verifySignature(key, expiresAt, signature) {
      if (!isValidKey(key) || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(signingKey, key, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
