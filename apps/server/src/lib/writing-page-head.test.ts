import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { userPrivacySettings } from '../db/schema/privacy.ts';
import { createMember } from '../seed/factories.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp({}, { webApp: true });

it('gives link previews of a post and a story their title, author and excerpt, cut at 200 characters', async () => {
  const author = await createMember(t.database.db, { firstName: 'Nia', lastName: 'Achieng' });
  const excerpt = 'A'.repeat(250);
  const writings = [
    {
      path: 'post',
      insert: sql`insert into articles (user_id, title, content, excerpt, word_count) values (${author.id}, 'How I found a mentor', 'Body', ${excerpt}, 1) returning id`,
    },
    {
      path: 'stories',
      insert: sql`insert into stories (user_id, title, content, excerpt) values (${author.id}, 'How I found a mentor', 'Body', ${excerpt}) returning id`,
    },
  ];
  for (const { path, insert } of writings) {
    const [row] = rowsOf<{ id: string }>(await t.database.db.execute(insert));
    const res = await t.app.inject({ method: 'GET', url: `/${path}/${row!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>How I found a mentor · Nia Achieng · Prosper Mentor</title>');
    expect(res.body).toContain(`<meta property="og:description" content="${'A'.repeat(197)}..." />`);
    expect(res.body).not.toContain('noindex');
  }
});

it('asks search engines not to index the writing of a member who disallowed it', async () => {
  const author = await createMember(t.database.db);
  await t.database.db.insert(userPrivacySettings).values({ userId: author.id, allowSearchEngineIndexing: false });
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      insert into stories (user_id, title, content, excerpt) values (${author.id}, 'Kept private', 'Body', 'Short') returning id`),
  );
  const res = await t.app.inject({ method: 'GET', url: `/stories/${row!.id}` });
  expect(res.body).toContain('<meta name="robots" content="noindex" />');
});
