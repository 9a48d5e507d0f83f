import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { FaqEntry, faqInputSchema } from '@prosper/shared/schemas/faq';
import type { z } from 'zod';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';

type Row = {
  id: string;
  topic: FaqEntry['topic'];
  slug: string;
  question: string;
  answer: string;
  position: number;
  updated_at: string | Date;
};
type Input = z.output<typeof faqInputSchema>;

const toEntry = (r: Row): FaqEntry => ({
  id: r.id,
  topic: r.topic,
  slug: r.slug,
  question: r.question,
  answer: r.answer,
  position: r.position,
  updatedAt: new Date(r.updated_at).toISOString(),
});
const notFound = () => new AppError(404, 'not_found', en.faq.notFound);
const slugTaken = () => new AppError(409, 'slug_taken', en.faq.slugTaken, { slug: en.faq.slugTaken });

/** Every entry, topic by topic in the page's order (the enum's), then by position: the FAQ is a few dozen rows, read whole. */
export async function listFaq(db: Db): Promise<FaqEntry[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, topic, slug, question, answer, position, updated_at from faq_entries
      order by array_position(enum_range(null::faq_topic), topic), position, id`),
  );
  return rows.map(toEntry);
}

async function slugFree(tx: Tx, slug: string, exceptId: string | null) {
  const [taken] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from faq_entries where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`),
  );
  if (taken) throw slugTaken();
}

export async function createFaqEntry(db: Db, { adminId, ...input }: { adminId: string } & Input): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    await slugFree(tx, input.slug, null);
    const [row] = rowsOf<Row>(
      await tx.execute(sql`
        insert into faq_entries (topic, slug, question, answer, position)
        values (${input.topic}, ${input.slug}, ${input.question}, ${input.answer}, ${input.position})
        returning id, topic, slug, question, answer, position, updated_at`),
    );
    await recordAdminAction(tx, {
      adminId,
      action: 'create_faq_entry',
      targetType: 'faq_entry',
      targetId: row!.id,
      reason: input.question,
    });
    return toEntry(row!);
  });
}

export async function updateFaqEntry(db: Db, { adminId, id, ...input }: { adminId: string; id: string } & Input): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    await slugFree(tx, input.slug, id);
    const [row] = rowsOf<Row>(
      await tx.execute(sql`
        update faq_entries set topic = ${input.topic}, slug = ${input.slug}, question = ${input.question},
          answer = ${input.answer}, position = ${input.position}, updated_at = now()
        where id = ${id}
        returning id, topic, slug, question, answer, position, updated_at`),
    );
    if (!row) throw notFound();
    await recordAdminAction(tx, { adminId, action: 'update_faq_entry', targetType: 'faq_entry', targetId: id, reason: input.question });
    return toEntry(row);
  });
}

export async function deleteFaqEntry(db: Db, { adminId, id }: { adminId: string; id: string }) {
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ question: string }>(await tx.execute(sql`delete from faq_entries where id = ${id} returning question`));
    if (!row) throw notFound();
    await recordAdminAction(tx, { adminId, action: 'delete_faq_entry', targetType: 'faq_entry', targetId: id, reason: row.question });
  });
}
