import { sql } from 'drizzle-orm';
import type { AdminMemberDetail } from '@prosper/shared/schemas/admin';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { suspendedNow } from '../../lib/suspension-state.ts';
import { actionsOnMember } from './audit-list.ts';
import { type MemberRowFields, memberRowColumns, toMemberRow } from './members.ts';

/** How many of the latest admin actions a member's page shows; the audit log lists them all. */
const LATEST_ACTIONS = 20;

type Row = MemberRowFields & {
  suspended_at: Date | string | null;
  suspended_until: Date | string | null;
  suspension_reason: string | null;
  sessions: number;
  articles: number;
  messages: number;
  reports_about: number;
};

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * A member as the admin sees them: their row, the suspension in force, what they have done (each
 * count on its own index: sessions by mentor and mentee, articles by author, messages by sender)
 * and the latest admin actions on them.
 */
export async function adminMember(db: Db, memberId: string): Promise<AdminMemberDetail> {
  const [r] = rowsOf<Row>(
    await db.execute(sql`
      select ${memberRowColumns},
        case when ${suspendedNow('p')} then p.suspended_at end as suspended_at,
        case when ${suspendedNow('p')} then p.suspended_until end as suspended_until,
        case when ${suspendedNow('p')} then p.suspension_reason end as suspension_reason,
        (select count(*)::int from sessions s where s.mentor_id = p.id)
          + (select count(*)::int from sessions s where s.mentee_id = p.id) as sessions,
        (select count(*)::int from articles a where a.user_id = p.id) as articles,
        (select count(*)::int from messages m where m.sender_id = p.id) as messages,
        (select count(*)::int from reports r where r.author_id = p.id) as reports_about
      from profiles p where p.id = ${memberId} and not p.anonymised`),
  );
  if (!r) throw new AppError(404, 'not_found', en.admin.notFound);
  return {
    ...toMemberRow(r),
    suspension:
      r.suspended_at && r.suspension_reason !== null
        ? { reason: r.suspension_reason, since: iso(r.suspended_at), until: r.suspended_until ? iso(r.suspended_until) : null }
        : null,
    activity: { sessions: r.sessions, articles: r.articles, messages: r.messages, reportsAbout: r.reports_about },
    actions: await actionsOnMember(db, memberId, LATEST_ACTIONS),
  };
}
