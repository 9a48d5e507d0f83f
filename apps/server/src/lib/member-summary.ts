import { type SQL, sql } from 'drizzle-orm';
import type { MemberSummary } from '@prosper/shared/schemas/member';

/*
 * A member as lists, authors and sessions show them, read from a joined `profiles` row: every
 * area selects the same columns under a name of its own (`author_`, `mentor_`...) and maps them
 * back the same way.
 */

type Fields = {
  id: string;
  first_name: string;
  last_name: string;
  role: MemberSummary['role'];
  avatar_url: string | null;
  anonymised: boolean;
};
const FIELDS = ['id', 'first_name', 'last_name', 'role', 'avatar_url', 'anonymised'] as const satisfies (keyof Fields)[];

/** The columns `memberColumns(alias, as)` selects: `<as>_id`, `<as>_first_name`, ... */
export type MemberRow<As extends string> = { [F in keyof Fields as `${As}_${F}`]: Fields[F] };

/** `p.id as author_id, p.first_name as author_first_name, ...` for the profiles row joined as `alias`. */
export const memberColumns = (alias: string, as: string): SQL => sql.raw(FIELDS.map((f) => `${alias}.${f} as ${as}_${f}`).join(', '));

export function toMemberSummary<As extends string>(row: MemberRow<As>, as: As): MemberSummary {
  const r = row as Record<string, unknown>;
  const field = <F extends keyof Fields>(f: F) => r[`${as}_${f}`] as Fields[F];
  const summary = {
    id: field('id'),
    firstName: field('first_name'),
    lastName: field('last_name'),
    role: field('role'),
    avatarUrl: field('avatar_url'),
  };
  // An erased member's stand-in: the web shows the name and links nowhere.
  return field('anonymised') ? { ...summary, deleted: true } : summary;
}

/** An article's or a comment's author, and the other member of a conversation: a summary without the role. */
export function toAuthor<As extends string>(row: MemberRow<As>, as: As): Omit<MemberSummary, 'role'> {
  const { role: _role, ...author } = toMemberSummary(row, as);
  return author;
}
