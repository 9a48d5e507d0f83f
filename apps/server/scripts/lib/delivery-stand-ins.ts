import { fork } from 'node:child_process';
import { onCleanUp } from './bench-run.ts';
import type { StandInsMessage, StandInsReport, StandInsRequest, Subscription } from './delivery-stand-ins-process.ts';

/**
 * The push service and SMS provider stand-ins in a process of their own (delivery-stand-ins-process.ts):
 * their addresses, browsers' subscriptions at the push service, and what has arrived so far.
 */
export async function deliveryStandIns() {
  // fork() passes on this process's --import tsx, so the child can be TypeScript too.
  const child = fork(new URL('./delivery-stand-ins-process.ts', import.meta.url));
  onCleanUp(() => child.kill());
  // One question at a time: each answer settles the one waiting.
  let waiting: { resolve: (m: StandInsMessage) => void; reject: (e: Error) => void } | undefined;
  child.on('message', (m) => waiting?.resolve(m as StandInsMessage));
  child.on('exit', (code) => waiting?.reject(new Error(`the stand-ins stopped (exit code ${code})`)));
  const ask = <T extends StandInsMessage>(request?: StandInsRequest) =>
    new Promise<T>((resolve, reject) => {
      waiting = { resolve: (m) => resolve(m as T), reject };
      if (request) child.send(request);
    });
  const { pushOrigin, smsOrigin } = await ask<{ pushOrigin: string; smsOrigin: string }>();
  return {
    pushOrigin,
    smsOrigin,
    /** `count` new browsers' subscriptions, each with keys only the stand-in holds. */
    subscriptions: async (count: number) => (await ask<{ subscriptions: Subscription[] }>({ devices: count })).subscriptions,
    report: () => ask<StandInsReport>('report'),
    stop: () => child.disconnect(),
  };
}
