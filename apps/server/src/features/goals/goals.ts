import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { Goal, goalInputSchema, goalUpdateSchema } from '@prosper/shared/schemas/goal';
import type { Member } from '../../auth/guards.ts';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage } from '../../lib/cursor.ts';
import { createNotification } from '../notifications/service.ts';
import { isMentorOf } from './mentors.ts';
import { type GoalRow, goalColumns, goalFrom, toGoal } from './rows.ts';

export const goalNotFound = () => new AppError(404, 'not_found', en.goals.notFound);
const fullName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;
const after = (cursor: Cursor | null) =>
  cursor ? sql`and (g.created_at, g.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;

/** My active or archived goals, newest first. */
export async function listGoals(db: Db, { viewerId, archived, cursor }: { viewerId: string; archived: boolean; cursor: Cursor | null }) {
  const rows = rowsOf<GoalRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${goalColumns}, ${cursorAt(sql`g.created_at`)} from ${goalFrom}
      where g.user_id = ${viewerId} and (g.archived_at is not null) = ${archived} ${after(cursor)}
      order by g.created_at desc, g.id desc limit 21`),
  );
  return keysetPage(rows, toGoal);
}

/** Active goals mentees shared with me, newest first. */
export async function listSharedGoals(db: Db, { viewerId, cursor }: { viewerId: string; cursor: Cursor | null }) {
  const rows = rowsOf<GoalRow & { cursor_at: string }>(
    await db.execute(sql`
      select ${goalColumns}, ${cursorAt(sql`g.created_at`)} from ${goalFrom}
      where g.mentor_id = ${viewerId} and g.archived_at is null ${after(cursor)}
      order by g.created_at desc, g.id desc limit 21`),
  );
  return keysetPage(rows, toGoal);
}

async function readGoal(tx: Tx, id: string): Promise<Goal> {
  const [row] = rowsOf<GoalRow>(await tx.execute(sql`select ${goalColumns} from ${goalFrom} where g.id = ${id}`));
  if (!row) throw goalNotFound();
  return toGoal(row);
}

/** A goal for its owner or the mentor it is shared with; anyone else learns nothing of it. */
export async function findGoal(db: Db, { viewerId, id }: { viewerId: string; id: string }): Promise<Goal> {
  const goal = await readGoal(db, id);
  if (goal.owner.id !== viewerId && goal.sharedWith?.id !== viewerId) throw goalNotFound();
  return goal;
}

/**
 * Locks the goal for a change by its owner: a stranger gets a 404, the mentor it is shared with
 * (who can see it) a 403.
 */
async function lockOwnGoal(tx: Tx, { viewerId, id }: { viewerId: string; id: string }) {
  const [row] = rowsOf<{ user_id: string; mentor_id: string | null; archived_at: string | null; title: string }>(
    await tx.execute(sql`select user_id, mentor_id, archived_at, title from goals where id = ${id} for update`),
  );
  if (!row || (row.user_id !== viewerId && row.mentor_id !== viewerId)) throw goalNotFound();
  if (row.user_id !== viewerId) throw new AppError(403, 'not_owner', en.goals.notYours);
  return row;
}

/** completed_at follows the milestones: set when the last one is ticked, kept while all stay ticked, cleared otherwise. */
const settleCompletion = (tx: Tx, id: string) =>
  tx.execute(sql`
    update goals g set updated_at = now(), completed_at = case
      when exists (select 1 from goal_milestones x where x.goal_id = g.id)
       and not exists (select 1 from goal_milestones x where x.goal_id = g.id and not x.done)
      then coalesce(g.completed_at, now()) end
    where g.id = ${id}`);

type MilestoneInput = z.output<typeof goalInputSchema>['milestones'];

/** Writes the goal's whole milestone list: ids sent keep their rows, rows not sent go, new ones are added. */
async function writeMilestones(tx: Tx, goalId: string, milestones: MilestoneInput) {
  const kept = milestones.flatMap((m) => (m.id ? [m.id] : []));
  if (new Set(kept).size !== kept.length) throw new AppError(400, 'duplicate_milestone', en.goals.milestoneNotFound);
  if (kept.length > 0) {
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from goal_milestones where goal_id = ${goalId} and id in (${sql.join(
          kept.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    ) as [{ n: number }];
    if (n !== kept.length) throw new AppError(404, 'not_found', en.goals.milestoneNotFound);
  }
  await tx.execute(
    sql`delete from goal_milestones where goal_id = ${goalId} ${
      kept.length > 0
        ? sql`and id not in (${sql.join(
            kept.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``
    }`,
  );
  for (const [position, m] of milestones.entries()) {
    if (m.id) {
      await tx.execute(
        sql`update goal_milestones set title = ${m.title}, done = coalesce(${m.done ?? null}::boolean, done), position = ${position} where id = ${m.id}`,
      );
    } else {
      await tx.execute(
        sql`insert into goal_milestones (goal_id, title, done, position) values (${goalId}, ${m.title}, ${m.done ?? false}, ${position})`,
      );
    }
  }
  await settleCompletion(tx, goalId);
}

export async function createGoal(db: Db, { viewerId, ...input }: { viewerId: string } & z.output<typeof goalInputSchema>) {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into goals (user_id, title, why, target_date) values (${viewerId}, ${input.title}, ${input.why}, ${input.targetDate})
        returning id`),
    );
    await writeMilestones(
      tx,
      row!.id,
      input.milestones.map(({ id: _id, ...m }) => m),
    );
    return readGoal(tx, row!.id);
  });
}

export async function updateGoal(
  db: Db,
  { viewerId, id, ...input }: { viewerId: string; id: string } & z.output<typeof goalUpdateSchema>,
): Promise<Goal> {
  return db.transaction(async (tx) => {
    await lockOwnGoal(tx, { viewerId, id });
    await tx.execute(sql`
      update goals set updated_at = now()
        ${input.title === undefined ? sql`` : sql`, title = ${input.title}`}
        ${input.why === undefined ? sql`` : sql`, why = ${input.why}`}
        ${input.targetDate === undefined ? sql`` : sql`, target_date = ${input.targetDate}`}
        ${input.archived === undefined ? sql`` : input.archived ? sql`, archived_at = coalesce(archived_at, now())` : sql`, archived_at = null`}
      where id = ${id}`);
    if (input.milestones) await writeMilestones(tx, id, input.milestones);
    return readGoal(tx, id);
  });
}

/** Ticks or unticks one milestone of an active goal; the goal's completion follows. */
export async function checkMilestone(
  db: Db,
  { viewerId, milestoneId, done }: { viewerId: string; milestoneId: string; done: boolean },
): Promise<Goal> {
  return db.transaction(async (tx) => {
    const [milestone] = rowsOf<{ goal_id: string }>(await tx.execute(sql`select goal_id from goal_milestones where id = ${milestoneId}`));
    if (!milestone) throw new AppError(404, 'not_found', en.goals.milestoneNotFound);
    const id = milestone.goal_id;
    const goal = await lockOwnGoal(tx, { viewerId, id });
    if (goal.archived_at) throw new AppError(409, 'archived', en.goals.archivedLocked);
    await tx.execute(sql`update goal_milestones set done = ${done} where id = ${milestoneId}`);
    await settleCompletion(tx, id);
    return readGoal(tx, id);
  });
}

export async function deleteGoal(db: Db, { viewerId, id }: { viewerId: string; id: string }) {
  await db.transaction(async (tx) => {
    await lockOwnGoal(tx, { viewerId, id });
    await tx.execute(sql`delete from goals where id = ${id}`);
  });
}

/**
 * Shares the goal with one of the owner's mentors (decision 039: a confirmed or completed session
 * between them), or stops sharing it. The mentor is told once, when it becomes theirs to see.
 */
export async function shareGoal(db: Db, { viewer, id, mentorId }: { viewer: Member; id: string; mentorId: string | null }): Promise<Goal> {
  return db.transaction(async (tx) => {
    const goal = await lockOwnGoal(tx, { viewerId: viewer.id, id });
    if (mentorId !== null && !(await isMentorOf(tx, { menteeId: viewer.id, mentorId }))) {
      throw new AppError(403, 'not_your_mentor', en.goals.notYourMentor, { mentorId: en.goals.notYourMentor });
    }
    await tx.execute(sql`update goals set mentor_id = ${mentorId}, updated_at = now() where id = ${id}`);
    if (mentorId !== null && mentorId !== goal.mentor_id) {
      await createNotification(tx, {
        recipientId: mentorId,
        actorId: viewer.id,
        type: 'goal_shared',
        data: { goal_id: id },
        ...notificationText('goal_shared', { name: fullName(viewer), title: goal.title }),
      });
    }
    return readGoal(tx, id);
  });
}
