/**
 * The sending side of bench-payments.ts, in a process of its own so that the senders do not share
 * the event loop of the server they time: takes the signed events, posts them `concurrency` at a
 * time, reports each one's time and status, exits. The warm-up's events go first, the same way: they
 * open the connections the timed events are sent on and take the first requests of a server just
 * started (its code compiled, its tables' catalogs read), which a server in service has long behind
 * it; their times are reported apart.
 */
import { runLoad } from './load.ts';

type SignedEvent = { body: string; signature: string };
export type WebhookLoadJob = { url: string; warmUp: SignedEvent[]; events: SignedEvent[]; concurrency: number };
type Report = { ms: number[]; statuses: number[]; wallMs: number };
export type WebhookLoadMessage = { result: Report & { warmUp: Report } } | { error: string };

const reply = (message: WebhookLoadMessage) => process.send!(message);
process.once('disconnect', () => process.exit(0));

process.once('message', async (job: WebhookLoadJob) => {
  try {
    const warmUp = await post(job.url, job.warmUp, job.concurrency);
    reply({ result: { ...(await post(job.url, job.events, job.concurrency)), warmUp } });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});

/** Posts the events `concurrency` at a time: each one's time (NaN if it never answered) and status. */
async function post(url: string, events: SignedEvent[], concurrency: number): Promise<Report> {
  const statuses = events.map(() => 0);
  const send = async (index: number) => {
    const { body, signature } = events[index]!;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    statuses[index] = res.status;
  };
  const { timings, wallMs } = await runLoad(
    events.map((_, i) => i),
    { concurrency, deadlineMs: 10 * 60_000, send },
  );
  const ms = events.map(() => Number.NaN);
  for (const t of timings) ms[t.item] = t.ms;
  return { ms, statuses, wallMs };
}
