/**
 * Runs an HTTP load in a process of its own (http-load-client.ts), so the client's work does not
 * share the event loop of the server it measures, and hands back each request's time.
 */
import { fork } from 'node:child_process';

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
