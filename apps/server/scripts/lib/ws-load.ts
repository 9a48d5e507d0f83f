/**
 * Measures realtime delivery: a process of its own (ws-load-client.ts) holds one socket per member
 * while this one produces events at a steady rate, each stamped with when it was made and for whom;
 * the client times their arrival. Prints what arrived and how fast, and returns the p99, or
 * Infinity when an event was lost or reached someone else.
 */
import { fork } from 'node:child_process';
import { onCleanUp } from './bench-run.ts';
import { percentile } from './load.ts';
import type { WsLoadCommand, WsLoadJob, WsLoadMessage } from './ws-load-client.ts';

const ms = (n: number) => n.toFixed(1);

export async function measureDelivery(o: {
  job: WsLoadJob;
  count: number;
  ratePerSecond: number;
  /** Makes event `i`, stamped with `sentAt` (performance.timeOrigin + performance.now()). */
  produce: (i: number, sentAt: number) => Promise<unknown>;
  /** What the events are, for the printed lines ("notifications"). */
  what: string;
}): Promise<number> {
  const client = fork(new URL('./ws-load-client.ts', import.meta.url));
  onCleanUp(() => client.kill());
  const next = () =>
    new Promise<WsLoadMessage>((resolve, reject) => {
      client.once('message', (m: WsLoadMessage) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
      client.once('exit', (code) => reject(new Error(`The socket client stopped (exit code ${code})`)));
    });

  console.log(`Connecting ${o.job.cookies.length.toLocaleString('en')} sockets…`);
  const connected = next();
  client.send(o.job);
  await connected;

  console.log(`Producing ${o.count.toLocaleString('en')} ${o.what}, ${o.ratePerSecond} a second…`);
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < o.count; i++) {
    const wait = started + (i * 1000) / o.ratePerSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(o.produce(i, performance.timeOrigin + performance.now()));
  }
  await Promise.all(pending);
  // Let the last events arrive.
  await new Promise((r) => setTimeout(r, 1000));
  const finished = next();
  client.send({ finish: true } satisfies WsLoadCommand);
  const result = await finished;
  if (!('latencies' in result)) throw new Error('The socket client did not report');
  const { latencies, wrongMember } = result;

  console.log(`\n${latencies.length} of ${o.count} ${o.what} arrived; ${wrongMember} at a socket of another member.`);
  console.log(
    `delivery: p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, p99 ${ms(percentile(latencies, 99))} ms, max ${ms(Math.max(...latencies))} ms`,
  );
  return latencies.length < o.count || wrongMember > 0 ? Number.POSITIVE_INFINITY : percentile(latencies, 99);
}
