import { sql } from 'drizzle-orm';
import { newPostsText } from '@prosper/shared/rules/new-posts-message';
import { rowsOf, type Tx } from '../../db/client.ts';
import { publishMany } from '../../realtime/outbox.ts';
import { notificationColumns, type NotificationRow, toNotification } from './rows.ts';

type Gathered = { id: string; user_id: string; inserted: boolean; author_ids: string[]; post_count: number };
type Named = { id: string; first_name: string; last_name: string };

const fullName = (p: Named) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Tells a batch of followers of `authorId` about the post `postId`, in the caller's transaction
 * (decision 022): a follower with no unread "new posts" item gets one; one who has it sees it
 * gather this post (the author first among its authors, one more post, its time now). The unique
 * index notifications_new_posts_unread_idx makes the insert-or-update one atomic step, so two
 * authors publishing at once still leave one unread item. Members who switched social or in-app
 * notifications off are left out.
 */
export async function gatherNewPost(tx: Tx, o: { authorId: string; postId: string | null; followerIds: string[] }) {
  if (o.followerIds.length === 0) return;
  const [author] = rowsOf<Named>(await tx.execute(sql`select id, first_name, last_name from profiles where id = ${o.authorId}`));
  if (!author) return;
  const single = newPostsText({ names: [fullName(author)], authorCount: 1, postCount: 1 });

  // Followers in id order, so that concurrent batches lock their rows in the same order.
  const gathered = rowsOf<Gathered>(
    await tx.execute(sql`
    insert into notifications as n (user_id, recipient_id, type, title, message, actor_id, post_id, data)
    select f.id, f.id, 'new_post_from_followed', ${single.title}, ${single.message}, ${o.authorId}, ${o.postId},
      jsonb_build_object('post_count', 1, 'author_ids', jsonb_build_array(${o.authorId}::text))
    from unnest(${sql.param(o.followerIds)}::text[]) as f(id) left join user_notification_settings s on s.user_id = f.id
    where coalesce(s.in_app_notifications_enabled, true) and coalesce(s.social_notifications_enabled, true)
    order by f.id
    on conflict (user_id) where type = 'new_post_from_followed' and not read do update set
      actor_id = excluded.actor_id,
      post_id = excluded.post_id,
      created_at = excluded.created_at,
      data = jsonb_build_object(
        'post_count', coalesce((n.data->>'post_count')::int, 1) + 1,
        'author_ids', jsonb_build_array(excluded.actor_id) || coalesce((
          select jsonb_agg(e.author order by e.i)
          from jsonb_array_elements(coalesce(n.data->'author_ids', jsonb_build_array(n.actor_id))) with ordinality as e(author, i)
          where e.author #>> '{}' is distinct from excluded.actor_id), '[]'::jsonb))
    returning n.id, n.user_id, (n.xmax = 0) as inserted,
      array(select jsonb_array_elements_text(n.data->'author_ids')) as author_ids, (n.data->>'post_count')::int as post_count`),
  );
  if (gathered.length === 0) return;

  // Two authors are both named: the one before this author is looked up.
  const secondIds = [...new Set(gathered.filter((g) => g.author_ids.length === 2).map((g) => g.author_ids[1]!))];
  const seconds = new Map(
    secondIds.length === 0
      ? []
      : rowsOf<Named>(
          await tx.execute(sql`select id, first_name, last_name from profiles where id = any(${sql.param(secondIds)}::text[])`),
        ).map((p) => [p.id, fullName(p)]),
  );
  const texts = gathered.map((g) => {
    const second = g.author_ids.length === 2 ? seconds.get(g.author_ids[1]!) : undefined;
    return newPostsText({
      names: second === undefined ? [fullName(author)] : [fullName(author), second],
      authorCount: Math.max(1, g.author_ids.length),
      postCount: g.post_count,
    });
  });
  const rows = rowsOf<NotificationRow & { user_id: string }>(
    await tx.execute(sql`
    with n as (
      update notifications n set title = v.title, message = v.message
      from unnest(${sql.param(gathered.map((g) => g.id))}::uuid[], ${sql.param(texts.map((x) => x.title))}::text[],
        ${sql.param(texts.map((x) => x.message))}::text[]) as v(id, title, message)
      where n.id = v.id
      returning n.*)
    select ${notificationColumns}, n.user_id from n left join profiles a on a.id = n.actor_id`),
  );
  const inserted = new Set(gathered.filter((g) => g.inserted).map((g) => g.id));
  const eventsOf = (wanted: boolean) =>
    rows.filter((r) => inserted.has(r.id) === wanted).map((r) => ({ userId: r.user_id, payload: toNotification(r) }));
  // A new item raises the bell; a gathered one is an update, so the unread count stays (SPEC §4).
  await publishMany(tx, 'notifications', 'insert', eventsOf(true));
  await publishMany(tx, 'notifications', 'update', eventsOf(false));
}
