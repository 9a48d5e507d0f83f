import { sql } from 'drizzle-orm';
import type { AdminTarget } from '@prosper/shared/constants/admin-actions';
import type { RemovableContentType, ReportReason, ReportResolution } from '@prosper/shared/constants/reports';
import { en } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { suspendMember } from '../admin/suspension.ts';
import { createNotification } from '../notifications/service.ts';
import { type ContentRef, removeContent } from './content.ts';

/** The audit log names a profile's reports by their member. */
export const auditTarget = (c: ContentRef): AdminTarget => (c.contentType === 'profile' ? 'member' : c.contentType);

/**
 * Closes every open report of one thing as `resolution`, by this admin, now; answers the member
 * responsible and how many reports closed. The update locks those reports, so of two admins acting
 * at once the second finds none open and is told so (409), and nothing of theirs is done.
 */
export async function resolveReports(tx: Tx, ref: ContentRef & { adminId: string; resolution: ReportResolution }) {
  const closed = rowsOf<{ author_id: string }>(
    await tx.execute(sql`
      update reports set resolved_at = now(), resolved_by = ${ref.adminId}, resolution = ${ref.resolution}
      where content_type = ${ref.contentType} and content_id = ${ref.contentId} and resolved_at is null
      returning author_id`),
  );
  if (closed.length > 0) return { authorId: closed[0]!.author_id, resolved: closed.length };
  const ever = rowsOf(
    await tx.execute(sql`select 1 from reports where content_type = ${ref.contentType} and content_id = ${ref.contentId} limit 1`),
  );
  if (ever.length > 0) throw new AppError(409, 'already_resolved', en.reports.alreadyResolved);
  throw new AppError(404, 'not_found', en.errors.notFound);
}

/** Nothing wrong: the reports close, nothing is removed and nobody is told. */
export async function dismissReports(db: Db, { adminId, ...ref }: ContentRef & { adminId: string }) {
  return db.transaction(async (tx) => {
    const { authorId, resolved } = await resolveReports(tx, { ...ref, adminId, resolution: 'dismissed' });
    await recordAdminAction(tx, {
      adminId,
      action: 'dismiss_report',
      targetType: auditTarget(ref),
      targetId: ref.contentId,
      memberId: authorId,
    });
    return { resolved };
  });
}

/**
 * The reported article, comment or message goes for everyone; its reports close, and so do those of
 * the comments that went with it. Its author is told which of their posts went and why, in the
 * same transaction, so neither happens without the other.
 */
export async function removeReportedContent(
  db: Db,
  o: { adminId: string; contentType: RemovableContentType; contentId: string; reason: ReportReason; note?: string },
) {
  return db.transaction(async (tx) => {
    const { authorId, resolved } = await resolveReports(tx, { ...o, resolution: 'removed' });
    const removed = await removeContent(tx, o);
    if (removed && removed.comments.length > 0) {
      await tx.execute(sql`
        update reports set resolved_at = now(), resolved_by = ${o.adminId}, resolution = 'removed'
        where content_type = 'comment' and content_id = any(${sql.param(removed.comments)}::text[]) and resolved_at is null`);
    }
    const reason = en.reports.reasons[o.reason];
    const note = o.note || null;
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'remove_content',
      targetType: o.contentType,
      targetId: o.contentId,
      memberId: authorId,
      reason: note ? `${reason}. ${note}` : reason,
    });
    if (removed) {
      await createNotification(tx, {
        recipientId: authorId,
        type: 'content_removed',
        ...notificationText('content_removed', { name: '', removed: { type: o.contentType, ...removed, reason, note } }),
        postId: o.contentType === 'comment' ? (removed.articleId ?? null) : null,
        data: { content_type: o.contentType, content_id: o.contentId, reason: o.reason },
      });
    }
    return { resolved };
  });
}

/**
 * The reports of one thing close as "suspended" and their author is suspended, as the admin area
 * suspends (signed out everywhere, the audit log's own row): both or neither. An admin author, or a
 * closed account, is refused and the reports stay open.
 */
export async function suspendReportedAuthor(
  db: Db,
  { adminId, reason, until, ...ref }: ContentRef & { adminId: string; reason: string; until: string | null },
) {
  return db.transaction(async (tx) => {
    const { authorId, resolved } = await resolveReports(tx, { ...ref, adminId, resolution: 'suspended' });
    await suspendMember(tx, { adminId, memberId: authorId, reason, until: until ? new Date(until) : null });
    return { resolved };
  });
}
