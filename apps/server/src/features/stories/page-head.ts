import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { PageHead } from '../../lib/page-head.ts';

/** What a link preview of a story shows, as for articles: noindex when its author keeps search engines out. */
export async function storyPageHead(db: Db, id: string): Promise<PageHead | null> {
  const [row] = rowsOf<{
    title: string;
    excerpt: string;
    image_url: string | null;
    first_name: string;
    last_name: string;
    indexable: boolean;
  }>(
    await db.execute(sql`
    select s.title, s.excerpt, s.image_url, p.first_name, p.last_name, coalesce(ps.allow_search_engine_indexing, true) as indexable
    from stories s join profiles p on p.id = s.user_id left join user_privacy_settings ps on ps.user_id = s.user_id
    where s.id = ${id}`),
  );
  if (!row) return null;
  return {
    title: `${row.title} · ${row.first_name} ${row.last_name} · Prosper Mentor`,
    description: row.excerpt.length > 200 ? `${row.excerpt.slice(0, 197)}...` : row.excerpt,
    image: row.image_url,
    noindex: !row.indexable,
  };
}
