import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type MemberRow, memberColumns, toAuthor } from '../../lib/member-summary.ts';

export async function setBlocked(db: Db, { viewerId, memberId, block }: { viewerId: string; memberId: string; block: boolean }) {
  if (memberId === viewerId) throw new AppError(400, 'cannot_block_self', en.messages.cannotMessageSelf);
  if (!rowsOf(await db.execute(sql`select 1 from profiles where id = ${memberId}`)).length)
    throw new AppError(404, 'not_found', en.errors.memberNotFound);
  await db.execute(
    block
      ? sql`insert into member_blocks (blocker_id, blocked_id) values (${viewerId}, ${memberId}) on conflict do nothing`
      : sql`delete from member_blocks where blocker_id = ${viewerId} and blocked_id = ${memberId}`,
  );
}

export async function listBlocked(db: Db, { viewerId }: { viewerId: string }) {
  return rowsOf<MemberRow<'member'>>(
    await db.execute(sql`
      select ${memberColumns('p', 'member')} from member_blocks b join profiles p on p.id = b.blocked_id
      where b.blocker_id = ${viewerId} order by b.created_at desc`),
  ).map((r) => toAuthor(r, 'member'));
}
