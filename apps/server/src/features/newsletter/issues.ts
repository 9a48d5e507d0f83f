import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { NewsletterIssueInput } from '@prosper/shared/schemas/newsletter';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { markdownToHtml } from './render.ts';

/**
 * An admin sends an issue to every active subscriber. In one transaction: the issue, one delivery
 * row per active subscriber (the recipients are fixed now, so nobody is skipped whatever happens
 * to the worker), the audit log's line, and the job that sends it in batches (jobs.ts).
 */
export async function sendIssue(db: Db, o: { adminId: string } & NewsletterIssueInput): Promise<{ issueId: string; recipients: number }> {
  const html = markdownToHtml(o.body);
  return db.transaction(async (tx) => {
    const [issue] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into newsletter_issues (subject, body, html, created_by) values (${o.subject}, ${o.body}, ${html}, ${o.adminId})
        returning id`),
    );
    const issueId = issue!.id;
    const [{ recipients }] = rowsOf<{ recipients: number }>(
      await tx.execute(sql`
        with added as (
          insert into newsletter_deliveries (issue_id, subscriber_id)
          select ${issueId}::uuid, id from newsletter_subscribers where is_active
          returning 1)
        select count(*)::int as recipients from added`),
    ) as [{ recipients: number }];
    if (recipients === 0) throw new AppError(409, 'no_recipients', en.newsletter.noRecipients);
    await tx.execute(sql`update newsletter_issues set recipients = ${recipients} where id = ${issueId}`);
    await recordAdminAction(tx, { adminId: o.adminId, action: 'send_newsletter', targetType: 'newsletter', targetId: issueId });
    await enqueue(tx, 'newsletter_send', { issueId }, { uniqueKey: `newsletter_send:${issueId}` });
    return { issueId, recipients };
  });
}
