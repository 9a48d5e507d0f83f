import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-dir-lock.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: services write inside their caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The rows of a raw `execute` result (PGlite and pg both answer `{ rows }`), typed as the query selects them. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; on a server, one instance at a time. */
  migrate(): Promise<void>;
  /**
   * Runs a statement the server keeps prepared under `name` on each connection (parsed and planned
   * once, not per request); for the hottest reads, such as the session on every signed-in request.
   * One name, one text: only the parameters may differ between calls. PGlite prepares every statement
   * text anyway (pglite-statements.ts).
   */
  prepared<Row>(name: string, query: SQL): Promise<Row[]>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  /**
   * Hears NOTIFY on a channel. On a server it holds one dedicated connection and, when that is
   * lost, connects again with back-off; `onConnected` runs each time it (re)starts listening, so the
   * caller can catch up on what it may have missed; `onDisconnected` when it is lost. With
   * `onEveryConnection` (for the channels in POOLED_CHANNELS), each pooled connection listens too, so
   * a change this instance commits is heard on the connection that wrote it before the write's query
   * returns (PostgreSQL delivers a session's own notifications before it reports the commit), not
   * only later on the dedicated one.
   * Returns a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onNotify(payload: string): void;
  onConnected(): void;
  onDisconnected?(): void;
  onEveryConnection?: boolean;
};

/** Turns our `sql` into text and parameters for a statement sent without drizzle. */
const dialect = new PgDialect();

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** An arbitrary constant naming our migration lock among the server's advisory locks. */
const MIGRATION_LOCK_ID = 7_310_221;

/** A PostgreSQL server when a URL is given, else the embedded PGlite in `dataDir/pg` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openServer(options.databaseUrl);
  return openEmbedded(options.dataDir);
}

async function openServer(url: string): Promise<Database> {
  const pooled = pooledListeners();
  const pool = new pg.Pool({ connectionString: url, max: 10, onConnect: pooled.onConnect });
  // An idle connection the server closes (a restart, a failover, a dropped database) is reported
  // here and replaced by the pool; unheard, the event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Migrations take no lock of their own: instances starting together would race.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async prepared<Row>(name: string, query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pool.query({ name, text, values: params })).rows as Row[];
    },
    ping: () => ping(db),
    async listen(channel, handlers) {
      const stopPooled = handlers.onEveryConnection ? pooled.add(channel, handlers.onNotify) : () => {};
      const stop = await listenOnServer(url, channel, handlers);
      return async () => {
        stopPooled();
        await stop();
      };
    },
    close: () => pool.end(),
  };
}

/** Where the database says a member's session read changed (migration viewer_changed; auth/viewer-cache.ts). */
export const VIEWER_CHANNEL = 'viewer_changed';
/**
 * Channels every pooled connection listens on from the moment it connects (before it is handed
 * out), so that the connection that commits a change hears it before the commit returns. Fixed
 * here because a connection made before a listener registered would otherwise miss it.
 */
const POOLED_CHANNELS = [VIEWER_CHANNEL];

function pooledListeners() {
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    async onConnect(client: pg.ClientBase) {
      client.on('notification', (message) => {
        for (const onNotify of channels.get(message.channel) ?? []) onNotify(message.payload ?? '');
      });
      for (const channel of POOLED_CHANNELS) await client.query(`listen "${channel}"`);
    },
    add(channel: string, onNotify: (payload: string) => void) {
      if (!POOLED_CHANNELS.includes(channel)) throw new Error(`Pooled connections do not listen on ${channel}: add it to POOLED_CHANNELS.`);
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      listeners.add(onNotify);
      return () => {
        listeners.delete(onNotify);
      };
    },
  };
}

/** A dedicated LISTEN connection that comes back after a restart or a network cut. */
async function listenOnServer(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      // 'end' follows and reconnects.
    });
    next.on('end', () => {
      if (stopped) return;
      handlers.onDisconnected?.();
      schedule();
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
    delay = 250;
    handlers.onConnected();
  };
  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        console.warn(`LISTEN ${channel}: ${error.message}; trying again in ${delay} ms`);
        delay = Math.min(delay * 2, 10_000);
        schedule();
      });
    }, delay);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Sessions refuse overlaps with an exclusion constraint on (member, time range), which needs btree_gist. */
const extensions = { btree_gist };
/**
 * PGlite's own start parameters, and new WAL segments not filled with zeroes first (decision 065):
 * PGlite's one backend writes its WAL itself, so filling each 16 MB segment stopped every request
 * for about 100 ms, once every 16 MB of writes.
 */
const embedded = { extensions, startParams: [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'] };

async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const folder = path.join(dataDir, 'pg');
    release = lockDataFolder(`${folder}.lock`);
    client = new PGlite(folder, embedded);
  } else {
    client = new PGlite(embedded);
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client: withPreparedStatements(client), schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    prepared: async <Row>(_name: string, query: SQL) => rowsOf<Row>(await db.execute(query)),
    ping: () => ping(db),
    async listen(channel, handlers) {
      // In-process: nothing to lose, so connected once.
      const stop = await client.listen(channel, handlers.onNotify);
      handlers.onConnected();
      return () => stop();
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
