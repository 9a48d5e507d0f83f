import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { PageHead } from '../../lib/page-head.ts';

/** What a link preview of a post shows, and noindex when its author keeps search engines out. */
export async function articlePageHead(db: Db, id: string): Promise<PageHead | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = rowsOf<{
    title: string;
    excerpt: string;
    image_url: string | null;
    first_name: string;
    last_name: string;
    indexable: boolean;
  }>(
    await db.execute(sql`
    select a.title, a.excerpt, a.image_url, p.first_name, p.last_name, coalesce(ps.allow_search_engine_indexing, true) as indexable
    from articles a join profiles p on p.id = a.user_id left join user_privacy_settings ps on ps.user_id = a.user_id
    where a.id = ${id}`),
  );
  if (!row) return null;
  return {
    title: `${row.title} · ${row.first_name} ${row.last_name} · Prosper Mentor`,
    description: row.excerpt.length > 200 ? `${row.excerpt.slice(0, 197)}...` : row.excerpt,
    image: row.image_url,
    noindex: !row.indexable,
  };
}
