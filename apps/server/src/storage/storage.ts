import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Only local disk exists today (DATA_DIR/uploads, served by
 * serve-uploads.ts); the interface is kept this small so an S3 implementation can be added
 * later without touching callers.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is fine: callers clean up without checking first. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `folder/`: a member's own folders, when their account is erased. */
  deleteFolder(folder: string): Promise<void>;
  /** The path members' browsers load, e.g. `/uploads/avatars/ab12.webp`. */
  url(key: string): string;
};

export const UPLOADS_PREFIX = '/uploads/';

// Segments start with a letter or digit, so no '.', '..', empty segment or hidden file can be named.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Keys are ours (e.g. `avatars/<id>.webp`), never a member's file name; anything else is a bug. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key) && !key.includes('..');
}

function checkKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files under `root`. The content type is not stored: when served, it comes from the key's
 * extension, so keys must end in the extension that matches what was put.
 */
export function createLocalStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);
  const fileFor = (key: string) => {
    checkKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Readers see the old file or the whole new one, never half of it. The temporary name is a
      // dotfile, which the key rules and the static server both refuse, so it is never served.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async deleteFolder(folder) {
      await rm(fileFor(folder), { recursive: true, force: true });
    },

    url(key) {
      checkKey(key);
      return `${UPLOADS_PREFIX}${key}`;
    },
  };
}
