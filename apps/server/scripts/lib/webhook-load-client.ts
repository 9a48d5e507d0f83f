/**
 * The sending side of bench-payments.ts, in a process of its own so that the senders do not share
 * the event loop of the server they time: takes the signed events, posts them `concurrency` at a
 * time, reports each one's time and status, exits.
 */
import { runLoad } from './load.ts';

export type WebhookLoadJob = { url: string; events: { body: string; signature: string }[]; concurrency: number };
export type WebhookLoadMessage = { result: { ms: number[]; statuses: number[]; wallMs: number } } | { error: string };

const reply = (message: WebhookLoadMessage) => process.send!(message);
process.once('disconnect', () => process.exit(0));

process.once('message', async (job: WebhookLoadJob) => {
  try {
    const statuses = job.events.map(() => 0);
    const send = async (index: number) => {
      const { body, signature } = job.events[index]!;
      const res = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      statuses[index] = res.status;
    };
    const indexes = job.events.map((_, i) => i);
    const { timings, wallMs } = await runLoad(indexes, { concurrency: job.concurrency, deadlineMs: 10 * 60_000, send });
    const ms = job.events.map(() => Number.NaN);
    for (const t of timings) ms[t.item] = t.ms;
    reply({ result: { ms, statuses, wallMs } });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
