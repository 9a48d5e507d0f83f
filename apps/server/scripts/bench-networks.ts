/**
 * `npm run bench:networks`: with 100,000 members and 2,000,000 connections, how fast does a
 * member's connections list answer, and the unread count behind the Networks badge? Seeded with
 * set-based SQL: each member is connected to the next 20 (2,000,000 pairs, two rows each), and a
 * heavy member to 5,000 more; 500,000 notifications, a fifth of them sync requests, 300 of them
 * unread for the heavy member. Both are loaded through the HTTP API as the heavy member, 4 in
 * flight. Prints its result last: `networks: p95 connections N ms (budget 20 ms), p95 badge N ms (budget 20 ms)`.
 */
import { sql } from 'drizzle-orm';
import { benchDatabase, runBenchmark } from './lib/bench-run.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { timeGets } from './lib/http-load.ts';
import { percentile } from './lib/load.ts';

const MEMBERS = 100_000;
const NEIGHBOURS = 20;
const HEAVY_CONNECTIONS = 5_000;
const NOTIFICATIONS = 500_000;
const REQUESTS = 1_000;
const ms = (n: number) => n.toFixed(1);
const id = (i: string) => sql.raw(`'m' || lpad((${i})::text, 6, '0')`);

async function main() {
  const { url, database } = await benchDatabase();
  const db = database.db;
  console.log(
    `Seeding ${MEMBERS.toLocaleString('en')} members, ${(MEMBERS * NEIGHBOURS).toLocaleString('en')} connections, ${NOTIFICATIONS.toLocaleString('en')} notifications…`,
  );
  const seeded = performance.now();
  await db.execute(sql`
    with made as (
      insert into users (id, name, email, email_verified)
      select ${id('i')}, 'Member ' || i, ${id('i')} || '@example.com', true from generate_series(0, ${MEMBERS - 1}::int) i
      returning id, email)
    insert into profiles (id, first_name, last_name, email) select id, 'Member', id, email from made`);
  // Member i with members i+1 … i+20 (wrapping): 2,000,000 pairs, each stored from both sides. Loaded
  // as a bulk load is: the keys and the index built once afterwards, the foreign keys (every id is
  // a member made above) not checked row by row.
  await db.execute(sql`alter table connections drop constraint connections_member_id_other_id_pk`);
  await db.execute(sql`drop index connections_member_created_idx`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (let k = 1; k <= NEIGHBOURS; k++) {
      await tx.execute(sql`
        insert into connections (member_id, other_id, created_at)
        select v.x, v.y, now() - make_interval(secs => (p.i * ${NEIGHBOURS}::int + ${k}::int))
        from (select i, ${id('i')} as a, ${id(`(i + ${k}) % ${MEMBERS}`)} as b from generate_series(0, ${MEMBERS - 1}::int) i) p,
          lateral (values (p.a, p.b), (p.b, p.a)) as v(x, y)`);
      process.stdout.write(`  ${(k * MEMBERS).toLocaleString('en')} pairs\r`);
    }
  });
  await db.execute(sql`alter table connections add constraint connections_member_id_other_id_pk primary key (member_id, other_id)`);
  await db.execute(sql`
    create index connections_member_created_idx on connections (member_id, created_at desc nulls first, other_id desc nulls first)`);
  // The heavy member h: connected to 5,000 more, with many notifications and 300 unread sync requests.
  await db.execute(sql`insert into users (id, name, email, email_verified) values ('h', 'Heavy', 'h@example.com', true)`);
  await db.execute(sql`insert into profiles (id, first_name, last_name, email) values ('h', 'Heavy', 'Member', 'h@example.com')`);
  await db.execute(sql`
    insert into connections (member_id, other_id, created_at)
    select v.x, v.y, now() - make_interval(mins => p.i)
    from (select i, ${id(`i * ${Math.floor(MEMBERS / HEAVY_CONNECTIONS)}`)} as o from generate_series(0, ${HEAVY_CONNECTIONS - 1}::int) i) p,
      lateral (values ('h', p.o), (p.o, 'h')) as v(x, y)`);
  await db.execute(sql`
    insert into notifications (user_id, recipient_id, actor_id, type, title, message, read, created_at)
    select case when i < 2000 then 'h' else ${id(`i % ${MEMBERS}`)} end, case when i < 2000 then 'h' else ${id(`i % ${MEMBERS}`)} end,
      ${id(`(i + 7) % ${MEMBERS}`)},
      case when i % 5 = 0 then 'sync_request' else 'new_message' end,
      'Title', 'Someone did something', not (i < 1500 and i % 5 = 0), now() - make_interval(secs => i)
    from generate_series(0, ${NOTIFICATIONS - 1}::int) i`);
  await db.execute(sql`vacuum analyze`);
  console.log(`\n  seeded in ${ms((performance.now() - seeded) / 1000)} s`);
  const [counts] = (
    (await db.execute(sql`
      select (select count(*) from connections)::int as rows,
        (select count(*) from notifications where recipient_id = 'h' and type = 'sync_request' and not read)::int as badge`)) as unknown as {
      rows: { rows: number; badge: number }[];
    }
  ).rows;
  console.log(`  ${counts!.rows.toLocaleString('en')} connection rows (two per connection); the heavy member's badge: ${counts!.badge}`);

  const server = await startBenchServer({ url, database });
  const [cookie] = await server.sessionCookies(['h']);
  const connections = await timeGets({
    url: () => `${server.base}/api/networks/connections`,
    cookie: cookie!,
    what: 'connection lists (first page)',
    warmUp: 100,
    requests: REQUESTS,
    concurrency: 4,
  });
  const badge = await timeGets({
    url: () => `${server.base}/api/notifications/counts`,
    cookie: cookie!,
    what: 'badge counts',
    warmUp: 100,
    requests: REQUESTS,
    concurrency: 4,
  });
  return [
    { name: 'p95 connections', value: percentile(connections, 95), budget: 20 },
    { name: 'p95 badge', value: percentile(badge, 95), budget: 20 },
  ];
}

await runBenchmark('networks', main);
