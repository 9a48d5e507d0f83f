/**
 * Runs an HTTP load in a process of its own (http-load-client.ts), so the client's work does not
 * share the event loop of the server it measures, and hands back each request's time.
 */
import { fork } from 'node:child_process';
import { percentile } from './load.ts';

export type HttpLoadJob = {
  /** Absolute URLs, requested with GET in this order. */
  urls: string[];
  headers: Record<string, string>;
  concurrency: number;
  /** No request starts after this long. */
  deadlineMs: number;
};

export type HttpLoadResult = {
  /** Milliseconds per URL, by index; NaN for those not sent before the deadline. */
  ms: number[];
  wallMs: number;
  stoppedEarly: boolean;
};

export type HttpLoadMessage = { result: HttpLoadResult } | { error: string };

export function httpLoad(job: HttpLoadJob): Promise<HttpLoadResult> {
  // fork() passes on this process's --import tsx, so the client can be TypeScript too.
  const client = fork(new URL('./http-load-client.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    client.once('message', (message: HttpLoadMessage) => {
      client.disconnect();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message.result);
    });
    client.once('error', reject);
    client.once('exit', (code) => reject(new Error(`The load client stopped (exit code ${code}) before reporting.`)));
    client.send(job);
  });
}

/**
 * The measurement of a GET benchmark: a warm-up, then `requests` GETs of the URLs `url` makes, as
 * one member, `concurrency` in flight from the load process; prints throughput and latency and
 * returns the times of the requests that were sent.
 */
export async function timeGets(o: {
  url: () => string;
  cookie: string;
  what: string;
  warmUp: number;
  requests: number;
  concurrency: number;
}): Promise<number[]> {
  const ms = (n: number) => n.toFixed(1);
  const load = (count: number) =>
    httpLoad({
      urls: Array.from({ length: count }, o.url),
      headers: { cookie: o.cookie },
      concurrency: o.concurrency,
      deadlineMs: 5 * 60_000,
    });
  console.log(`Warming up: ${o.warmUp} requests…`);
  await load(o.warmUp);
  console.log(`Measuring: ${o.requests} ${o.what}, ${o.concurrency} in flight…`);
  const { ms: timings, wallMs } = await load(o.requests);
  const done = timings.filter((t) => !Number.isNaN(t));
  console.log(`\n${done.length} requests in ${ms(wallMs / 1000)} s: ${Math.round((done.length * 1000) / wallMs)} requests/s`);
  console.log(
    `latency: p50 ${ms(percentile(done, 50))} ms, p95 ${ms(percentile(done, 95))} ms, p99 ${ms(percentile(done, 99))} ms, max ${ms(Math.max(...done))} ms`,
  );
  return done;
}
