import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ExportList, ExportRecord, ExportSetting } from '@prosper/shared/schemas/export';
import { type Db, rowsOf } from '../../db/client.ts';
import { userAccountSettings } from '../../db/schema/account-settings.ts';
import { userNotificationSettings } from '../../db/schema/notifications.ts';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { userSecuritySettings } from '../../db/schema/security-settings.ts';

/*
 * What a member's data export holds, section by section (decision 030 says why each table is in or
 * out). Columns are named as the database names them, SPEC §3's field names. Secrets are never
 * selected: the lists name their columns one by one (a sign-in's token and id stay behind), so a
 * column added later is not exported unless someone adds it here.
 */

export type Row = Record<string, unknown>;
type ReadRow = (db: Db, me: string) => Promise<Row | null>;

/** The other member of a row: `<as>_id` and `<as>_name`, from the profiles row joined as `alias`. */
const other = (alias: string, as: string) =>
  sql.raw(`${alias}.id as ${as}_id, ${alias}.first_name || ' ' || ${alias}.last_name as ${as}_name`);

/**
 * A settings row as stored, or, for a member who never saved one, the defaults the table itself
 * declares (§9): read without writing, so exporting changes nothing. The whole row but `user_id`
 * is exported, so a secret must never be a column of a settings table.
 */
function settingsOf(table: PgTable): ReadRow {
  const defaults = Object.fromEntries(
    Object.values(getTableColumns(table))
      .filter((column) => column.name !== 'user_id')
      .map((column) => [column.name, column.hasDefault && !is(column.default, SQL) ? column.default : null]),
  );
  return async (db, me) => {
    const [row] = rowsOf<Row>(await db.execute(sql`select * from ${table} where user_id = ${me}`));
    if (!row) return defaults;
    const { user_id: _me, ...settings } = row;
    return settings;
  };
}

const securityRow = settingsOf(userSecuritySettings);
/** Whether two-factor is on lives on the account, where better-auth reads it; its secret and codes are never read. */
const securitySettings: ReadRow = async (db, me) => {
  const [account] = rowsOf<{ two_factor_enabled: boolean | null }>(
    await db.execute(sql`select two_factor_enabled from users where id = ${me}`),
  );
  return { two_factor_enabled: account?.two_factor_enabled ?? false, ...(await securityRow(db, me)) };
};

export const SETTINGS: Record<ExportSetting, ReadRow> = {
  privacy_settings: settingsOf(userPrivacySettings),
  notification_settings: settingsOf(userNotificationSettings),
  account_settings: settingsOf(userAccountSettings),
  security_settings: securitySettings,
};

const one =
  (query: (me: string) => SQL): ReadRow =>
  async (db, me) =>
    rowsOf<Row>(await db.execute(query(me)))[0] ?? null;

export const PROFILE: ReadRow = one(
  (me) => sql`
  select p.id, p.first_name, p.last_name, p.email, u.email_verified, p.bio, p.location, p.phone, p.avatar_url,
    p.linkedin_url, p.gender, p.dob::text as dob, p.country, p.favourite_quote, p.role, p.industry,
    p.how_did_you_know_about_us, p.welcome_outcome, p.welcome_closed_at, p.created_at, p.updated_at
  from profiles p join users u on u.id = p.id where p.id = ${me}`,
);

export const RECORDS: Record<ExportRecord, ReadRow> = {
  mentor_details: one(
    (me) => sql`
    select m.title, m.company, m.years_experience, m.hourly_rate_cents, m.specializations, m.languages, m.timezone,
      array(select s.name from mentor_skills ms join skills s on s.id = ms.skill_id where ms.mentor_id = m.id order by ms.position) as skills,
      m.onboarding_step, m.onboarding_completed_at, m.updated_at
    from mentor_profiles m where m.id = ${me}`,
  ),
  mentee_details: one((me) => sql`select industry, learning_style, goals, career_level, updated_at from mentee_profiles where id = ${me}`),
  availability: one(
    (me) => sql`
    select timezone, weekly_hours, session_lengths, buffer_minutes, min_notice_minutes, horizon_days, days_off, updated_at
    from mentor_availability where mentor_id = ${me}`,
  ),
  payment_methods: one((me) => sql`select methods, updated_at from mentor_payment_methods where mentor_id = ${me}`),
  article_draft: one((me) => sql`select id, title, content, tags, image_url, updated_at from article_drafts where user_id = ${me}`),
  // By the account's address, which is how a subscription names its member.
  newsletter_subscription: one(
    (me) => sql`
    select email, first_name, last_name, source, is_active, subscribed_at, unsubscribed_at, confirmed_at, updated_at
    from newsletter_subscribers where email = (select lower(btrim(email)) from users where id = ${me})`,
  ),
};

/** A column of a list's order and the type its value is read back as. */
type Key = { column: string; type: 'timestamptz' | 'uuid' | 'text' | 'date' };
const key = (column: string, type: Key['type']): Key => ({ column, type });

/**
 * A list read in keyset pages: `mine` is the `from … where …` of the member's rows, and `order` the
 * columns that make a row's place unique, in the order of an index that leads with the member (or,
 * where a member has few rows, such as likes, blocks, sessions, reviews, payments and sign-ins, an
 * index that finds them and a small sort).
 */
export type ListSource = { columns: SQL; mine: (me: string) => SQL; order: readonly Key[] };

const created = (alias: string, id: string, idType: Key['type'] = 'uuid') => [
  key(`${alias}.created_at`, 'timestamptz'),
  key(`${alias}.${id}`, idType),
];

export const LISTS: Record<ExportList, ListSource> = {
  articles: {
    columns: sql`a.id, a.title, a.content, a.image_url, a.tags, a.likes_count, a.comments_count, a.shares_count, a.created_at, a.updated_at`,
    mine: (me) => sql`articles a where a.user_id = ${me}`,
    order: created('a', 'id'),
  },
  comments: {
    columns: sql`c.id, c.article_id, a.title as article_title, c.parent_id, c.content, c.created_at, c.updated_at`,
    mine: (me) => sql`article_comments c join articles a on a.id = c.article_id where c.user_id = ${me}`,
    order: created('c', 'id'),
  },
  likes: {
    columns: sql`l.article_id, a.title as article_title, l.created_at`,
    mine: (me) => sql`article_likes l join articles a on a.id = l.article_id where l.user_id = ${me}`,
    order: created('l', 'article_id'),
  },
  saved_articles: {
    columns: sql`s.article_id, a.title as article_title, s.created_at`,
    mine: (me) => sql`saved_articles s join articles a on a.id = s.article_id where s.user_id = ${me}`,
    order: created('s', 'article_id'),
  },
  stories: {
    columns: sql`s.id, s.title, s.content, s.image_url, s.mentor_id, s.mentor_state, s.likes_count, s.comments_count, s.created_at, s.updated_at`,
    mine: (me) => sql`stories s where s.user_id = ${me}`,
    order: created('s', 'id'),
  },
  story_comments: {
    columns: sql`c.id, c.story_id, s.title as story_title, c.content, c.created_at`,
    mine: (me) => sql`story_comments c join stories s on s.id = c.story_id where c.user_id = ${me}`,
    order: created('c', 'id'),
  },
  story_likes: {
    columns: sql`l.story_id, s.title as story_title, l.created_at`,
    mine: (me) => sql`story_likes l join stories s on s.id = l.story_id where l.user_id = ${me}`,
    order: created('l', 'story_id'),
  },
  questions: {
    columns: sql`q.id, q.title, q.body, q.tags, q.mentor_id, q.answers_count, q.accepted_answer_id, q.created_at, q.updated_at`,
    mine: (me) => sql`questions q where q.user_id = ${me}`,
    order: created('q', 'id'),
  },
  answers: {
    columns: sql`a.id, a.question_id, q.title as question_title, a.body, a.score, coalesce(q.accepted_answer_id = a.id, false) as accepted, a.created_at, a.updated_at`,
    mine: (me) => sql`question_answers a join questions q on q.id = a.question_id where a.user_id = ${me}`,
    order: created('a', 'id'),
  },
  answer_votes: {
    columns: sql`v.answer_id, v.value, v.created_at`,
    mine: (me) => sql`answer_votes v where v.user_id = ${me}`,
    order: created('v', 'answer_id'),
  },
  following: {
    columns: sql`${other('p', 'member')}, f.created_at`,
    mine: (me) => sql`follows f join profiles p on p.id = f.following_id where f.follower_id = ${me}`,
    order: created('f', 'following_id', 'text'),
  },
  followers: {
    columns: sql`${other('p', 'member')}, f.created_at`,
    mine: (me) => sql`follows f join profiles p on p.id = f.follower_id where f.following_id = ${me}`,
    order: created('f', 'follower_id', 'text'),
  },
  messages_sent: {
    columns: sql`m.id, m.thread_id, ${other('p', 'recipient')}, m.content, m.read_at, m.created_at`,
    mine: (me) => sql`messages m join profiles p on p.id = m.recipient_id where m.sender_id = ${me}`,
    order: created('m', 'id'),
  },
  messages_received: {
    columns: sql`m.id, m.thread_id, ${other('p', 'sender')}, m.content, m.read_at, m.created_at`,
    mine: (me) => sql`messages m join profiles p on p.id = m.sender_id where m.recipient_id = ${me}`,
    order: created('m', 'id'),
  },
  // What they uploaded, as a list: the files' URLs are signed and expire, so the file holds what each was and where it is used.
  media: {
    columns: sql`m.id, m.kind, m.state, m.private, m.width, m.height, m.duration_ms, m.bytes, m.original_bytes, m.message_id, m.article_id, m.story_id, m.created_at`,
    mine: (me) => sql`media m where m.owner_id = ${me}`,
    order: created('m', 'id'),
  },
  blocked_members: {
    columns: sql`${other('p', 'member')}, b.created_at`,
    mine: (me) => sql`member_blocks b join profiles p on p.id = b.blocked_id where b.blocker_id = ${me}`,
    order: created('b', 'blocked_id', 'text'),
  },
  // Networks (issue 17): their connections, the requests they sent or received that still stand, the communities they joined.
  connections: {
    columns: sql`${other('p', 'member')}, c.created_at`,
    mine: (me) => sql`connections c join profiles p on p.id = c.other_id where c.member_id = ${me}`,
    order: created('c', 'other_id', 'text'),
  },
  connection_requests: {
    columns: sql`r.id, case when r.requester_id = p.id then 'received' else 'sent' end as direction, ${other('p', 'other_member')},
      r.note, r.status, r.created_at, r.responded_at`,
    mine: (
      me,
    ) => sql`connection_requests r join profiles p on p.id = case when r.requester_id = ${me} then r.recipient_id else r.requester_id end
      where ${me} in (r.requester_id, r.recipient_id)`,
    order: created('r', 'id'),
  },
  communities: {
    columns: sql`c.id, c.name, c.slug, m.joined_at as created_at`,
    mine: (me) => sql`community_members m join communities c on c.id = m.community_id where m.member_id = ${me}`,
    order: [key('m.joined_at', 'timestamptz'), key('m.community_id', 'uuid')],
  },
  // What they reported and whether it was dealt with; which admin dealt with it is the admins' own record.
  reports: {
    columns: sql`r.id, r.content_type, r.content_id, ${other('p', 'author')}, r.reason, r.details, r.created_at, r.resolved_at, r.resolution`,
    mine: (me) => sql`reports r join profiles p on p.id = r.author_id where r.reporter_id = ${me}`,
    order: created('r', 'id'),
  },
  // Both roles; the meeting room only while the session is confirmed, as the session page shows it (decision 016).
  sessions: {
    columns: sql`s.id, case when s.mentor_id = p.id then 'mentee' else 'mentor' end as role, ${other('p', 'other_member')},
      s.title, s.note, s.status, s.starts_at, s.ends_at, s.price_cents, s.mentee_timezone,
      case when s.status = 'confirmed' then s.meeting_url end as meeting_url, s.cancelled_by, s.reason, s.late_cancellation,
      s.no_show, s.proposed_starts_at, s.proposed_by, s.created_at, s.updated_at`,
    mine: (me) =>
      sql`sessions s join profiles p on p.id = case when s.mentor_id = ${me} then s.mentee_id else s.mentor_id end where (s.mentor_id = ${me} or s.mentee_id = ${me})`,
    order: [key('s.starts_at', 'timestamptz'), key('s.id', 'uuid')],
  },
  reviews: {
    columns: sql`r.session_id, case when r.mentee_id = p.id then 'mentor' else 'mentee' end as role, ${other('p', 'other_member')},
      r.rating, r.comment, r.reply, r.replied_at, r.created_at`,
    mine: (me) =>
      sql`session_reviews r join profiles p on p.id = case when r.mentor_id = ${me} then r.mentee_id else r.mentor_id end where (r.mentor_id = ${me} or r.mentee_id = ${me})`,
    order: created('r', 'session_id'),
  },
  payments: {
    columns: sql`x.id, x.session_id, case when x.payee_id = p.id then 'payer' else 'payee' end as role, ${other('p', 'other_member')},
      x.amount_cents, x.currency, x.provider, x.status, x.reference, x.sent_at, x.paid_at, x.created_at`,
    mine: (me) =>
      sql`payments x join profiles p on p.id = case when x.payer_id = ${me} then x.payee_id else x.payer_id end where (x.payer_id = ${me} or x.payee_id = ${me})`,
    order: created('x', 'id'),
  },
  // Their goals with milestones in order, and whom each is shared with.
  goals: {
    columns: sql`g.id, g.title, g.why, g.target_date::text as target_date, g.mentor_id as shared_with_id,
      p.first_name || ' ' || p.last_name as shared_with_name, g.archived_at, g.completed_at, g.created_at, g.updated_at,
      coalesce((select json_agg(json_build_object('title', x.title, 'done', x.done) order by x.position)
                from goal_milestones x where x.goal_id = g.id), '[]'::json) as milestones`,
    mine: (me) => sql`goals g left join profiles p on p.id = g.mentor_id where g.user_id = ${me}`,
    order: created('g', 'id'),
  },
  // What they wrote on goals shared with them (a mentor's comments).
  goal_comments: {
    columns: sql`c.id, c.goal_id, g.title as goal_title, ${other('p', 'goal_owner')}, c.content, c.created_at`,
    mine: (me) => sql`goal_comments c join goals g on g.id = c.goal_id join profiles p on p.id = g.user_id where c.user_id = ${me}`,
    order: created('c', 'id'),
  },
  notifications: {
    columns: sql`n.id, n.type, n.title, n.message, n.read, n.actor_id, n.post_id, n.comment_id, n.data, n.created_at`,
    mine: (me) => sql`notifications n where n.user_id = ${me}`,
    order: created('n', 'id'),
  },
  mentor_notifications: {
    columns: sql`n.id, n.notification_type, n.title, n.message, n.data, n.read, n.created_at`,
    mine: (me) => sql`mentor_notifications n where n.mentor_id = ${me}`,
    order: created('n', 'id'),
  },
  profile_views: {
    columns: sql`${other('p', 'mentor')}, v.viewed_on::text as viewed_on, v.created_at`,
    mine: (me) => sql`profile_views v join profiles p on p.id = v.mentor_id where v.viewer_id = ${me}`,
    order: [key('v.created_at', 'timestamptz'), key('v.mentor_id', 'text'), key('v.viewed_on', 'date')],
  },
  // Programs (issue 17): those they organise, their applications (with answers and certificates) and what they announced.
  programs_organised: {
    columns: sql`g.id, g.title, g.description, g.image_url, g.starts_on::text as starts_on, g.ends_on::text as ends_on, g.capacity,
      g.questions, g.topics, g.country, g.price_cents, g.currency, g.status, g.created_at, g.updated_at`,
    mine: (me) => sql`programs g where g.organiser_id = ${me}`,
    order: created('g', 'id'),
  },
  program_applications: {
    columns: sql`a.id, a.program_id, g.title as program_title, a.answers, a.status, a.decided_at, a.completed_at, a.certificate_id, a.created_at`,
    mine: (me) => sql`program_applications a join programs g on g.id = a.program_id where a.applicant_id = ${me}`,
    order: created('a', 'id'),
  },
  program_announcements: {
    columns: sql`n.id, n.program_id, g.title as program_title, n.body, n.created_at`,
    mine: (me) => sql`program_announcements n join programs g on g.id = n.program_id where n.author_id = ${me}`,
    order: created('n', 'id'),
  },
  // Where and when the member is signed in; the session's id and token are its secret, never exported.
  sign_ins: {
    columns: sql`s.created_at, s.updated_at as last_active_at, s.expires_at, s.ip_address, s.user_agent`,
    mine: (me) => sql`auth_sessions s where s.user_id = ${me}`,
    order: created('s', 'id', 'text'),
  },
};
