import { fork } from 'node:child_process';
import { onCleanUp } from './bench-run.ts';

export type CatcherReport = { mails: number; recipients: number; pairs: number };

/**
 * The SMTP catcher in a process of its own, so it does not take the sender's core: its URL, and
 * how many mails it has (and to how many recipients).
 */
export async function catcherProcess() {
  // fork() passes on this process's --import tsx, so the catcher can be TypeScript too.
  const child = fork(new URL('./smtp-catcher-process.ts', import.meta.url));
  onCleanUp(() => child.kill());
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('error', reject);
  });
  const report = () =>
    new Promise<CatcherReport>((resolve) => {
      child.once('message', (m) => resolve(m as CatcherReport));
      child.send('report');
    });
  return { url, report, stop: () => child.disconnect() };
}
