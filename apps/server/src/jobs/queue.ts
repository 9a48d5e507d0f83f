import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

type Executor = Pick<Db, 'execute'>;

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

/** One due job of a batched kind, as its handler gets it. */
export type BatchedJob = { id: number; attempts: number; payload: Record<string, unknown> };

/**
 * Handles many due jobs of one kind at once (decision 063: a channel's sends claimed and settled
 * in one statement each). It settles each job's own outcome; a throw retries them all, so it must
 * be safe to run again, as every job is.
 */
export type BatchJobHandler = (jobs: BatchedJob[]) => Promise<void>;

/** Jobs of a batched kind claimed together, beside the first one found. */
export const JOB_BATCH = 100;

/** Tries before a job is left as failed; the wait between them doubles from 10 s. */
const MAX_ATTEMPTS = 5;
/** A claimed job not finished within this long (its instance died) is taken up again. */
const LEASE = "interval '5 minutes'";

/** Work to queue: its kind and payload, when it is due (now if not said) and, to queue it once, a unique key. */
export type NewJob = { kind: string; payload: Record<string, unknown>; runAt?: Date; uniqueKey?: string };

/**
 * Queues work in the caller's transaction, so it exists only if the change that asked for it commits.
 * With a uniqueKey, queueing the same work twice (two instances scheduling one digest) queues it once.
 */
export async function enqueue(tx: Executor, kind: string, payload: Record<string, unknown>, o: { runAt?: Date; uniqueKey?: string } = {}) {
  await enqueueMany(tx, [{ kind, payload, ...o }]);
}

/** `enqueue` for many jobs in one statement (a batch of notifications' sends). */
export async function enqueueMany(tx: Executor, jobs: NewJob[]) {
  if (jobs.length === 0) return;
  const now = new Date();
  const rows = jobs.map((j) => ({
    kind: j.kind,
    payload: j.payload,
    run_at: (j.runAt ?? now).toISOString(),
    unique_key: j.uniqueKey ?? null,
  }));
  await tx.execute(sql`
    insert into jobs (kind, payload, run_at, unique_key)
    select kind, payload, run_at, unique_key
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(kind text, payload jsonb, run_at timestamptz, unique_key text)
    on conflict (unique_key) do nothing`);
}

type ClaimedJob = { id: string | number; kind: string; payload: Record<string, unknown>; attempts: number };

/**
 * Runs due jobs, one at a time per instance. Each is claimed with FOR UPDATE SKIP LOCKED under a
 * lease, so two instances never run one job; done jobs are deleted, failed ones retried later.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    /** `concurrency`: jobs run at once by this instance (each claims its own), so sends waiting on the network overlap. */
    private readonly o: {
      pollMs: number;
      beforeEachPoll?: () => Promise<void>;
      concurrency?: number;
      /** Kinds claimed up to JOB_BATCH at a time and handled together. */
      batchHandlers?: Record<string, BatchJobHandler>;
    },
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every due job now; tests and the benchmark call it instead of waiting for the poll. */
  async runDue(): Promise<number> {
    let done = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      const batch = this.o.batchHandlers?.[job.kind];
      if (batch) {
        const jobs = [job, ...(await this.claimMore(job.kind))];
        await this.runBatch(batch, jobs);
        done += jobs.length;
      } else {
        await this.run(job);
        done++;
      }
    }
    return done;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = (async () => {
        try {
          await this.o.beforeEachPoll?.();
          await Promise.all(Array.from({ length: this.o.concurrency ?? 1 }, () => this.runDue()));
        } catch (err) {
          this.log.warn({ err }, 'jobs: poll failed');
        }
        this.schedule(this.o.pollMs);
      })();
    }, ms);
    this.timer.unref();
  }

  private async claim(): Promise<ClaimedJob | null> {
    if (this.stopped) return null;
    const kinds = [...Object.keys(this.handlers), ...Object.keys(this.o.batchHandlers ?? {})];
    const [job] = rowsOf<ClaimedJob>(
      await this.db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + ${sql.raw(LEASE)}
      where id = (
        select id from jobs
        where run_at <= now() and failed_at is null and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at limit 1
        for update skip locked)
      returning id, kind, payload, attempts`),
    );
    return job ?? null;
  }

  /** More due jobs of a batched kind, claimed in one statement under the same lease. */
  private async claimMore(kind: string): Promise<ClaimedJob[]> {
    if (this.stopped) return [];
    return rowsOf<ClaimedJob>(
      await this.db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + ${sql.raw(LEASE)}
      where id in (
        select id from jobs
        where kind = ${kind} and run_at <= now() and failed_at is null and (locked_until is null or locked_until < now())
        order by run_at limit ${JOB_BATCH - 1}
        for update skip locked)
      returning id, kind, payload, attempts`),
    );
  }

  /** A batch's jobs deleted in one statement once handled; on a throw, each retried as a failed job is. */
  private async runBatch(handler: BatchJobHandler, jobs: ClaimedJob[]) {
    const ids = jobs.map((j) => Number(j.id));
    try {
      await handler(jobs.map((j) => ({ id: Number(j.id), attempts: j.attempts, payload: j.payload })));
      await this.db.execute(sql`delete from jobs where id = any(${sql.param(ids)}::bigint[])`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, jobs: { kind: jobs[0]!.kind, count: jobs.length } }, 'jobs: a batch failed');
      await this.db.execute(sql`
        update jobs set locked_until = null, last_error = ${message},
          failed_at = case when attempts >= ${MAX_ATTEMPTS} then now() end,
          run_at = now() + make_interval(secs => 10 * 2 ^ (attempts - 1))
        where id = any(${sql.param(ids)}::bigint[])`);
    }
  }

  private async run(job: ClaimedJob) {
    const id = Number(job.id);
    try {
      await this.handlers[job.kind]!(job.payload, { id, attempts: job.attempts });
      await this.db.execute(sql`delete from jobs where id = ${id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, job: { id, kind: job.kind, attempts: job.attempts } }, 'jobs: a job failed');
      const failed = job.attempts >= MAX_ATTEMPTS;
      const retryInS = 10 * 2 ** (job.attempts - 1);
      await this.db.execute(sql`
        update jobs set locked_until = null, last_error = ${message},
          failed_at = ${failed ? sql`now()` : sql`null`},
          run_at = now() + make_interval(secs => ${retryInS})
        where id = ${id}`);
    }
  }
}
