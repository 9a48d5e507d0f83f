import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { type PageHead, previewText } from '../../lib/page-head.ts';
import { certificateRow } from './certificates.ts';

/** What a link preview of a program shows: its title, the start of its description, its cover. Drafts have none. */
export async function programPageHead(db: Db, id: string): Promise<PageHead | null> {
  const [row] = rowsOf<{ title: string; description: string; image_url: string | null }>(
    await db.execute(sql`select title, description, image_url from programs where id = ${id} and status <> 'draft'`),
  );
  if (!row) return null;
  const text = row.description
    .replace(/[#*_`>[\]()!-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    title: `${row.title} · ${en.programs.title} · Prosper Mentor`,
    description: previewText(text),
    image: row.image_url,
    noindex: false,
  };
}

/** What a link preview of a certificate shows: who completed which program, with the program's cover. */
export async function certificatePageHead(db: Db, ids: { programId: string; certificateId: string }): Promise<PageHead | null> {
  const row = await certificateRow(db, ids.certificateId);
  if (!row || row.program_id !== ids.programId) return null;
  return {
    title: `${row.member_name} · ${en.programs.certificate} · Prosper Mentor`,
    description: `${row.member_name} completed the mentoring program “${row.program_title}”, organised by ${row.organiser_name}.`,
    image: row.image_url,
    noindex: true,
  };
}
