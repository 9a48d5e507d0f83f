import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { tagKey } from '@prosper/shared/rules/tags';
import type { Db } from '../../db/client.ts';
import { mentorSkills, skills } from '../../db/schema/profiles.ts';

/** Sets a mentor's skills to `names`, in that order, creating skills not seen before. */
export async function replaceMentorSkills(db: Db, mentorId: string, names: string[]) {
  if (names.length === 0) {
    await db.delete(mentorSkills).where(eq(mentorSkills.mentorId, mentorId));
    return;
  }
  const rows = names.map((name) => ({ name: name.trim().replace(/\s+/g, ' '), key: tagKey(name) }));
  // The first spelling of a skill names it for everyone; later ones reuse it.
  await db.insert(skills).values(rows).onConflictDoNothing({ target: skills.key });
  const found = await db
    .select({ id: skills.id, key: skills.key })
    .from(skills)
    .where(
      inArray(
        skills.key,
        rows.map((r) => r.key),
      ),
    );
  const idByKey = new Map(found.map((s) => [s.key, s.id]));
  const ids = rows.map((r) => idByKey.get(r.key)!);
  await db.delete(mentorSkills).where(and(eq(mentorSkills.mentorId, mentorId), notInArray(mentorSkills.skillId, ids)));
  await db
    .insert(mentorSkills)
    .values(ids.map((skillId, position) => ({ mentorId, skillId, position })))
    .onConflictDoUpdate({ target: [mentorSkills.mentorId, mentorSkills.skillId], set: { position: sql`excluded.position` } });
}
