import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { JobWorker } from '../../jobs/queue.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { newsletterJobs } from './jobs.ts';

const t = useTestApp();
const call = apiCaller(t);
const db = () => t.database.db;
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
const transports: Mailer[] = [];

beforeAll(async () => {
  catcher = await startSmtpCatcher({ keepHeaders: true });
});
afterAll(async () => {
  for (const m of transports) m.close?.();
  await catcher?.close();
});

const TUNING = { batch: 12, concurrency: 4, flushEvery: 3 };

const smtpMailer = () => {
  const mailer = createMailer({ smtpUrl: catcher.url, from: 'Prosper Mentor <news@example.com>', dataDir: '/nonexistent', log: t.app.log });
  transports.push(mailer);
  return mailer;
};

/** A worker of its own, as another instance of the server would run, sending through `mailer`. */
const instance = (mailer: Mailer) =>
  new JobWorker(db(), newsletterJobs({ db: db(), mailer, config: t.config, log: t.app.log }, TUNING), t.app.log, { pollMs: 0 });

/**
 * A process that dies after `accepted` mails: that many go through, the next is accepted by the SMTP
 * server but its sender never hears back (the crash between the hand-off and our record), and
 * every later one never leaves. Nothing it does reaches the database after that.
 */
function dyingMailer(accepted: number): Mailer {
  const inner = smtpMailer();
  let calls = 0;
  const never = new Promise<void>(() => {});
  const dying =
    <A extends unknown[]>(handOver: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      const n = calls++;
      if (n > accepted) return never;
      await handOver(...args);
      if (n === accepted) return never;
    };
  return { compose: inner.compose, send: dying(inner.send), sendRaw: dying(inner.sendRaw) };
}

async function subscribers(count: number, tag: string) {
  await db().execute(sql`
    insert into newsletter_subscribers (email, is_active, confirmed_at)
    select ${tag} || '-' || i || '@example.com', true, now() from generate_series(1, ${count}) i`);
}

async function sendIssue(subject: string) {
  const admin = await signedInMember(t, { role: 'admin' });
  const res = await call('POST', '/api/newsletter/issues', admin.cookie, { subject, body: `# ${subject}\n\nHello.` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { issueId: string; recipients: number };
}

const activeEmails = async () =>
  rowsOf<{ email: string; id: string }>(await db().execute(sql`select email, id from newsletter_subscribers where is_active`));

const mailsOf = (issueId: string) => catcher.mails.filter((m) => m.messageId.includes(issueId));

describe('sending an issue', () => {
  it('killed mid-batch and resumed by another instance, reaches every recipient exactly once (one Message-ID each)', async () => {
    await subscribers(40, 'kill');
    await db().execute(
      sql`insert into newsletter_subscribers (email, is_active, unsubscribed_at) values ('gone@example.com', false, now())`,
    );
    const { issueId, recipients } = await sendIssue('Killed midway');
    const active = await activeEmails();
    expect(recipients).toBe(active.length);

    // The first instance sends 17 mails (into its second batch of 12), and dies on the 18th.
    void instance(dyingMailer(17)).runDue();
    await catcher.waitFor(catcher.mails.length + 18);
    await expect.poll(async () => mailsOf(issueId).length).toBe(18);
    const unknown = new Set(
      rowsOf<{ email: string }>(
        await db().execute(sql`
          select s.email from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
          where d.issue_id = ${issueId} and d.state = 'claimed'`),
      ).map((r) => r.email),
    );
    expect(unknown.size).toBeGreaterThan(0);
    expect(unknown.size).toBeLessThanOrEqual(TUNING.batch);

    // Its lease runs out; another instance takes the job up.
    await db().execute(sql`update jobs set locked_until = now() - interval '1 second' where kind = 'newsletter_send'`);
    await instance(smtpMailer()).runDue();

    const mails = mailsOf(issueId);
    const byRecipient = new Map<string, Set<string>>();
    for (const m of mails) byRecipient.set(m.to, (byRecipient.get(m.to) ?? new Set()).add(m.messageId));
    // Nobody missing, nobody else, and nobody with two different mails.
    expect([...byRecipient.keys()].sort()).toEqual(active.map((a) => a.email).sort());
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    // Only the ones whose fate was unknown were sent again.
    const counts = new Map<string, number>();
    for (const m of mails) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    const twice = [...counts].filter(([, c]) => c > 1).map(([to]) => to);
    expect(twice.every((to) => unknown.has(to))).toBe(true);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);

    const states = rowsOf(
      await db().execute(sql`select state, count(*)::int as n from newsletter_deliveries where issue_id = ${issueId} group by state`),
    );
    expect(states).toEqual([{ state: 'sent', n: active.length }]);
    const [issue] = rowsOf<{ finished_at: string | null }>(
      await db().execute(sql`select finished_at from newsletter_issues where id = ${issueId}`),
    );
    expect(issue?.finished_at).not.toBeNull();
  });

  it('sent by two instances at once, each recipient gets one mail, and the headers offer a one-click unsubscribe', async () => {
    const { issueId } = await sendIssue('Two instances');
    await Promise.all([instance(smtpMailer()).runDue(), instance(smtpMailer()).runDue()]);
    const active = await activeEmails();
    const mails = mailsOf(issueId);
    expect(mails).toHaveLength(active.length);
    expect(new Set(mails.map((m) => m.to)).size).toBe(active.length);
    const one = mails[0]!;
    const id = active.find((a) => a.email === one.to)!.id;
    expect(one.messageId).toBe(`<newsletter.${issueId}.${id}@localhost>`);
    expect(one.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(one.headers)?.[1];
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/api/newsletter/one-click\\?s=${id}&t=[\\w-]+$`));
    // The link in the header is the one a mail provider posts to.
    const res = await t.app.inject({
      method: 'POST',
      url: link!.slice(t.config.publicUrl.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(204);
  });

  it('does not write to a subscriber who left after the issue was sent', async () => {
    const { issueId } = await sendIssue('After leaving');
    const [leaver] = await activeEmails();
    await db().execute(sql`update newsletter_subscribers set is_active = false, unsubscribed_at = now() where id = ${leaver!.id}`);
    await instance(smtpMailer()).runDue();
    expect(mailsOf(issueId).some((m) => m.to === leaver!.email)).toBe(false);
    const [skipped] = rowsOf(
      await db().execute(sql`select state from newsletter_deliveries where issue_id = ${issueId} and subscriber_id = ${leaver!.id}`),
    );
    expect(skipped).toEqual({ state: 'skipped' });
  });
});
