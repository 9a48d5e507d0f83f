/**
 * `npm run bench:media`: does uploading a 50 MB video grow the server's memory by under 20 MB, and
 * does the upload answer within 1 s of its last byte? Makes a real video of just under 50 MB with
 * ffmpeg (random noise, so it does not compress), starts the real server in this process on a
 * throwaway database (lib/bench-run.ts), and uploads it over HTTP three times after a warm-up,
 * streamed from the file (so the client holds no copy). Memory is the process's RSS and heap
 * (plus array buffers), sampled every 5 ms during each upload, less what they were just before it
 * (after a collection, as the npm script gives --expose-gc). Processing runs later in a job and is
 * not part of the answer. Prints last:
 * `media: memory N MB (budget 20 MB), answer N ms (budget 1000 ms)`, the largest and the slowest.
 */
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { MEDIA_MAX_BYTES } from '@prosper/shared/schemas/media';
import { benchDatabase, onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { BENCH_PUBLIC_URL, startBenchServer } from './lib/bench-server.ts';

const RUNS = 3;
const MB = 1024 * 1024;
const BOUNDARY = 'benchmediaboundary';
const ms = (n: number) => n.toFixed(1);

/** A noisy 720p H.264 video, capped just under the upload limit. */
async function makeVideo(folder: string): Promise<string> {
  const file = path.join(folder, 'bench.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', "nullsrc=s=1280x720:r=30,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '130M', '-maxrate', '130M', '-bufsize', '130M'],
    ...['-fs', String(MEDIA_MAX_BYTES - 256 * 1024), file],
  ]);
  return file;
}

/** Sends the file as one multipart part, streamed; resolves with the answer and when its last byte left. */
function upload(base: string, cookie: string, file: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise<{ status: number; body: string; lastByteAt: number; answeredAt: number }>((resolve, reject) => {
    let lastByteAt = 0;
    const req = request(
      `${base}/api/media?kind=video`,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: BENCH_PUBLIC_URL,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': length,
        },
      },
      (res) => {
        const answeredAt = performance.now();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, lastByteAt, answeredAt }));
      },
    );
    req.on('error', reject);
    req.on('finish', () => {
      lastByteAt = performance.now();
    });
    req.write(head);
    const source = createReadStream(file);
    source.on('error', reject);
    source.on('end', () => req.end(tail));
    source.pipe(req, { end: false });
  });
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'prosper-bench-media-'));
  onCleanUp(() => rmSync(folder, { recursive: true, force: true }));
  console.log('Making a video of just under 50 MB with ffmpeg…');
  const video = await makeVideo(folder);
  console.log(`  ${ms(statSync(video).size / MB)} MB`);

  const { url, database } = await benchDatabase();
  await database.db.execute(sql`
    with made as (insert into users (id, name, email, email_verified) values ('h', 'h', 'h@example.com', true) returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Member', 'H', email from made`);
  const server = await startBenchServer({ url, database });
  const [cookie] = await server.sessionCookies(['h']);
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) console.log('  (run with --expose-gc, as npm run bench:media does, for a steadier memory baseline)');

  async function uploadOnce(run: string) {
    // Between runs the rate limit and quota start afresh: each run is a first upload.
    await database.db.execute(sql`delete from rate_limits; delete from media; delete from jobs`);
    collect?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed + before.arrayBuffers;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed + now.arrayBuffers);
    }, 5);
    const res = await upload(server.base, cookie!, video);
    clearInterval(sample);
    if (res.status !== 202) throw new Error(`the upload answered ${res.status}: ${res.body}`);
    const answer = res.answeredAt - res.lastByteAt;
    const rss = (peakRss - before.rss) / MB;
    const heap = (peakHeap - before.heapUsed - before.arrayBuffers) / MB;
    console.log(`  ${run}: answered ${ms(answer)} ms after the last byte, RSS +${ms(rss)} MB, heap +${ms(heap)} MB`);
    return { answer, grew: Math.max(rss, heap) };
  }

  await uploadOnce('warm-up');
  const runs = [];
  for (let i = 1; i <= RUNS; i++) runs.push(await uploadOnce(`run ${i}`));
  return [
    { name: 'memory', value: Math.max(...runs.map((r) => r.grew)), budget: 20, unit: 'MB' as const },
    { name: 'answer', value: Math.max(...runs.map((r) => r.answer)), budget: 1000 },
  ];
}

await runBenchmark('media', main);
