/** The client side of http-load.ts: takes one job from the parent, sends it, reports, exits. */
import type { HttpLoadJob, HttpLoadMessage } from './http-load.ts';
import { runLoad } from './load.ts';

const reply = (message: HttpLoadMessage) => process.send!(message);
// Nothing to report to any more: stop rather than load a server nobody measures.
process.once('disconnect', () => process.exit(0));

process.once('message', async (job: HttpLoadJob) => {
  try {
    // Global fetch keeps connections alive: each worker of runLoad reuses its own.
    const send = async (index: number) => {
      const url = job.urls[index]!;
      const res = await fetch(url, { headers: job.headers, signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 300)}`);
    };
    const indexes = job.urls.map((_, i) => i);
    const { timings, wallMs, stoppedEarly } = await runLoad(indexes, { concurrency: job.concurrency, deadlineMs: job.deadlineMs, send });
    const ms = job.urls.map(() => Number.NaN);
    for (const t of timings) ms[t.item] = t.ms;
    reply({ result: { ms, wallMs, stoppedEarly } });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
