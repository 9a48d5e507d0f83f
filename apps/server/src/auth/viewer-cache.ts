import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { type Database, VIEWER_CHANNEL } from '../db/client.ts';
/** Enough for every member signed in at once on an instance; the oldest entry makes room past it. */
const MAX_ENTRIES = 20_000;

/** A session read as findViewer answers it, and until when none of its time rules is due. */
export type CachedViewer = { viewer: Viewer; signInId: string; userId: string; validUntil: number };

/**
 * The signed-in member's session read, kept by token so that most signed-in requests skip the
 * query (decision 059). Nothing here expires by guesswork: the database announces every change to
 * what an entry holds (a sign-in revoked or ended, the account, the profile, the settings) on
 * VIEWER_CHANNEL, and the member's entries go at once. A change this instance makes is heard before
 * its query returns (PGlite in process; on PostgreSQL each pooled connection listens too); another
 * instance's, when PostgreSQL delivers it. While the dedicated LISTEN connection is down the cache
 * is empty and unused, as nothing would tell it of changes.
 */
export class ViewerCache {
  private entries = new Map<string, CachedViewer>();
  private tokensOf = new Map<string, Set<string>>();
  /** Counts changes heard: a read that began before one may hold the old row, and is not kept. */
  private generation = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    this.stopListening = await this.database.listen(VIEWER_CHANNEL, {
      onEveryConnection: true,
      // The member's id, or '*' for everyone (a table emptied).
      onNotify: (userId) => this.forget(userId),
      onConnected: () => {
        this.clear();
        this.listening = true;
      },
      onDisconnected: () => {
        this.listening = false;
        this.clear();
        this.log.warn('viewer cache: LISTEN connection lost; reading every session from the database until it is back');
      },
    });
  }

  async stop() {
    this.listening = false;
    await this.stopListening?.();
    this.clear();
  }

  /** The kept read of a token, if none of its time rules is due yet. */
  get(token: string, now: number): CachedViewer | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now < entry.validUntil) return entry;
    this.drop(token, entry);
    return undefined;
  }

  /** Taken before a read: pass it to `set` so that a read overtaken by a change is not kept. */
  get mark() {
    return this.generation;
  }

  set(token: string, entry: CachedViewer, mark: number) {
    if (!this.listening || mark !== this.generation) return;
    const previous = this.entries.get(token);
    if (previous) this.drop(token, previous);
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestToken, oldest] = this.entries.entries().next().value!;
      this.drop(oldestToken, oldest);
    }
    this.entries.set(token, entry);
    const tokens = this.tokensOf.get(entry.userId) ?? new Set<string>();
    this.tokensOf.set(entry.userId, tokens);
    tokens.add(token);
  }

  /** Drops a member's entries ('*': everyone's). */
  forget(userId: string) {
    this.generation++;
    if (userId === '*') return this.clear();
    for (const token of this.tokensOf.get(userId) ?? []) this.entries.delete(token);
    this.tokensOf.delete(userId);
  }

  get size() {
    return this.entries.size;
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.tokensOf.clear();
  }

  private drop(token: string, entry: CachedViewer) {
    this.entries.delete(token);
    const tokens = this.tokensOf.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(entry.userId);
  }
}
