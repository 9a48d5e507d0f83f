import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { composeIssueTemplate } from './issue-template.ts';
import { confirmMail, type IssueParts, issueCopy, recipientParts } from './render.ts';

export type NewsletterJobDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'authSecret'>; log: FastifyBaseLogger };

/** Recipients claimed at a time, mails in flight at once, and how many sent mails are recorded together. */
export const SEND_TUNING = { batch: 500, concurrency: 32, flushEvery: 25 };

/** An SMTP answer that will not change on a retry (a 5xx: no such mailbox, refused). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends an issue to its delivery rows, batch after batch (decision 032). Each row is marked claimed
 * (committed) before its mail goes to SMTP and sent once SMTP accepted it. One instance runs an
 * issue at a time: the job's lease, renewed every batch. A run that starts finds the rows a dead run
 * left claimed (handed over or not: nobody knows) and sends them again with the same Message-ID, which
 * mail clients fold into one; rows sent are never sent again, and no row is left behind.
 */
export async function runIssue(deps: NewsletterJobDeps, issueId: string, job: { id: number; attempts: number }, tuning = SEND_TUNING) {
  const { db, mailer } = deps;
  const [issue] = rowsOf<IssueParts & { finished_at: string | null }>(
    await db.execute(sql`select id, subject, body, html, finished_at from newsletter_issues where id = ${issueId}`),
  );
  if (!issue || issue.finished_at) return;
  const unknown = rowsOf(
    await db.execute(sql`update newsletter_deliveries set state = 'queued' where issue_id = ${issueId} and state = 'claimed' returning 1`),
  ).length;
  if (unknown > 0) deps.log.warn({ issueId, unknown }, 'newsletter: resending the mails a stopped run may not have sent');
  const links = { publicUrl: deps.config.publicUrl, secret: deps.config.authSecret };
  const fill = await composeIssueTemplate(mailer, issue, links);
  const sendCopy = async (r: { id: string; email: string }) => {
    const parts = recipientParts(r, links);
    const raw = fill(parts);
    await (raw ? mailer.sendRaw(r.email, raw) : mailer.send(issueCopy(issue, parts, links)));
  };

  const markSent = async (ids: string[]) => {
    if (ids.length === 0) return;
    await db.execute(sql`
      update newsletter_deliveries set state = 'sent', sent_at = now()
      where issue_id = ${issueId} and subscriber_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  };

  for (;;) {
    const leased = rowsOf(
      await db.execute(
        sql`update jobs set locked_until = now() + interval '5 minutes' where id = ${job.id} and attempts = ${job.attempts} returning id`,
      ),
    );
    // Another instance took the job over (this one was stalled past its lease): it carries on from the rows.
    if (leased.length === 0) return;
    const batch = rowsOf<{ id: string; email: string; is_active: boolean }>(
      await db.execute(sql`
        update newsletter_deliveries d set state = 'claimed', claimed_at = now(), attempts = d.attempts + 1
        from newsletter_subscribers s
        where s.id = d.subscriber_id and d.issue_id = ${issueId} and d.subscriber_id in (
          select subscriber_id from newsletter_deliveries
          where issue_id = ${issueId} and state = 'queued' order by subscriber_id limit ${tuning.batch} for update skip locked)
        returning d.subscriber_id as id, s.email, s.is_active`),
    );
    if (batch.length === 0) break;
    // Unsubscribed since the issue was sent: they are not written to.
    const gone = batch.filter((r) => !r.is_active).map((r) => r.id);
    const recipients = batch.filter((r) => r.is_active);
    if (gone.length > 0) {
      await db.execute(sql`
        update newsletter_deliveries set state = 'skipped'
        where issue_id = ${issueId} and subscriber_id in (${sql.join(
          gone.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    }

    let sent: string[] = [];
    const refused: string[] = [];
    const retry: string[] = [];
    let failure: unknown;
    let next = 0;
    const worker = async () => {
      for (let r = recipients[next++]; r; r = recipients[next++]) {
        try {
          await sendCopy(r);
          sent.push(r.id);
          if (sent.length >= tuning.flushEvery) {
            const flushing = sent;
            sent = [];
            await markSent(flushing);
          }
        } catch (error) {
          if (permanent(error)) refused.push(r.id);
          else {
            retry.push(r.id);
            failure = error;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(tuning.concurrency, recipients.length) }, worker));
    await markSent(sent);
    if (refused.length > 0) {
      deps.log.warn({ issueId, refused: refused.length }, 'newsletter: addresses the mail server refused');
      await db.execute(sql`
        update newsletter_deliveries set state = 'skipped'
        where issue_id = ${issueId} and subscriber_id in (${sql.join(
          refused.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    }
    if (retry.length > 0) {
      // Not handed over: back in the queue, and the job tries again later (jobs/queue.ts backs off).
      await db.execute(sql`
        update newsletter_deliveries set state = 'queued'
        where issue_id = ${issueId} and subscriber_id in (${sql.join(
          retry.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      throw failure;
    }
  }
  await db.execute(sql`update newsletter_issues set finished_at = now() where id = ${issueId} and finished_at is null`);
}

/** The newsletter's work on the job queue: confirmation mails and issues. */
export function newsletterJobs(deps: NewsletterJobDeps, tuning = SEND_TUNING): Record<string, JobHandler> {
  return {
    async newsletter_confirm(payload) {
      const [row] = rowsOf<{ id: string; email: string; first_name: string | null; is_active: boolean; unsubscribed_at: string | null }>(
        await deps.db.execute(
          sql`select id, email, first_name, is_active, unsubscribed_at from newsletter_subscribers where id = ${String(payload.subscriberId)}`,
        ),
      );
      // Confirmed or unsubscribed meanwhile, or erased: nothing to ask.
      if (!row || row.is_active || row.unsubscribed_at) return;
      await deps.mailer.send(
        confirmMail(
          { id: row.id, email: row.email, firstName: row.first_name },
          { publicUrl: deps.config.publicUrl, secret: deps.config.authSecret },
        ),
      );
    },
    async newsletter_send(payload, job) {
      await runIssue(deps, String(payload.issueId), job, tuning);
    },
  };
}
