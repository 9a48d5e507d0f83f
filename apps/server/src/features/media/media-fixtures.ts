import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/* Files the media tests upload, made when they run: by sharp, and by Debian's ffmpeg and libheif. */

export const jpegWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret camera owner' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
    .toBuffer();

async function inWorkFolder(make: (dir: string) => Promise<string>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prosper-media-fixture-'));
  try {
    return await readFile(await make(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A two-second 320×240 test pattern with a tone, as a phone's MP4 would be (H.264 + AAC). */
export const tinyVideo = (seconds = 2) =>
  inWorkFolder(async (dir) => {
    const out = path.join(dir, 'clip.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), '-c:v', 'libx264', '-c:a', 'aac', '-shortest', out],
    ]);
    return out;
  });

/** A photo as an iPhone saves it: HEIC, encoded by libheif. */
export const heicPhoto = () =>
  inWorkFolder(async (dir) => {
    const png = path.join(dir, 'photo.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#14532d' } })
      .png()
      .toFile(png);
    const out = path.join(dir, 'photo.heic');
    await run('heif-enc', ['-o', out, png]);
    return out;
  });

/** A multipart body with one file part, made as it is read, `size` bytes of file: never all in memory. */
export function streamedForm(size: number, boundary: string, head: Buffer, pulled: { bytes: number }): Readable {
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    yield head;
    sent = head.length;
    while (sent < size) {
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      pulled.bytes = sent;
      yield next;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}
