import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import { MEDIA_MAX_BYTES, MEDIA_QUOTA_BYTES, MEDIA_UPLOAD_LIMIT, type Media, type MediaKind } from '@prosper/shared/schemas/media';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import type { Storage } from '../../storage/storage.ts';
import { MEDIA_COLUMNS, type MediaRow, mediaFolder, ORIGINAL, toMedia } from './rows.ts';
import { SNIFF_BYTES, sniffMedia } from './sniff.ts';
import { scheduleSweep } from './sweep.ts';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const ENVELOPE_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/** Refused uploads close the connection: the rest of the body is never read. */
const refuse = (status: number, code: string, message: string) => new AppError(status, code, message, undefined, { connection: 'close' });
const tooLarge = () => refuse(413, 'file_too_large', en.media.tooLarge);
const wrongType = (kind: MediaKind) => refuse(415, `invalid_${kind}`, kind === 'image' ? en.media.invalidImage : en.media.invalidVideo);

/** Holds back the first bytes until they show the file is of the kind asked for, then lets everything through. */
function checkType(kind: MediaKind): Transform {
  let head: Buffer[] = [];
  let seen = 0;
  let checked = false;
  const judge = async () => {
    checked = true;
    const bytes = Buffer.concat(head);
    head = [];
    if (!(await sniffMedia(bytes, kind))) throw wrongType(kind);
    return bytes;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (checked) return done(null, chunk);
      head.push(chunk);
      seen += chunk.length;
      if (seen < SNIFF_BYTES) return done();
      judge().then((bytes) => done(null, bytes), done);
    },
    flush(done) {
      if (checked) return done();
      judge().then((bytes) => done(null, bytes), done);
    },
  });
}

/** Counts bytes as they pass and stops the stream at the first one past `max`. */
function limitTo(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) return done(tooLarge());
      done(null, chunk);
    },
  });
}

async function usedBytes(db: Pick<Db, 'execute'>, ownerId: string): Promise<number> {
  return Number(
    rowsOf<{ used: string | number }>(
      await db.execute(sql`select coalesce(sum(original_bytes), 0) as used from media where owner_id = ${ownerId}`),
    )[0]!.used,
  );
}

const quotaFull = () => refuse(413, 'media_quota', fill(en.media.quotaFull, { max: MEDIA_QUOTA_BYTES / MB }));

/**
 * Receives one photo or video as it streams in: its first bytes must show the kind asked for, it
 * may not pass 50MB, and it goes to storage as it arrives, never whole in memory. Answers at once
 * with the media in state processing; a job makes what members see (jobs.ts).
 */
export async function receiveMedia(
  db: Db,
  storage: Storage,
  request: FastifyRequest,
  { ownerId, kind, isPrivate }: { ownerId: string; kind: MediaKind; isPrivate: boolean },
): Promise<Media> {
  const declared = Number(request.headers['content-length']);
  if (declared > MEDIA_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  await consumeRateLimit(db, `media:${ownerId}`, MEDIA_UPLOAD_LIMIT, en.media.tooManyUploads);
  if ((await usedBytes(db, ownerId)) + Math.min(declared || 0, MEDIA_MAX_BYTES) > MEDIA_QUOTA_BYTES) throw quotaFull();

  const file = await request.file().catch(() => undefined);
  if (!file) throw refuse(400, 'no_file', en.media.noFile);
  const id = randomUUID();
  const folder = mediaFolder({ id, owner_id: ownerId, private: isPrivate });
  const originalKey = `${folder}/${ORIGINAL}`;
  let written: number;
  try {
    const checked: Readable = pipeline(file.file, checkType(kind), limitTo(MEDIA_MAX_BYTES), () => {});
    written = await storage.putStream(originalKey, checked);
  } catch (error) {
    await storage.deleteFolder(folder);
    if (error instanceof AppError) throw error;
    throw Object.assign(refuse(400, 'upload_failed', en.media.uploadFailed), { cause: error });
  }
  // @fastify/multipart's own limit sits one byte past ours; should it cut the file anyway, it is too large.
  if (file.file.truncated) {
    await storage.deleteFolder(folder);
    throw tooLarge();
  }

  try {
    return await db.transaction(async (tx) => {
      // One upload at a time per member here, so two at once cannot both fit in the last of the quota.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${ownerId}`}))`);
      if ((await usedBytes(tx, ownerId)) + written > MEDIA_QUOTA_BYTES) throw quotaFull();
      const row = rowsOf<MediaRow>(
        await tx.execute(sql`
          insert into media (id, owner_id, kind, private, original_bytes) values (${id}, ${ownerId}, ${kind}, ${isPrivate}, ${written})
          returning ${sql.raw(MEDIA_COLUMNS)}`),
      )[0]!;
      await enqueue(tx, 'media_process', { mediaId: id }, { uniqueKey: `media_process:${id}` });
      await scheduleSweep(tx, id);
      return toMedia(row, storage);
    });
  } catch (error) {
    await storage.deleteFolder(folder);
    throw error;
  }
}
