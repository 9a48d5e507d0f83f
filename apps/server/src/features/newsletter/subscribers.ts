import { sql } from 'drizzle-orm';
import type { NewsletterSource, Subscriber, SubscriberStats, SubscriberStatus } from '@prosper/shared/schemas/newsletter';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';

type StateRow = { id: string; is_active: boolean; unsubscribed_at: string | null };

/** Pending, active or unsubscribed, from the two columns that say it (decision 032). */
export const statusOf = (r: { is_active: boolean; unsubscribed_at: string | null }): SubscriberStatus =>
  r.is_active ? 'active' : r.unsubscribed_at ? 'unsubscribed' : 'pending';

/** Mails the double opt-in link through the job queue, so it leaves only if the subscription commits, and is retried. */
const askToConfirm = (tx: Tx, subscriberId: string) => enqueue(tx, 'newsletter_confirm', { subscriberId });

/**
 * SPEC §4 with double opt-in (decision 032). A new address waits for its confirmation
 * ('subscribed'); an unsubscribed one is subscribed again and confirms again ('resubscribed',
 * unsubscribed_at cleared); an active one already is ('already'), and one still unconfirmed is sent
 * its confirmation again ('already'). One row per address, under a lock, so two submits are one.
 */
export async function subscribe(
  db: Db,
  o: { email: string; firstName: string | null; lastName: string | null; source: NewsletterSource },
): Promise<'subscribed' | 'resubscribed' | 'already'> {
  return db.transaction(async (tx) => {
    const [inserted] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into newsletter_subscribers (email, first_name, last_name, source)
        values (${o.email}, ${o.firstName}, ${o.lastName}, ${o.source})
        on conflict (email) do nothing returning id`),
    );
    if (inserted) {
      await askToConfirm(tx, inserted.id);
      return 'subscribed';
    }
    const [row] = rowsOf<StateRow>(
      await tx.execute(sql`select id, is_active, unsubscribed_at from newsletter_subscribers where email = ${o.email} for update`),
    );
    if (!row) throw new Error('newsletter: the subscriber that conflicted is gone');
    const status = statusOf(row);
    if (status === 'active') return 'already';
    if (status === 'pending') {
      await askToConfirm(tx, row.id);
      return 'already';
    }
    await tx.execute(sql`
      update newsletter_subscribers set unsubscribed_at = null, updated_at = now(),
        first_name = coalesce(${o.firstName}, first_name), last_name = coalesce(${o.lastName}, last_name)
      where id = ${row.id}`);
    await askToConfirm(tx, row.id);
    return 'resubscribed';
  });
}

/** The confirmation link was followed: the address is theirs, and the subscription active. False when it is gone or left since. */
export async function confirm(db: Db, subscriberId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update newsletter_subscribers set is_active = true, confirmed_at = now(), updated_at = now()
      where id = ${subscriberId} and unsubscribed_at is null returning id`),
  );
  return rows.length > 0;
}

/** SPEC §4: not active, and unsubscribed now (the first time, when it is asked again). False when there is no such subscriber. */
export async function unsubscribe(db: Db, subscriberId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update newsletter_subscribers set is_active = false, unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
      where id = ${subscriberId} returning id`),
  );
  return rows.length > 0;
}

/** The address a member signed up with, which they have confirmed. */
const accountEmail = (memberId: string) => sql`(select lower(btrim(email)) from users where id = ${memberId})`;

/** Whether the member's account address receives the newsletter. */
export async function memberSubscribed(db: Db, memberId: string): Promise<boolean> {
  const [row] = rowsOf<{ is_active: boolean }>(
    await db.execute(sql`select is_active from newsletter_subscribers where email = ${accountEmail(memberId)}`),
  );
  return row?.is_active ?? false;
}

/**
 * A member turns the newsletter on or off in Settings. Their account address is confirmed already,
 * so turning it on needs no confirmation mail: it is active at once (source `settings` when new).
 */
export async function setMemberSubscribed(db: Db, memberId: string, subscribed: boolean): Promise<boolean> {
  if (!subscribed) {
    await db.execute(sql`
      update newsletter_subscribers set is_active = false, unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
      where email = ${accountEmail(memberId)} and is_active`);
    return false;
  }
  await db.execute(sql`
    insert into newsletter_subscribers (email, first_name, last_name, source, is_active, confirmed_at)
    select lower(btrim(u.email)), p.first_name, p.last_name, 'settings', true, now()
    from users u join profiles p on p.id = u.id where u.id = ${memberId}
    on conflict (email) do update set is_active = true, unsubscribed_at = null, confirmed_at = now(), updated_at = now()`);
  return true;
}

type ListRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  source: string;
  is_active: boolean;
  unsubscribed_at: string | null;
  subscribed_at: string;
  cursor_at: string;
};

const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, a page at a time; the search matches the start of the address, a first name or a last name. */
export async function listSubscribers(db: Db, { q, after }: { q: string; after: Cursor | null }) {
  const prefix = likePrefix(q);
  const rows = rowsOf<ListRow>(
    await db.execute(sql`
      select id, email, first_name, last_name, source, is_active, unsubscribed_at,
        to_char(subscribed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as subscribed_at, ${cursorAt(sql`subscribed_at`)}
      from newsletter_subscribers
      where true
        ${q ? sql`and (email like ${prefix} or lower(first_name) like ${prefix} or lower(last_name) like ${prefix})` : sql``}
        ${after ? sql`and (subscribed_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by subscribed_at desc, id desc
      limit ${PAGE_SIZE + 1}`),
  );
  return keysetPage(
    rows,
    (r): Subscriber => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      source: r.source,
      status: statusOf(r),
      subscribedAt: r.subscribed_at,
    }),
  );
}

export async function subscriberStats(db: Db): Promise<SubscriberStats> {
  const [row] = rowsOf<{ total: number; active: number }>(
    await db.execute(sql`select count(*)::int as total, (count(*) filter (where is_active))::int as active from newsletter_subscribers`),
  );
  return row ?? { total: 0, active: 0 };
}
