/**
 * `npm run bench:media`: does uploading a 50 MB video grow the server's memory by under 20 MB, and
 * does the upload answer within 1 s of its last byte? Makes a real video of just under 50 MB with
 * ffmpeg (random noise, so it does not compress), starts the real server in this process on a
 * throwaway database (lib/bench-run.ts), and uploads it over HTTP three times after a warm-up,
 * streamed from the file by a client in a process of its own (so only the server is measured). Memory is the process's RSS and heap
 * (plus array buffers), sampled every 5 ms during each upload, less what they were just before it
 * (after a collection, as the npm script gives --expose-gc). Processing runs later in a job and is
 * not part of the answer. The server runs with the flags it ships with (lib/server-flags.ts). Prints last:
 * `media: memory N MB (budget 20 MB), answer N ms (budget 1000 ms)`, the largest and the slowest.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { MEDIA_MAX_BYTES } from '@prosper/shared/schemas/media';
import { benchDatabase, onCleanUp, runBenchmark } from './lib/bench-run.ts';
import { BENCH_PUBLIC_URL, startBenchServer } from './lib/bench-server.ts';
import { requireServerFlags } from './lib/server-flags.ts';

const RUNS = 3;
const MB = 1024 * 1024;
const BOUNDARY = 'benchmediaboundary';
const ms = (n: number) => n.toFixed(1);

/** A noisy 720p H.264 video, capped just under the upload limit. */
async function makeVideo(folder: string): Promise<string> {
  const file = path.join(folder, 'bench.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', "nullsrc=s=1280x720:r=30,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '130M', '-maxrate', '130M', '-bufsize', '130M'],
    // -fs stops the encoder once it has written this much; the last packets and the index come after it.
    ...['-fs', String(MEDIA_MAX_BYTES - 3 * MB), file],
  ]);
  const size = statSync(file).size;
  if (size > MEDIA_MAX_BYTES || size < MEDIA_MAX_BYTES - 6 * MB) throw new Error(`ffmpeg made ${size} bytes, not just under 50 MB`);
  return file;
}

/**
 * The uploader, in a process of its own so that only the server's memory is measured here: sends
 * the file as one multipart part, streamed, and prints the status, the answer and how long after
 * its last byte left the answer came.
 */
const UPLOADER = `
const { createReadStream, statSync } = require('node:fs');
const { request } = require('node:http');
const [url, cookie, origin, file, boundary] = process.argv.slice(1);
const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\\r\\nContent-Type: video/mp4\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
let lastByteAt = 0;
const req = request(url, { method: 'POST', headers: { cookie, origin, 'content-type': 'multipart/form-data; boundary=' + boundary,
  'content-length': head.length + statSync(file).size + tail.length } }, (res) => {
  const answeredAt = performance.now();
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (c) => { body += c; });
  res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, body, answerMs: answeredAt - lastByteAt })));
});
req.on('finish', () => { lastByteAt = performance.now(); });
req.write(head);
const source = createReadStream(file);
source.on('end', () => req.end(tail));
source.pipe(req, { end: false });
`;

async function upload(base: string, cookie: string, file: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '-e',
    UPLOADER,
    `${base}/api/media?kind=video`,
    cookie,
    BENCH_PUBLIC_URL,
    file,
    BOUNDARY,
  ]);
  return JSON.parse(stdout) as { status: number; body: string; answerMs: number };
}

async function main() {
  requireServerFlags('bench:media');
  const folder = mkdtempSync(path.join(tmpdir(), 'prosper-bench-media-'));
  onCleanUp(() => rmSync(folder, { recursive: true, force: true }));
  console.log('Making a video of just under 50 MB with ffmpeg…');
  const video = await makeVideo(folder);
  console.log(`  ${ms(statSync(video).size / MB)} MB (the limit is ${MEDIA_MAX_BYTES / MB} MB)`);

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
    const answer = res.answerMs;
    const rss = (peakRss - before.rss) / MB;
    const heap = (peakHeap - before.heapUsed - before.arrayBuffers) / MB;
    // What is still held once the garbage of the upload (the socket's read buffers) is collected.
    collect?.();
    const after = process.memoryUsage();
    const kept = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / MB;
    console.log(
      `  ${run}: answered ${ms(answer)} ms after the last byte, peak RSS +${ms(rss)} MB, peak heap and buffers +${ms(heap)} MB, held after a collection +${ms(kept)} MB`,
    );
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
