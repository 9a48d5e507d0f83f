import { sql } from 'drizzle-orm';
import type { RemovableContentType, ReportContentType } from '@prosper/shared/constants/reports';
import { en } from '@prosper/shared/i18n/en';
import type { ReportGroup } from '@prosper/shared/schemas/report';
import { rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { removeComment } from '../articles/comments.ts';
import { removeMessage } from '../messages/messages.ts';
import { removeStory } from '../stories/stories.ts';
import { removeAnswer } from '../questions/answers.ts';

/*
 * What each kind of reported thing is, in one place: who is responsible for it, who may report it,
 * how the queue shows it in place, and how it is removed.
 */

export type ContentRef = { contentType: ReportContentType; contentId: string };
export const contentKey = (c: ContentRef) => `${c.contentType}:${c.contentId}`;

const notThere = () => new AppError(404, 'not_found', en.reports.notFound);

/**
 * The member responsible for a thing a member reports: an article's or a comment's author, a
 * message's sender, a profile's own member. A 404 when it is not there or the reporter cannot see
 * it (a message not sent to them, a closed account), a 403 when it is their own.
 */
export async function reportedAuthor(tx: Tx, { contentType, contentId, reporterId }: ContentRef & { reporterId: string }) {
  const [found] = rowsOf<{ author_id: string; visible: boolean }>(await tx.execute(authorQuery(contentType, contentId, reporterId)));
  if (!found) throw notThere();
  if (found.author_id === reporterId) throw new AppError(403, 'own_content', en.reports.notYourOwn);
  if (!found.visible) throw notThere();
  return found.author_id;
}

function authorQuery(type: ReportContentType, id: string, reporterId: string) {
  switch (type) {
    case 'article':
      return sql`select user_id as author_id, true as visible from articles where id = ${id}`;
    case 'comment':
      return sql`select user_id as author_id, true as visible from article_comments where id = ${id}`;
    case 'message':
      return sql`select sender_id as author_id, recipient_id = ${reporterId} as visible from messages where id = ${id}`;
    case 'story':
      return sql`select user_id as author_id, true as visible from stories where id = ${id}`;
    case 'profile':
      return sql`select id as author_id, true as visible from profiles where id = ${id} and closed_at is null and not anonymised`;
    case 'question':
      return sql`select user_id as author_id, true as visible from questions where id = ${id}`;
    case 'answer':
      return sql`select user_id as author_id, true as visible from question_answers where id = ${id}`;
  }
}

type InPlace = NonNullable<ReportGroup['content']>;
const empty: InPlace = { title: null, text: null, createdAt: null, articleId: null, articleTitle: null, questionId: null, recipient: null };
const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The reported things of one queue page as the admin sees them in place, one query per kind
 * whatever the page holds. A thing missing from the answer is gone (its author deleted it).
 */
export async function contentInPlace(tx: Tx, refs: ContentRef[]): Promise<Map<string, InPlace>> {
  const found = new Map<string, InPlace>();
  const ids = (type: ReportContentType) => sql.param(refs.filter((r) => r.contentType === type).map((r) => r.contentId));
  const has = (type: ReportContentType) => refs.some((r) => r.contentType === type);

  if (has('article')) {
    type Row = { id: string; title: string; excerpt: string; created_at: string };
    for (const r of rowsOf<Row>(
      await tx.execute(sql`select id, title, excerpt, created_at from articles where id = any(${ids('article')}::uuid[])`),
    )) {
      found.set(`article:${r.id}`, { ...empty, title: r.title, text: r.excerpt, createdAt: iso(r.created_at), articleId: r.id });
    }
  }
  if (has('story')) {
    type Row = { id: string; title: string; excerpt: string; created_at: string };
    for (const r of rowsOf<Row>(
      await tx.execute(sql`select id, title, excerpt, created_at from stories where id = any(${ids('story')}::uuid[])`),
    )) {
      found.set(`story:${r.id}`, { ...empty, title: r.title, text: r.excerpt, createdAt: iso(r.created_at) });
    }
  }
  if (has('comment')) {
    type Row = { id: string; content: string; created_at: string; article_id: string; article_title: string };
    for (const r of rowsOf<Row>(
      await tx.execute(sql`
        select c.id, c.content, c.created_at, a.id as article_id, a.title as article_title
        from article_comments c join articles a on a.id = c.article_id where c.id = any(${ids('comment')}::uuid[])`),
    )) {
      found.set(`comment:${r.id}`, {
        ...empty,
        text: r.content,
        createdAt: iso(r.created_at),
        articleId: r.article_id,
        articleTitle: r.article_title,
      });
    }
  }
  if (has('message')) {
    type Row = { id: string; content: string; created_at: string } & MemberRow<'to'>;
    for (const r of rowsOf<Row>(
      await tx.execute(sql`
        select m.id, m.content, m.created_at, ${memberColumns('p', 'to')}
        from messages m join profiles p on p.id = m.recipient_id where m.id = any(${ids('message')}::uuid[])`),
    )) {
      found.set(`message:${r.id}`, { ...empty, text: r.content, createdAt: iso(r.created_at), recipient: toMemberSummary(r, 'to') });
    }
  }
  if (has('question')) {
    type Row = { id: string; title: string; body: string; created_at: string };
    for (const r of rowsOf<Row>(
      await tx.execute(
        sql`select id, title, left(body, 1000) as body, created_at from questions where id = any(${ids('question')}::uuid[])`,
      ),
    )) {
      found.set(`question:${r.id}`, { ...empty, title: r.title, text: r.body, createdAt: iso(r.created_at), questionId: r.id });
    }
  }
  if (has('answer')) {
    type Row = { id: string; body: string; created_at: string; question_id: string; question_title: string };
    for (const r of rowsOf<Row>(
      await tx.execute(sql`
        select a.id, left(a.body, 1000) as body, a.created_at, q.id as question_id, q.title as question_title
        from question_answers a join questions q on q.id = a.question_id where a.id = any(${ids('answer')}::uuid[])`),
    )) {
      found.set(`answer:${r.id}`, {
        ...empty,
        text: r.body,
        createdAt: iso(r.created_at),
        questionId: r.question_id,
        articleTitle: r.question_title,
      });
    }
  }
  if (has('profile')) {
    type Row = { id: string; first_name: string; last_name: string; bio: string | null; created_at: string };
    for (const r of rowsOf<Row>(
      await tx.execute(sql`
        select id, first_name, last_name, bio, created_at from profiles
        where id = any(${ids('profile')}::text[]) and closed_at is null and not anonymised`),
    )) {
      found.set(`profile:${r.id}`, { ...empty, title: `${r.first_name} ${r.last_name}`.trim(), text: r.bio, createdAt: iso(r.created_at) });
    }
  }
  return found;
}

/** What the author is told went: a few words of it, and for a comment the article (for an answer the question) it was on. */
export type Removed = { excerpt: string; article?: string; articleId?: string };

const EXCERPT_LENGTH = 80;
/** The start of a text on one line, cut at a word where it can be. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Removes a reported article, comment or message for everyone, with what goes with it (an
 * article's comments, a comment's replies); answers what went and the comments that went with it,
 * or null when it was gone already. Locks the row first, so a removal and an edit do not cross.
 */
export async function removeContent(
  tx: Tx,
  { contentType, contentId }: { contentType: RemovableContentType; contentId: string },
): Promise<(Removed & { comments: string[] }) | null> {
  switch (contentType) {
    case 'article': {
      const [a] = rowsOf<{ title: string }>(await tx.execute(sql`select title from articles where id = ${contentId} for update`));
      if (!a) return null;
      const comments = rowsOf<{ id: string }>(await tx.execute(sql`select id from article_comments where article_id = ${contentId}`));
      await tx.execute(sql`delete from articles where id = ${contentId}`);
      return { excerpt: excerptOf(a.title), comments: comments.map((c) => c.id) };
    }
    case 'comment': {
      const [c] = rowsOf<{ content: string; article_id: string; title: string }>(
        await tx.execute(sql`
          select c.content, c.article_id, a.title from article_comments c join articles a on a.id = c.article_id
          where c.id = ${contentId} for update of c`),
      );
      if (!c) return null;
      const replies = rowsOf<{ id: string }>(await tx.execute(sql`select id from article_comments where parent_id = ${contentId}`));
      await removeComment(tx, contentId);
      return { excerpt: excerptOf(c.content), article: excerptOf(c.title), articleId: c.article_id, comments: replies.map((r) => r.id) };
    }
    case 'story': {
      const [st] = rowsOf<{ title: string }>(await tx.execute(sql`select title from stories where id = ${contentId} for update`));
      if (!st) return null;
      await removeStory(tx, contentId);
      return { excerpt: excerptOf(st.title), comments: [] };
    }
    case 'message': {
      const [m] = rowsOf<{ content: string; sender_id: string; recipient_id: string; thread_id: string }>(
        await tx.execute(sql`select content, sender_id, recipient_id, thread_id from messages where id = ${contentId} for update`),
      );
      if (!m) return null;
      await removeMessage(tx, { id: contentId, ...m });
      return { excerpt: excerptOf(m.content), comments: [] };
    }
    case 'question': {
      const [q] = rowsOf<{ title: string }>(await tx.execute(sql`delete from questions where id = ${contentId} returning title`));
      return q ? { excerpt: excerptOf(q.title), comments: [] } : null;
    }
    case 'answer': {
      const [a] = rowsOf<{ body: string; title: string }>(
        await tx.execute(sql`
          select a.body, q.title from question_answers a join questions q on q.id = a.question_id where a.id = ${contentId} for update of a`),
      );
      if (!a) return null;
      await removeAnswer(tx, contentId);
      return { excerpt: excerptOf(a.body), article: excerptOf(a.title), comments: [] };
    }
  }
}
