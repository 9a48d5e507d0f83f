/**
 * Sends requests with a fixed number in flight and times each one, for benchmarks. Bounded twice:
 * by the list given and by a deadline, after which no new request starts.
 */

export type Timed<T> = { item: T; ms: number };

export async function runLoad<T>(
  items: readonly T[],
  options: { concurrency: number; deadlineMs: number; send: (item: T) => Promise<void> },
): Promise<{ timings: Timed<T>[]; wallMs: number; stoppedEarly: boolean }> {
  const timings: Timed<T>[] = [];
  const started = performance.now();
  let next = 0;
  let stoppedEarly = false;
  const worker = async () => {
    while (next < items.length) {
      if (performance.now() - started > options.deadlineMs) {
        stoppedEarly = true;
        return;
      }
      const item = items[next++]!;
      const sent = performance.now();
      await options.send(item);
      timings.push({ item, ms: performance.now() - sent });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { timings, wallMs: performance.now() - started, stoppedEarly };
}

/** The nearest-rank percentile (p in 0–100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
