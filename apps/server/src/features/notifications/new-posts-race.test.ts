/**
 * Authors publishing at the same moment, on a real PostgreSQL whose transactions run side by side
 * (PGlite runs one at a time): their fan-outs still leave each follower one unread "new posts"
 * item holding every post. Runs on TEST_DATABASE_URL, or on a throwaway PostgreSQL of its own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createMember } from '../../seed/factories.ts';
import { createTestApp, freshDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.ts';
import { gatherNewPost } from './new-posts.ts';

let server: ThrowawayPostgres | undefined;
let drop: () => Promise<void>;
let t: TestApp;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    server = await startThrowawayPostgres();
    serverUrl = server.url;
  }
  const fresh = await freshDatabaseUrl(serverUrl);
  drop = fresh.drop;
  t = await createTestApp({}, { databaseUrl: fresh.url });
});
afterAll(async () => {
  await t?.close();
  await drop?.();
  server?.stop();
});

it('keeps one unread item per follower when eight authors publish at once', async () => {
  const db = t.database.db;
  const followers = await Promise.all(Array.from({ length: 3 }, () => createMember(db)));
  const authors = await Promise.all(Array.from({ length: 8 }, (_, i) => createMember(db, { firstName: `Author${i}`, lastName: 'Writer' })));
  const followerIds = followers.map((f) => f.id).sort();
  // Each transaction waits a moment after starting, so all eight are open together.
  await Promise.all(
    authors.map((author) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        await gatherNewPost(tx, { authorId: author.id, postId: null, followerIds });
      }),
    ),
  );
  const rows = rowsOf<{ user_id: string; n: number; posts: number; authors: number; message: string }>(
    await db.execute(sql`
    select user_id, count(*)::int as n, max((data->>'post_count')::int) as posts, max(jsonb_array_length(data->'author_ids')) as authors,
      max(message) as message
    from notifications where type = 'new_post_from_followed' and not read and user_id = any(${sql.param(followerIds)}::text[])
    group by user_id order by user_id`),
  );
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row).toMatchObject({ n: 1, posts: 8, authors: 8 });
    expect(row.message).toMatch(/^Author\d Writer and 7 others published new articles$/);
  }
});
