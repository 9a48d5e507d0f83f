import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { publish } from '../../realtime/outbox.ts';
import { processImage } from './process-image.ts';
import { processVideo } from './process-video.ts';
import { MEDIA_COLUMNS, type MediaRow, mediaFolder, ORIGINAL, toMedia } from './rows.ts';
import { sweepMedia } from './sweep.ts';

type Made = { files: Record<string, string>; width: number; height: number; durationMs: number | null };

/**
 * Processing off the request path: the original is copied from storage to a work folder, made into
 * what members see, and the results put back; then the row turns ready (or failed) and its owner is
 * told live. A failure removes every file of the media, the original too: nothing half-made stays.
 */
export function mediaJobs(app: FastifyInstance): Record<string, JobHandler> {
  const { db, storage } = app;

  async function make(m: MediaRow, work: string): Promise<Made> {
    const original = path.join(work, ORIGINAL);
    const source = await storage.read(`${mediaFolder(m)}/${ORIGINAL}`);
    if (!source) throw new Error('the original is missing');
    await pipeline(source, createWriteStream(original));
    if (m.kind === 'image') {
      const r = await processImage(original, work);
      return { files: { 'full.webp': r.full, 'card.webp': r.card }, width: r.width, height: r.height, durationMs: null };
    }
    const r = await processVideo(original, work);
    return {
      files: { 'video.mp4': r.full, 'video-small.mp4': r.small, 'poster.webp': r.poster },
      width: r.width,
      height: r.height,
      durationMs: r.durationMs,
    };
  }

  async function finish(mediaId: string, set: ReturnType<typeof sql>) {
    await db.transaction(async (tx) => {
      const row = rowsOf<MediaRow>(
        await tx.execute(sql`update media set ${set} where id = ${mediaId} returning ${sql.raw(MEDIA_COLUMNS)}`),
      )[0];
      if (row) await publish(tx, { topic: 'media', userId: row.owner_id, type: 'update', payload: toMedia(row, storage) });
    });
  }

  return {
    media_process: async (payload) => {
      const mediaId = String(payload.mediaId);
      const m = rowsOf<MediaRow>(
        await db.execute(sql`select ${sql.raw(MEDIA_COLUMNS)} from media where id = ${mediaId} and state = 'processing'`),
      )[0];
      if (!m) return;
      const folder = mediaFolder(m);
      const work = await mkdtemp(path.join(tmpdir(), 'prosper-media-'));
      try {
        const made = await make(m, work);
        const sizes: Record<string, number> = {};
        for (const [name, file] of Object.entries(made.files)) {
          sizes[name] = (await stat(file)).size;
          await storage.putStream(`${folder}/${name}`, createReadStream(file));
        }
        const [full, small] = Object.values(sizes);
        await finish(
          mediaId,
          sql`state = 'ready', width = ${made.width}, height = ${made.height}, duration_ms = ${made.durationMs}, bytes = ${full ?? null}, small_bytes = ${small ?? null}`,
        );
        // Only what we made is kept: the original may carry the camera's metadata and GPS position.
        await storage.delete(`${folder}/${ORIGINAL}`);
      } catch (err) {
        app.log.warn({ err, mediaId }, 'media: processing failed');
        await storage.deleteFolder(folder);
        await finish(mediaId, sql`state = 'failed'`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    media_sweep: async () => {
      await sweepMedia(db, storage);
    },
  };
}
