import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import type { RealtimeFrame } from '@prosper/shared/realtime/events';
import { isPublicTopic, isRealtimeTopic, type PublicTopic } from '@prosper/shared/realtime/topics';
import { EVENTS_CHANNEL } from './outbox.ts';
import { CLOSE_UNAUTHORIZED } from './routes.ts';

/** What the hub needs of a socket. */
export type Client = { userId: string; send(data: string): void; bufferedAmount: number; close(code: number, reason: string): void };

/** A slow client holding this much unsent data is dropped; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** An id skipped by a read may belong to a transaction still committing; it is looked for this long. */
const GAP_WAIT_MS = 30_000;
/** Sockets that reconnect within this long find their events still in the outbox. */
const KEEP_EVENTS = "interval '1 hour'";
const BATCH = 1_000;
const MAX_GAP = 1_000;

type EventRow = { id: string | number; topic: string; user_id: string | null; type: string; payload: unknown };

/**
 * Delivers the outbox to this instance's sockets. NOTIFY says "something new"; the hub then reads
 * every event after the last it delivered, so a lost notification or a reconnect loses nothing.
 * Ids are taken before commit, so a later id can commit first: a skipped id is kept as a gap and
 * read again until it appears or its transaction must have rolled back.
 */
export class RealtimeHub {
  private members = new Map<string, Set<Client>>();
  private subscribers = new Map<PublicTopic, Set<Client>>();
  private lastId = 0;
  private gaps = new Map<number, number>();
  private draining = false;
  private drainAgain = false;
  private stopListening: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    const [last] = rowsOf<{ id: string | number }>(await this.database.db.execute(sql`select coalesce(max(id), 0) as id from events`));
    this.lastId = Number(last!.id);
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, { onNotify: () => this.drain(), onConnected: () => this.drain() });
    this.pruneTimer = setInterval(() => {
      this.database.db.execute(sql.raw(`delete from events where created_at < now() - ${KEEP_EVENTS}`)).catch((err: unknown) => {
        this.log.warn({ err }, 'realtime: could not prune old events');
      });
    }, 10 * 60_000);
    this.pruneTimer.unref();
  }

  async stop() {
    clearInterval(this.pruneTimer);
    await this.stopListening?.();
    await this.idle;
    for (const clients of this.members.values()) for (const client of clients) client.close(1001, 'Server stopping');
    this.members.clear();
    this.subscribers.clear();
  }

  add(client: Client) {
    const clients = this.members.get(client.userId) ?? new Set<Client>();
    this.members.set(client.userId, clients);
    clients.add(client);
  }

  remove(client: Client) {
    const clients = this.members.get(client.userId);
    clients?.delete(client);
    if (clients?.size === 0) this.members.delete(client.userId);
    for (const subscribed of this.subscribers.values()) subscribed.delete(client);
  }

  subscribe(client: Client, topic: PublicTopic) {
    const subscribed = this.subscribers.get(topic) ?? new Set<Client>();
    this.subscribers.set(topic, subscribed);
    subscribed.add(client);
  }

  unsubscribe(client: Client, topic: PublicTopic) {
    this.subscribers.get(topic)?.delete(client);
  }

  /** Sockets a member has open on this instance. */
  socketsOf(userId: string) {
    return this.members.get(userId)?.size ?? 0;
  }

  /** Number of sockets open on this instance. */
  get size() {
    let n = 0;
    for (const clients of this.members.values()) n += clients.size;
    return n;
  }

  /** Reads and delivers what is new; calls that arrive meanwhile fold into one more pass. */
  private drain() {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    this.idle = (async () => {
      try {
        do {
          this.drainAgain = false;
          await this.readNew();
        } while (this.drainAgain);
      } catch (err) {
        this.log.warn({ err }, 'realtime: could not read events; the next notification retries');
      } finally {
        this.draining = false;
      }
    })();
  }

  private async readNew() {
    for (;;) {
      const now = Date.now();
      for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
      const gaps = [...this.gaps.keys()];
      const rows = rowsOf<EventRow>(
        await this.database.db.execute(sql`
        select id, topic, user_id, type, payload from events
        where id > ${this.lastId} ${
          gaps.length
            ? sql`or id in (${sql.join(
                gaps.map((g) => sql`${g}`),
                sql`, `,
              )})`
            : sql``
        }
        order by id limit ${BATCH}`),
      );
      for (const row of rows) {
        const id = Number(row.id);
        if (this.gaps.delete(id)) {
          this.deliver(row);
          continue;
        }
        // A jump wider than any burst of concurrent writes is a rolled-back batch, not a gap to wait for.
        if (id - this.lastId <= MAX_GAP) for (let missing = this.lastId + 1; missing < id; missing++) this.gaps.set(missing, now);
        this.lastId = Math.max(this.lastId, id);
        this.deliver(row);
      }
      if (rows.length < BATCH) return;
    }
  }

  private deliver(row: EventRow) {
    const { topic } = row;
    // A topic since retired may still sit in the outbox for an hour after a deploy.
    if (!isRealtimeTopic(topic)) return;
    const frame: RealtimeFrame = { id: Number(row.id), topic, type: row.type, payload: row.payload };
    const data = JSON.stringify(frame);
    const clients = row.user_id === null ? (isPublicTopic(topic) ? this.subscribers.get(topic) : undefined) : this.members.get(row.user_id);
    if (!clients) return;
    // The member's sign-ins were ended (decision 033): every socket of theirs, on every instance, closes as signed out.
    if (topic === 'account' && row.type === 'signed_out') {
      for (const client of [...clients]) client.close(CLOSE_UNAUTHORIZED, 'Session ended');
      return;
    }
    for (const client of clients) {
      if (client.bufferedAmount > MAX_BUFFERED_BYTES) {
        client.close(1013, 'Too slow; reconnect');
        continue;
      }
      client.send(data);
    }
  }
}
