import { sql } from 'drizzle-orm';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { StoryLikeResult } from '@prosper/shared/schemas/story';
import { type Db, rowsOf } from '../../db/client.ts';
import { createNotification } from '../notifications/service.ts';
import { type Actor, storyNotFound } from './stories.ts';

/**
 * Likes once per member. The count moves only when the like row appears or goes, in one
 * transaction, so concurrent likes keep it exact. The author hears of it (story_like), never of their own.
 */
export async function setStoryLike(db: Db, { viewer, id, like }: { viewer: Actor; id: string; like: boolean }): Promise<StoryLikeResult> {
  return db.transaction(async (tx) => {
    const story = rowsOf<{ user_id: string }>(await tx.execute(sql`select user_id from stories where id = ${id}`))[0];
    if (!story) throw storyNotFound();
    const changed = rowsOf(
      await tx.execute(
        like
          ? sql`insert into story_likes (story_id, user_id) values (${id}, ${viewer.id}) on conflict do nothing returning 1`
          : sql`delete from story_likes where story_id = ${id} and user_id = ${viewer.id} returning 1`,
      ),
    );
    const counted = changed.length
      ? await tx.execute(sql`update stories set likes_count = likes_count + ${like ? 1 : -1} where id = ${id} returning likes_count`)
      : await tx.execute(sql`select likes_count from stories where id = ${id}`);
    if (like && changed.length) {
      await createNotification(tx, {
        recipientId: story.user_id,
        actorId: viewer.id,
        type: 'story_like',
        postId: id,
        data: { story_id: id },
        ...notificationText('story_like', { name: `${viewer.firstName} ${viewer.lastName}` }),
      });
    }
    return { liked: like, likesCount: rowsOf<{ likes_count: number }>(counted)[0]!.likes_count };
  });
}
