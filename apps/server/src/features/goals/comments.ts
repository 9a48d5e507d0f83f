import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { GoalComment } from '@prosper/shared/schemas/goal';
import type { Member } from '../../auth/guards.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage } from '../../lib/cursor.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createNotification } from '../notifications/service.ts';
import { findGoal, goalNotFound } from './goals.ts';
import { type CommentRow, commentColumns, toGoalComment } from './rows.ts';

/** As for article comments: 9 per 30 s per member. */
const COMMENT_LIMIT = { max: 9, windowSeconds: 30 };

/** A goal's comments, oldest first, for its owner and its mentor. */
export async function listGoalComments(db: Db, { viewerId, id, cursor }: { viewerId: string; id: string; cursor: Cursor | null }) {
  await findGoal(db, { viewerId, id });
  const rows = rowsOf<CommentRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${commentColumns}, ${cursorAt(sql`c.created_at`)}
      from goal_comments c join profiles p on p.id = c.user_id
      where c.goal_id = ${id}
        ${cursor ? sql`and (c.created_at, c.id) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
      order by c.created_at, c.id limit 21`),
  );
  return keysetPage(rows, toGoalComment);
}

/**
 * The shared mentor's comment (decision 039: the goal is the owner's; the comments are the
 * mentor's advice on it). The owner is told, with the goal's title.
 */
export async function createGoalComment(
  db: Db,
  { viewer, id, content }: { viewer: Member; id: string; content: string },
): Promise<GoalComment> {
  await consumeRateLimit(db, `goal-comments:${viewer.id}`, COMMENT_LIMIT, en.goals.tooManyComments);
  return db.transaction(async (tx) => {
    const [goal] = rowsOf<{ user_id: string; mentor_id: string | null; title: string }>(
      await tx.execute(sql`select user_id, mentor_id, title from goals where id = ${id} for update`),
    );
    if (!goal || (goal.user_id !== viewer.id && goal.mentor_id !== viewer.id)) throw goalNotFound();
    if (goal.mentor_id !== viewer.id) throw new AppError(403, 'not_shared_mentor', en.goals.onlySharedMentor);
    const [row] = rowsOf<CommentRow>(
      await tx.execute(sql`
        with c as (insert into goal_comments (goal_id, user_id, content) values (${id}, ${viewer.id}, ${content}) returning *)
        select ${commentColumns} from c join profiles p on p.id = c.user_id`),
    );
    await tx.execute(sql`update goals set comments_count = comments_count + 1 where id = ${id}`);
    await createNotification(tx, {
      recipientId: goal.user_id,
      actorId: viewer.id,
      type: 'goal_comment',
      data: { goal_id: id },
      ...notificationText('goal_comment', { name: `${viewer.firstName} ${viewer.lastName}`, title: goal.title }),
    });
    return toGoalComment(row!);
  });
}
