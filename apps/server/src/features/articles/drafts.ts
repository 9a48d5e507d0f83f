import { sql } from 'drizzle-orm';
import type { ArticleDraft, draftSchema } from '@prosper/shared/schemas/article';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';

type DraftRow = { id: string; title: string; content: string; tags: string[]; image_url: string | null; updated_at: string | Date };
const toDraft = (r: DraftRow): ArticleDraft => ({
  id: r.id,
  title: r.title,
  content: r.content,
  tags: r.tags,
  imageUrl: r.image_url,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The member's draft (one each), read and written only by its owner: every query is keyed by their id. */
export async function findDraft(db: Db, { userId }: { userId: string }): Promise<ArticleDraft | null> {
  const [row] = rowsOf<DraftRow>(
    await db.execute(sql`select id, title, content, tags, image_url, updated_at from article_drafts where user_id = ${userId}`),
  );
  return row ? toDraft(row) : null;
}

/** Saves the draft, keeping its id across saves. */
export async function saveDraft(db: Db, { userId, ...input }: { userId: string } & z.output<typeof draftSchema>): Promise<ArticleDraft> {
  const [row] = rowsOf<DraftRow>(
    await db.execute(sql`
    insert into article_drafts (user_id, title, content, tags, image_url, updated_at)
    values (${userId}, ${input.title}, ${input.content}, ${sql.param(input.tags)}::text[], ${input.imageUrl}, now())
    on conflict (user_id) do update set title = excluded.title, content = excluded.content, tags = excluded.tags,
      image_url = excluded.image_url, updated_at = now()
    returning id, title, content, tags, image_url, updated_at`),
  );
  return toDraft(row!);
}

export async function deleteDraft(db: Db, { userId }: { userId: string }) {
  await db.execute(sql`delete from article_drafts where user_id = ${userId}`);
}
