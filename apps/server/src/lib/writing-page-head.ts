import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { type PageHead, previewText } from './page-head.ts';

/**
 * What a link preview of a member's writing (an article or a story) shows: its title and author, its
 * excerpt and cover; noindex when its author keeps search engines out.
 */
export async function writingPageHead(db: Db, table: 'articles' | 'stories', id: string): Promise<PageHead | null> {
  const [row] = rowsOf<{
    title: string;
    excerpt: string;
    image_url: string | null;
    first_name: string;
    last_name: string;
    indexable: boolean;
  }>(
    await db.execute(sql`
    select w.title, w.excerpt, w.image_url, p.first_name, p.last_name, coalesce(ps.allow_search_engine_indexing, true) as indexable
    from ${sql.identifier(table)} w join profiles p on p.id = w.user_id left join user_privacy_settings ps on ps.user_id = w.user_id
    where w.id = ${id}`),
  );
  if (!row) return null;
  return {
    title: `${row.title} · ${row.first_name} ${row.last_name} · Prosper Mentor`,
    description: previewText(row.excerpt),
    image: row.image_url,
    noindex: !row.indexable,
  };
}
