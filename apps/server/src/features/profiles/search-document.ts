import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Accents folded away in SQL as `foldText` does in JavaScript for the words searched, so "hopital"
 * finds Hôpital. (The unaccent extension is not in every PostgreSQL we run on.)
 */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťţùúûüūůűųýÿźżž';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzz';

const fold = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;

/**
 * A mentor's search document from their name (weight A), title, company, skills and
 * specializations (B) and bio (D), for `mentor_profiles m` joined to its `profiles p`. One
 * definition, so updating one mentor and building every document at once (the search benchmark)
 * cannot drift apart. The 'simple' configuration: our members write in English, French, Swahili
 * and more, so no stemming.
 */
export const searchDocumentSql = sql`
  setweight(to_tsvector('simple', ${fold(sql`p.first_name || ' ' || p.last_name`)}), 'A') ||
  setweight(to_tsvector('simple', ${fold(sql`coalesce(m.title, '') || ' ' || coalesce(m.company, '')`)}), 'B') ||
  setweight(to_tsvector('simple', ${fold(sql`coalesce((select string_agg(s.name, ' ') from mentor_skills ms join skills s on s.id = ms.skill_id
    where ms.mentor_id = m.id), '') || ' ' || array_to_string(m.specializations, ' ')`)}), 'B') ||
  setweight(to_tsvector('simple', ${fold(sql`coalesce(p.bio, '')`)}), 'D')`;

/** Rebuilds a mentor's search document. Called in the transaction of every change to its fields. */
export async function refreshSearchDocument(db: Db, mentorId: string) {
  await db.execute(sql`
    update mentor_profiles m set search_document = ${searchDocumentSql}
    from profiles p
    where p.id = m.id and m.id = ${mentorId}`);
}
