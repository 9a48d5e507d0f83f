import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Community, CommunityBody, CommunityMember, CommunityUpdate } from '@prosper/shared/schemas/network';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { notSuspended } from '../../lib/suspension-state.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { type CardRow, cardColumns, toCard } from '../articles/rows.ts';

export const communityNotFound = () => new AppError(404, 'not_found', en.networks.communityNotFound);

type Row = { id: string; slug: string; name: string; description: string; archived: boolean; member_count: number; joined: boolean };
const toCommunity = (r: Row): Community => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  archived: r.archived,
  memberCount: r.member_count,
  joined: r.joined,
});
const columns = (viewerId: string) => sql`c.id, c.slug, c.name, c.description, c.archived,
  (select count(*) from community_members m where m.community_id = c.id)::int as member_count,
  exists (select 1 from community_members m where m.community_id = c.id and m.member_id = ${viewerId}) as joined`;

/**
 * Communities, oldest first; archived ones only for admins, who keep managing them. `mine`: only
 * the open communities the viewer belongs to (through community_members_member_idx; a member is in few).
 */
export async function listCommunities(
  db: Db,
  { viewerId, admin, mine, after }: { viewerId: string; admin: boolean; mine: boolean; after: Cursor | null },
) {
  const rows = rowsOf<Row & { cursor_at: string }>(
    await db.execute(sql`
    select ${columns(viewerId)}, ${cursorAt(sql`c.created_at`)} from communities c
    where ${
      mine
        ? sql`c.id in (select community_id from community_members where member_id = ${viewerId}) and not c.archived`
        : admin
          ? sql`true`
          : sql`not c.archived`
    }
      ${after ? sql`and (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by c.created_at, c.id
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toCommunity);
}

/** One community by its address; an archived one stays readable to its members and to admins. */
export async function findCommunity(db: Db | Tx, { viewerId, slug, admin }: { viewerId: string; slug: string; admin: boolean }) {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${columns(viewerId)} from communities c where c.slug = ${slug}`));
  if (!row || (row.archived && !admin && !row.joined)) throw communityNotFound();
  return toCommunity(row);
}

export async function joinCommunity(db: Db, { viewerId, slug }: { viewerId: string; slug: string }) {
  const [row] = rowsOf<{ id: string; archived: boolean }>(await db.execute(sql`select id, archived from communities where slug = ${slug}`));
  if (!row) throw communityNotFound();
  if (row.archived) throw new AppError(409, 'community_archived', en.networks.communityArchived);
  await db.execute(sql`insert into community_members (community_id, member_id) values (${row.id}, ${viewerId}) on conflict do nothing`);
}

export async function leaveCommunity(db: Db, { viewerId, slug }: { viewerId: string; slug: string }) {
  await db.execute(sql`
    delete from community_members where member_id = ${viewerId} and community_id = (select id from communities where slug = ${slug})`);
}

/** A community's members, newest first. */
export async function listCommunityMembers(db: Db, { communityId, after }: { communityId: string; after: Cursor | null }) {
  const rows = rowsOf<MemberRow<'member'> & { id: string; joined_at: string | Date; cursor_at: string }>(
    await db.execute(sql`
    select p.id, ${memberColumns('p', 'member')}, m.joined_at, ${cursorAt(sql`m.joined_at`)}
    from community_members m join profiles p on p.id = m.member_id
    where m.community_id = ${communityId} and p.closed_at is null and ${notSuspended('p')}
      ${after ? sql`and (m.joined_at, m.member_id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
    order by m.joined_at desc, m.member_id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, (r): CommunityMember => ({ ...toMemberSummary(r, 'member'), joinedAt: new Date(r.joined_at).toISOString() }));
}

/** The articles tagged with a community, newest first, as article cards. */
export async function listCommunityArticles(
  db: Db,
  { viewerId, communityId, after }: { viewerId: string; communityId: string; after: Cursor | null },
) {
  const rows = rowsOf<CardRow & { cursor_at: string }>(
    await db.execute(sql`
    select ${cardColumns(viewerId)}, ${cursorAt(sql`ca.created_at`)}
    from community_articles ca join articles a on a.id = ca.article_id join profiles p on p.id = a.user_id
    where ca.community_id = ${communityId}
      ${after ? sql`and (ca.created_at, ca.article_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by ca.created_at desc, ca.article_id desc
    limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(rows, toCard);
}

async function authorsArticle(db: Db, { viewerId, articleId }: { viewerId: string; articleId: string }) {
  const [article] = rowsOf<{ user_id: string }>(await db.execute(sql`select user_id from articles where id = ${articleId}`));
  if (!article) throw new AppError(404, 'not_found', en.articles.notFound);
  if (article.user_id !== viewerId) throw new AppError(403, 'author_only', en.articles.authorOnly);
}

/** The community the author's article is tagged with, by its address, or none: the article form's choice. */
export async function articleCommunity(db: Db, { viewerId, articleId }: { viewerId: string; articleId: string }) {
  await authorsArticle(db, { viewerId, articleId });
  const [row] = rowsOf<{ slug: string }>(
    await db.execute(sql`
    select c.slug from community_articles ca join communities c on c.id = ca.community_id where ca.article_id = ${articleId}`),
  );
  return { slug: row?.slug ?? null };
}

/**
 * Tags the author's article with one of the communities they belong to (or with none): the
 * article then shows in that community's feed, at its own publication time.
 */
export async function tagArticle(db: Db, { viewerId, articleId, slug }: { viewerId: string; articleId: string; slug: string | null }) {
  await authorsArticle(db, { viewerId, articleId });
  if (slug === null) {
    await db.execute(sql`delete from community_articles where article_id = ${articleId}`);
    return;
  }
  const [community] = rowsOf<{ id: string; member: boolean }>(
    await db.execute(sql`
    select c.id, exists (select 1 from community_members m where m.community_id = c.id and m.member_id = ${viewerId}) as member
    from communities c where c.slug = ${slug} and not c.archived`),
  );
  if (!community) throw communityNotFound();
  if (!community.member) throw new AppError(403, 'not_a_member', en.networks.notAMember);
  await db.execute(sql`
    insert into community_articles (article_id, community_id, created_at)
    select ${articleId}, ${community.id}, a.created_at from articles a where a.id = ${articleId}
    on conflict (article_id) do update set community_id = excluded.community_id`);
}

const slugTaken = () => new AppError(409, 'slug_taken', en.networks.slugTaken, { slug: en.networks.slugTaken });

async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw slugTaken();
    throw error;
  }
}

/** An admin creates a community; the audit log records it. */
export async function createCommunity(db: Db, { adminId, body }: { adminId: string; body: CommunityBody }) {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
        insert into communities (slug, name, description) values (${body.slug}, ${body.name}, ${body.description}) returning id`),
      );
      await recordAdminAction(tx, { adminId, action: 'create_community', targetType: 'community', targetId: row!.id, reason: body.name });
      return findCommunity(tx, { viewerId: adminId, slug: body.slug, admin: true });
    }),
  );
}

/** An admin edits a community, or archives it (or brings it back); the audit log records each. */
export async function updateCommunity(db: Db, { adminId, slug, update }: { adminId: string; slug: string; update: CommunityUpdate }) {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [before] = rowsOf<{ id: string; archived: boolean; name: string }>(
        await tx.execute(sql`select id, archived, name from communities where slug = ${slug} for update`),
      );
      if (!before) throw communityNotFound();
      await tx.execute(sql`
        update communities set
          slug = coalesce(${update.slug ?? null}, slug), name = coalesce(${update.name ?? null}, name),
          description = coalesce(${update.description ?? null}, description), archived = coalesce(${update.archived ?? null}::boolean, archived)
        where id = ${before.id}`);
      const archiving = update.archived === true && !before.archived;
      const edited =
        update.name !== undefined || update.slug !== undefined || update.description !== undefined || update.archived === false;
      const target = { adminId, targetType: 'community' as const, targetId: before.id, reason: update.name ?? before.name };
      if (archiving) await recordAdminAction(tx, { ...target, action: 'archive_community' });
      if (edited) await recordAdminAction(tx, { ...target, action: 'edit_community' });
      return findCommunity(tx, { viewerId: adminId, slug: update.slug ?? slug, admin: true });
    }),
  );
}
