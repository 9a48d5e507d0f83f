/**
 * At most `size` tasks at once, shared by whoever holds this limiter: a channel's sends from every
 * job lane of an instance go through one, so a push service or SMS provider sees a bounded number
 * of requests in flight (decision 063).
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips and lets a newcomer jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Each item's task, at most `size` at once across every caller; results in the items' order. */
  map<I, T>(items: readonly I[], task: (item: I) => Promise<T>): Promise<T[]> {
    return Promise.all(items.map((item) => this.run(() => task(item))));
  }
}
