import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiCaller, signedInMember } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/*
 * The feeds a member saving data reads in smaller pages (decision 043): `limit` asks fewer items,
 * pages of either size follow each other by their keyset cursors, and a bad limit is a 400.
 */
const t = useTestApp({}, { webApp: true });
const call = apiCaller(t);

// Each test's rows are newer than the last test's, so each reads its own at the top of the feed.
let batch = 0;
async function twelveOf(table: 'articles' | 'stories') {
  batch += 1;
  const author = await signedInMember(t);
  const extra = table === 'articles' ? sql`, word_count` : sql``;
  const extraValue = table === 'articles' ? sql`, 3` : sql``;
  await t.database.db.execute(sql`
    insert into ${sql.identifier(table)} (user_id, title, content, excerpt, created_at ${extra})
    select ${author.id}, 'Post ' || n, 'Some words here', 'Some words here', now() + ${batch} * interval '1 hour' - n * interval '1 minute' ${extraValue}
    from generate_series(1, 12) n`);
}

type Page = { items: { title: string }[]; nextCursor: string | null };
const titles = (page: Page) => page.items.map((i) => i.title);

it.each(['articles', 'stories'] as const)('pages the %s feed in the size asked, each page after the last', async (feed) => {
  await twelveOf(feed);
  await twelveOf(feed);
  const first = (await call('GET', `/api/${feed}?limit=5`)).json() as Page;
  expect(titles(first)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
  const second = (await call('GET', `/api/${feed}?limit=7&cursor=${first.nextCursor}`)).json() as Page;
  expect(titles(second)).toEqual(['Post 6', 'Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
  expect(second.nextCursor).not.toBeNull();
  // Without a limit, the page is the usual 20.
  expect(((await call('GET', `/api/${feed}`)).json() as Page).items).toHaveLength(20);
});

it('pages the most loved stories in the size asked too', async () => {
  await twelveOf('stories');
  await twelveOf('stories');
  const first = (await call('GET', '/api/stories?sort=loved&limit=10')).json() as Page;
  expect(first.items).toHaveLength(10);
  const rest = (await call('GET', `/api/stories?sort=loved&limit=10&cursor=${first.nextCursor}`)).json() as Page;
  expect(titles(rest)).toEqual(['Post 11', 'Post 12', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6', 'Post 7', 'Post 8']);
});

it.each(['0', '21', '2.5', 'ten', '-1', ''])('refuses limit=%s with a 400 that says what a page may hold', async (limit) => {
  for (const feed of ['articles', 'stories']) {
    const refused = await call('GET', `/api/${feed}?limit=${limit}`);
    expect(refused.statusCode, `${feed} ${limit}`).toBe(400);
    expect(refused.json().error.fields.limit).toBe('A page holds from 1 to 20 items.');
  }
});
