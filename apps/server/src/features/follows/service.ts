import { and, eq, isNull, sql } from 'drizzle-orm';
import { FOLLOW_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import type { FollowListItem } from '@prosper/shared/schemas/member';
import { type Db, rowsOf } from '../../db/client.ts';
import { follows } from '../../db/schema/follows.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

/**
 * Follows a member; following twice is the same as once, following oneself is refused. Each follow
 * notifies, so a member's follows a day are limited against follow-and-unfollow spam.
 */
export async function follow(db: Db, { followerId, followingId }: { followerId: string; followingId: string }) {
  await consumeRateLimit(db, `follows:${followerId}`, FOLLOW_LIMIT, en.errors.tooManyFollows);
  if (followerId === followingId) throw new AppError(400, 'cannot_follow_self', en.errors.cannotFollowSelf);
  const [target] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, followingId), isNull(profiles.closedAt), notSuspended('profiles')));
  if (!target) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  await db.transaction(async (tx) => {
    const [followed] = await tx.insert(follows).values({ followerId, followingId }).onConflictDoNothing().returning();
    if (!followed) return;
    const [follower] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, followerId));
    const name = `${follower!.firstName} ${follower!.lastName}`;
    await createNotification(tx, {
      recipientId: followingId,
      actorId: followerId,
      type: 'follow',
      ...notificationText('follow', { name }),
    });
  });
}

export async function unfollow(db: Db, { followerId, followingId }: { followerId: string; followingId: string }) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
}

/** A page of a member's followers or of those they follow, newest first, with the next page's cursor. */
export async function listFollows(
  db: Db,
  { memberId, direction, after }: { memberId: string; direction: 'followers' | 'following'; after: Cursor | null },
) {
  const [mine, theirs] = direction === 'followers' ? [sql`f.following_id`, sql`f.follower_id`] : [sql`f.follower_id`, sql`f.following_id`];
  const rows = rowsOf<MemberRow<'member'> & { id: string; created_at: string | Date; cursor_at: string }>(
    await db.execute(sql`
    select p.id, ${memberColumns('p', 'member')}, f.created_at, ${cursorAt(sql`f.created_at`)}
    from follows f join profiles p on p.id = ${theirs}
    where ${mine} = ${memberId} and p.closed_at is null and ${notSuspended('p')}
      ${after ? sql`and (f.created_at, ${theirs}) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
    order by f.created_at desc, ${theirs} desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, (r): FollowListItem => ({ ...toMemberSummary(r, 'member'), followedAt: new Date(r.created_at).toISOString() }));
}
