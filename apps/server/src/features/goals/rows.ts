import { type SQL, sql } from 'drizzle-orm';
import type { Goal, GoalComment, Milestone } from '@prosper/shared/schemas/goal';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';

/**
 * A goal as the API returns it, from `goals g` joined to its owner `o` and (left) its mentor `m`,
 * its milestones gathered in order by one indexed subquery, so a page of goals is one query.
 */
export const goalColumns: SQL = sql`g.id, g.title, g.why, g.target_date::text as target_date, g.archived_at, g.completed_at,
  g.comments_count, g.created_at, g.updated_at, ${memberColumns('o', 'owner')}, ${memberColumns('m', 'mentor')},
  coalesce((select json_agg(json_build_object('id', x.id, 'title', x.title, 'done', x.done) order by x.position)
            from goal_milestones x where x.goal_id = g.id), '[]'::json) as milestones`;

/** `from …` the goal columns read. */
export const goalFrom: SQL = sql`goals g join profiles o on o.id = g.user_id left join profiles m on m.id = g.mentor_id`;

export type GoalRow = {
  id: string;
  title: string;
  why: string;
  target_date: string | null;
  archived_at: string | Date | null;
  completed_at: string | Date | null;
  comments_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  milestones: Milestone[] | string;
} & MemberRow<'owner'> &
  MemberRow<'mentor'>;

const iso = (value: string | Date) => new Date(value).toISOString();

export function toGoal(r: GoalRow): Goal {
  return {
    id: r.id,
    title: r.title,
    why: r.why,
    targetDate: r.target_date,
    archived: r.archived_at !== null,
    completedAt: r.completed_at === null ? null : iso(r.completed_at),
    // PGlite hands json back parsed, node-postgres too; a driver that does not gets it parsed here.
    milestones: typeof r.milestones === 'string' ? (JSON.parse(r.milestones) as Milestone[]) : r.milestones,
    owner: toMemberSummary(r, 'owner'),
    sharedWith: r.mentor_id ? toMemberSummary(r, 'mentor') : null,
    commentsCount: r.comments_count,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export const commentColumns: SQL = sql`c.id, c.content, c.created_at, ${memberColumns('p', 'author')}`;

export type CommentRow = { id: string; content: string; created_at: string | Date } & MemberRow<'author'>;

export const toGoalComment = (r: CommentRow): GoalComment => ({
  id: r.id,
  content: r.content,
  author: toMemberSummary(r, 'author'),
  createdAt: iso(r.created_at),
});
