import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { COVER_FOLDERS } from '../../lib/cover-image.ts';
import { enqueue } from '../../jobs/queue.ts';
import { moneyMovingFor } from '../payments/moving.ts';
import { endUpcomingSessions, eraseJobKey } from './closure.ts';

/** While money still moves for a closed account, its erasure is tried again this much later. */
const ERASE_RETRY_MS = 60 * 60_000;

/** A LIKE pattern for text holding `value` anywhere, its own % and _ taken as themselves. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A member id as better-auth makes them: letters and digits. */
const newMemberId = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 32);

/** The folders the member's uploads live in (avatars/<id>/…, covers, [private/]media/<id>/…): named by the id in lower case. */
export const uploadFolders = (memberId: string) => [
  `avatars/${memberId.toLowerCase()}`,
  ...COVER_FOLDERS.map((folder) => `${folder}/${memberId.toLowerCase()}`),
  `media/${memberId.toLowerCase()}`,
  `private/media/${memberId.toLowerCase()}`,
];

/**
 * Erases a closed account whose grace period is over (decision 031). What others keep (articles,
 * comments, messages, sessions with their reviews and payments) moves to a stand-in of its own,
 * "Deleted member", with no name, address or picture; then the users row goes, and with it, by the
 * tables' cascades, everything else of the member. Their files go last, and again on a retry.
 * Does nothing for an account restored meanwhile, or closed again since this job was scheduled.
 */
export async function eraseAccount(db: Db, storage: Storage, { memberId }: { memberId: string }) {
  const [profile] = rowsOf<{ closed_at: string | null; due: boolean }>(
    await db.execute(
      sql`select closed_at, closed_at + make_interval(days => ${ACCOUNT_GRACE_DAYS}) <= now() as due from profiles where id = ${memberId}`,
    ),
  );
  if (profile && (!profile.closed_at || !profile.due)) return;
  if (profile) {
    await endUpcomingSessions(db, memberId);
    // Money still moving for them (a refund from those very cancellations, a dispute, a checkout
    // being verified) is waited for (decision 057): the erasure tries again later.
    if (await moneyMovingFor(db, memberId)) {
      const at = new Date(Date.now() + ERASE_RETRY_MS);
      await enqueue(db, 'account_erase', { memberId }, { runAt: at, uniqueKey: `${eraseJobKey(memberId)}:later:${at.toISOString()}` });
      return;
    }
    await db.transaction((tx) => eraseRows(tx, memberId));
  }
  for (const folder of uploadFolders(memberId)) await storage.deleteFolder(folder);
}

async function eraseRows(tx: Tx, memberId: string) {
  const [member] = rowsOf<{ email: string; role: string; name: string }>(
    await tx.execute(sql`
      select u.email, p.role, p.first_name || ' ' || p.last_name as name
      from users u join profiles p on p.id = u.id where u.id = ${memberId} for update of p`),
  );
  if (!member) return;
  const standIn = newMemberId();
  await tx.execute(sql`
    insert into users (id, name, email, email_verified) values (${standIn}, ${en.deletion.deletedMember}, ${`${standIn}@erased.invalid`}, false)`);
  await tx.execute(sql`
    insert into profiles (id, first_name, last_name, email, role, closed_at, anonymised)
    values (${standIn}, ${en.deletion.deletedMember}, '', '', ${member.role}::role, now(), true)`);

  // What the others keep, now by the stand-in. Cover images are the member's uploads, which go.
  await tx.execute(sql`update articles set user_id = ${standIn}, image_url = null where user_id = ${memberId}`);
  await tx.execute(sql`update article_comments set user_id = ${standIn} where user_id = ${memberId}`);
  await tx.execute(sql`update stories set user_id = ${standIn}, image_url = null where user_id = ${memberId}`);
  await tx.execute(sql`update story_comments set user_id = ${standIn} where user_id = ${memberId}`);
  // A story that named them as its mentor names no one now.
  await tx.execute(sql`update stories set mentor_id = null, mentor_state = null where mentor_id = ${memberId}`);
  // A mentor's advice on others' goals stays with those goals; goals shared with them are unshared by the key's `set null`.
  await tx.execute(sql`update goal_comments set user_id = ${standIn} where user_id = ${memberId}`);
  // Questions and answers others answered, voted on or read: kept, as articles are (the mentor a question named is let go by its key).
  await tx.execute(sql`update questions set user_id = ${standIn} where user_id = ${memberId}`);
  await tx.execute(sql`update question_answers set user_id = ${standIn} where user_id = ${memberId}`);
  await tx.execute(sql`
    update message_threads set user1_id = least(other, ${standIn}), user2_id = greatest(other, ${standIn})
    from (select id as thread_id, case when user1_id = ${memberId} then user2_id else user1_id end as other
          from message_threads where ${memberId} in (user1_id, user2_id)) t
    where message_threads.id = t.thread_id`);
  await tx.execute(sql`update messages set sender_id = ${standIn} where sender_id = ${memberId}`);
  await tx.execute(sql`update messages set recipient_id = ${standIn} where recipient_id = ${memberId}`);
  for (const column of ['mentor_id', 'mentee_id']) {
    await tx.execute(sql`update sessions set ${sql.identifier(column)} = ${standIn} where ${sql.identifier(column)} = ${memberId}`);
    await tx.execute(sql`update session_reviews set ${sql.identifier(column)} = ${standIn} where ${sql.identifier(column)} = ${memberId}`);
  }
  await tx.execute(sql`update payments set payer_id = ${standIn} where payer_id = ${memberId}`);
  await tx.execute(sql`update payments set payee_id = ${standIn} where payee_id = ${memberId}`);
  // Programs (issue 17): a cohort they organised stays for its participants, by the stand-in and
  // without their cover upload; their own applications, certificates and mentor places go.
  await tx.execute(sql`update programs set organiser_id = ${standIn}, image_url = null where organiser_id = ${memberId}`);
  await tx.execute(sql`update program_announcements set author_id = ${standIn} where author_id = ${memberId}`);
  await tx.execute(sql`delete from program_applications where applicant_id = ${memberId}`);
  await tx.execute(sql`delete from program_mentors where mentor_id = ${memberId}`);
  // The audit log keeps what was done, by and to the stand-in.
  await tx.execute(sql`update admin_actions set admin_id = ${standIn} where admin_id = ${memberId}`);
  await tx.execute(sql`update admin_actions set member_id = ${standIn} where member_id = ${memberId}`);
  // A no-show they decided as an admin stays decided, by the stand-in (the dispute's key sets null otherwise).
  await tx.execute(sql`update payment_disputes set decided_by = ${standIn} where decided_by = ${memberId}`);
  // Reports (decision 034): those about their profile go with it; the rest stay for the admins, by the stand-in.
  await tx.execute(sql`delete from reports where content_type = 'profile' and content_id = ${memberId}`);
  for (const column of ['reporter_id', 'author_id', 'resolved_by']) {
    await tx.execute(sql`update reports set ${sql.identifier(column)} = ${standIn} where ${sql.identifier(column)} = ${memberId}`);
  }
  await tx.execute(sql`update newsletter_issues set created_by = ${standIn} where created_by = ${memberId}`);
  // Their subscription, by their address (its deliveries go with it).
  await tx.execute(sql`delete from newsletter_subscribers where email = ${member.email.toLowerCase().trim()}`);

  // Their likes and votes go with them: the articles' counts and the answers' scores follow.
  const liked = rowsOf<{ article_id: string }>(await tx.execute(sql`select article_id from article_likes where user_id = ${memberId}`));
  const likedStories = rowsOf<{ story_id: string }>(await tx.execute(sql`select story_id from story_likes where user_id = ${memberId}`));
  const voted = rowsOf<{ answer_id: string }>(await tx.execute(sql`select answer_id from answer_votes where user_id = ${memberId}`));
  // Rows that name the member without a key to cascade from: sign-in counters by address, tokens, the outbox, queued work.
  const mentions = containing(memberId);
  const email = containing(member.email.toLowerCase());
  await tx.execute(sql`delete from rate_limits where key like ${mentions} or lower(key) like ${email}`);
  await tx.execute(
    sql`delete from verifications where identifier like ${mentions} or value like ${mentions} or lower(identifier) = ${member.email.toLowerCase()}`,
  );
  // What others were told about them without the member as its actor (a mentor's stream and the mail queue have none).
  const named = containing(member.name);
  await tx.execute(sql`delete from notifications where data::text like ${mentions} or title like ${named} or message like ${named}`);
  await tx.execute(sql`delete from mentor_notifications where data::text like ${mentions} or title like ${named} or message like ${named}`);
  await tx.execute(sql`delete from notification_emails where title like ${named} or message like ${named}`);
  await tx.execute(sql`delete from events where user_id = ${memberId} or payload::text like ${mentions} or payload::text like ${named}`);
  await tx.execute(sql`delete from jobs where payload::text like ${mentions} and kind <> 'account_erase'`);
  await tx.execute(sql`delete from users where id = ${memberId}`);
  if (liked.length > 0) {
    await tx.execute(sql`
      update articles a set likes_count = (select count(*) from article_likes l where l.article_id = a.id)
      where a.id in (${sql.join(
        liked.map((l) => sql`${l.article_id}::uuid`),
        sql`, `,
      )})`);
  }
  if (likedStories.length > 0) {
    await tx.execute(sql`
      update stories s set likes_count = (select count(*) from story_likes l where l.story_id = s.id)
      where s.id in (${sql.join(
        likedStories.map((l) => sql`${l.story_id}::uuid`),
        sql`, `,
      )})`);
  }
  if (voted.length > 0) {
    await tx.execute(sql`
      update question_answers a set score = (select coalesce(sum(v.value), 0) from answer_votes v where v.answer_id = a.id)
      where a.id = any(${sql.param(voted.map((v) => v.answer_id))}::uuid[])`);
  }
}
