import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { VIDEO_MAX_SECONDS } from '@prosper/shared/schemas/media';

const run = promisify(execFile);

/** A transcode that runs longer than this is stuck (or a bomb): it fails. Well under the job's lease. */
const FFMPEG_TIMEOUT_MS = 4 * 60_000;

/**
 * The two renditions: one for phones on a fair connection (720p-class, about 2 Mbit/s), one for the
 * data saver (360p-class, about 0.5 Mbit/s, mono audio). Both H.264 + AAC in MP4 with the index at
 * the front (faststart), so playback starts before the whole file arrives, and ranges seek in it.
 */
const RENDITIONS = [
  { name: 'video.mp4', box: 1280, crf: 26, maxrate: '2M', audio: ['-b:a', '128k', '-ac', '2'] },
  { name: 'video-small.mp4', box: 640, crf: 30, maxrate: '500k', audio: ['-b:a', '64k', '-ac', '1'] },
] as const;

export type VideoResult = { full: string; small: string; poster: string; width: number; height: number; durationMs: number };

async function probe(file: string): Promise<{ durationS: number; width: number; height: number }> {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration', '-of', 'json', file],
    { timeout: 30_000 },
  );
  const found = JSON.parse(stdout) as { streams?: { width?: number; height?: number }[]; format?: { duration?: string } };
  const stream = found.streams?.[0];
  const durationS = Number(found.format?.duration);
  if (!stream?.width || !stream.height || !Number.isFinite(durationS) || durationS <= 0) throw new Error('no playable video stream');
  return { durationS, width: stream.width, height: stream.height };
}

/**
 * Transcodes a video with Debian's ffmpeg into `work`: the two renditions, a WebP poster from its
 * first second, its size and duration. Anything ffmpeg cannot read whole (a truncated MP4) throws.
 */
export async function processVideo(original: string, work: string): Promise<VideoResult> {
  const source = await probe(original);
  if (source.durationS > VIDEO_MAX_SECONDS) throw new Error(`video longer than ${VIDEO_MAX_SECONDS} s`);
  for (const r of RENDITIONS) {
    const scale = `scale='min(${r.box},iw)':'min(${r.box},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;
    await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-xerror', '-nostdin', '-y', '-i', original],
        ...['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-vf', scale],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(r.crf), '-maxrate', r.maxrate, '-bufsize', r.maxrate],
        ...['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-c:a', 'aac', ...r.audio, '-movflags', '+faststart'],
        path.join(work, r.name),
      ],
      { timeout: FFMPEG_TIMEOUT_MS },
    );
  }
  const full = path.join(work, 'video.mp4');
  const frame = path.join(work, 'poster.png');
  const at = Math.min(1, source.durationS / 2).toFixed(2);
  await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-ss', at, '-i', full, '-frames:v', '1', frame], { timeout: 60_000 });
  const poster = path.join(work, 'poster.webp');
  await sharp(frame).webp({ quality: 75 }).toFile(poster);
  const made = await probe(full);
  return {
    full,
    small: path.join(work, 'video-small.mp4'),
    poster,
    width: made.width,
    height: made.height,
    durationMs: Math.round(source.durationS * 1000),
  };
}
