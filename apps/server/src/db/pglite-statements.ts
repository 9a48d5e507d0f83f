import { type PGlite, type QueryOptions, type Results, type Transaction, parse, protocol } from '@electric-sql/pglite';

/** How many statement texts stay prepared at once; the least recently used is closed past it. */
export const PREPARED_STATEMENTS_KEPT = 256;

type Prepared = { name: string; paramTypes: number[] };

/**
 * Bind's errors after which a kept statement is made again: "cached plan must not change result
 * type" (a `select *` outlived a change of its table) and "prepared statement does not exist".
 */
const PREPARE_AGAIN = new Set(['0A000', '26000']);

/**
 * The embedded PGlite as drizzle calls it (`query` and `transaction`), with every statement text
 * parsed and planned once, as a named prepared statement, instead of on every call (decision 065).
 * PGlite's own `query` prepares the unnamed statement each time: for the settle's statement that
 * was two thirds of its cost, paid again by each webhook. A server PostgreSQL is untouched (the
 * pool's `prepared` names its hottest reads). The single connection holds them for its life; the
 * texts are those of our code, so the cache stays small, and the least recently used are
 * closed past `keep` all the same.
 */
export function withPreparedStatements(pg: PGlite, o: { keep?: number } = {}): PGlite {
  const keep = o.keep ?? PREPARED_STATEMENTS_KEPT;
  const kept = new Map<string, Prepared>(); // in order of last use
  let named = 0;

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    const exec = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    const messages = [];
    let drop: string | undefined;
    try {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else {
        const oldest = kept.size >= keep ? kept.entries().next().value : undefined;
        if (oldest) {
          kept.delete(oldest[0]);
          await exec(protocol.serialize.close({ type: 'S', name: oldest[1].name }));
        }
        const name = `pm_${named++}`;
        messages.push(...(await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }))));
        drop = name; // until it is kept
        statement = { name, paramTypes: parse.parseDescribeStatementResults(await exec(protocol.serialize.describe({ type: 'S', name }))) };
        drop = undefined;
      }
      kept.set(text, statement);
      // As PGlite's own `query` turns values into text: the caller's serializer for the type, else the database's.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i]!;
        const serialize = options?.serializers?.[type] ?? pg.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      try {
        messages.push(
          ...(await exec(protocol.serialize.bind({ statement: statement.name, values }))),
          ...(await exec(protocol.serialize.describe({ type: 'P' }))),
          ...(await exec(protocol.serialize.execute({}))),
        );
      } catch (error) {
        if (PREPARE_AGAIN.has((error as { code?: string }).code ?? '')) {
          kept.delete(text);
          drop = statement.name;
        }
        throw error;
      }
    } catch (error) {
      // The text, as PGlite's own errors carry it; not the values, which may be a member's.
      if (error instanceof Error) Object.assign(error, { query: text });
      throw error;
    } finally {
      messages.push(...(await exec(protocol.serialize.sync())));
      // Only after the Sync: after an error the backend skips every message until one.
      if (drop) {
        await exec(protocol.serialize.close({ type: 'S', name: drop }));
        await exec(protocol.serialize.sync());
      }
    }
    if (!inTransaction) await pg.syncToFs();
    // The caller's parsers over the database's, without copying the database's few hundred for each
    // call as PGlite's own parseResults does (a tenth of a webhook's time, profiled).
    const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers) : pg.parsers;
    return parse.parseResults(messages, parsers, options?.parsers ? { ...options, parsers: undefined } : options)[0] as Results<T>;
  }

  // A file attached to a query (COPY … '/dev/blob') takes PGlite's own path; we attach none.
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return pg.query<T>(text, params, options);
    // Refused once PGlite is closing, as its own `query` is.
    await pg._checkReady();
    // Outside a transaction, the statement waits for any open one to end, as PGlite's `query` does.
    return pg._runExclusiveTransaction(() => pg.runExclusive(() => run<T>(text, params, options, false)));
  };

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key !== 'query') return Reflect.get(target, key);
        return <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
          if (target.closed) return Promise.reject(new Error('Transaction is closed'));
          return options?.blob ? target.query<T>(text, params, options) : pg.runExclusive(() => run<T>(text, params, options, true));
        };
      },
    });

  return new Proxy(pg, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(inTransaction(tx)));
      // PGlite keeps its state in private fields, which only the instance itself may read.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
