import { sql } from 'drizzle-orm';
import type { Answer, Question, QuestionCard } from '@prosper/shared/schemas/question';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';

/** A card's columns from `questions q` joined to its author `p` and, left joined, its mentor `m`. */
export const cardColumns = sql`q.id, q.title, q.excerpt, q.tags, q.answers_count,
  q.accepted_answer_id, q.created_at, q.updated_at, ${memberColumns('p', 'author')}, ${memberColumns('m', 'mentor')}`;
export const cardFrom = sql`questions q join profiles p on p.id = q.user_id left join profiles m on m.id = q.mentor_id`;

export type CardRow = {
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  answers_count: number;
  accepted_answer_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
} & MemberRow<'author'> &
  Partial<MemberRow<'mentor'>>;

const iso = (v: string | Date) => new Date(v).toISOString();

export function toCard(r: CardRow): QuestionCard {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    tags: r.tags,
    answersCount: r.answers_count,
    answered: r.accepted_answer_id !== null,
    createdAt: iso(r.created_at),
    author: toMemberSummary(r, 'author'),
    mentor: r.mentor_id ? toMemberSummary(r as MemberRow<'mentor'>, 'mentor') : null,
  };
}

export function toQuestion(r: CardRow & { body: string }): Question {
  return { ...toCard(r), body: r.body, acceptedAnswerId: r.accepted_answer_id, updatedAt: iso(r.updated_at) };
}

/** An answer's columns from `question_answers a` joined to its author `p` and its question `q`, with the viewer's vote. */
export const answerColumns = (viewerId: string | null) => sql`a.id, a.question_id, a.body, a.score, a.created_at, a.updated_at,
  q.accepted_answer_id = a.id as accepted, ${memberColumns('p', 'author')},
  ${viewerId ? sql`coalesce((select v.value from answer_votes v where v.answer_id = a.id and v.user_id = ${viewerId}), 0)` : sql`0`}::int as my_vote`;
export const answerFrom = sql`question_answers a join questions q on q.id = a.question_id join profiles p on p.id = a.user_id`;

export type AnswerRow = {
  id: string;
  question_id: string;
  body: string;
  score: number;
  accepted: boolean | null;
  my_vote: number;
  created_at: string | Date;
  updated_at: string | Date;
} & MemberRow<'author'>;

export function toAnswer(r: AnswerRow): Answer {
  return {
    id: r.id,
    questionId: r.question_id,
    body: r.body,
    score: r.score,
    accepted: r.accepted === true,
    myVote: Math.sign(r.my_vote) as Answer['myVote'],
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    author: toMemberSummary(r, 'author'),
  };
}
