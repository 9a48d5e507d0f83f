import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en } from '@prosper/shared/i18n/en';
import { dataExportSchema } from '@prosper/shared/schemas/export';
import type { ReportGroup } from '@prosper/shared/schemas/report';
import { rowsOf } from '../../db/client.ts';
import { createMember } from '../../seed/factories.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const db = () => t.database.db;

type Who = { id: string; cookie: string };
const signedIn = (firstName = 'Ada', more: Parameters<typeof signedInMember>[1] = {}) => signedInMember(t, { firstName, ...more });

const report = (who: Who, body: object) => call('POST', '/api/reports', who.cookie, body);
const publish = async (who: Who, title = 'Followers for sale', content = 'Cheap followers, message me today.') =>
  (await call('POST', '/api/articles', who.cookie, { title, content, tags: [] })).json() as { id: string };
const commentOn = async (who: Who, articleId: string, content = 'You are all fools.') =>
  (await call('POST', `/api/articles/${articleId}/comments`, who.cookie, { content })).json() as { id: string };
const messageTo = async (from: Who, to: Who, content = 'Send me money now.') => {
  const thread = (await call('POST', '/api/messages/threads', from.cookie, { recipientId: to.id })).json() as { id: string };
  const message = (await call('POST', `/api/messages/threads/${thread.id}/messages`, from.cookie, { content })).json() as { id: string };
  return { thread: thread.id, message: message.id };
};
const reportsOf = async (contentId: string) =>
  rowsOf<Record<string, unknown>>(
    await db().execute(sql`
      select reporter_id, content_type, author_id, reason::text, details, resolved_at is not null as resolved, resolved_by, resolution::text
      from reports where content_id = ${contentId} order by created_at`),
  );
/** Every item of the queue, page after page. */
async function wholeQueue(admin: Who) {
  const items: ReportGroup[] = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `/api/admin/reports${cursor ? `?cursor=${cursor}` : ''}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: ReportGroup[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
const itemOf = async (admin: Who, contentId: string) => (await wholeQueue(admin)).find((i) => i.contentId === contentId);
const auditOf = async (targetId: string) =>
  rowsOf<Record<string, unknown>>(
    await db().execute(sql`
      select admin_id, action::text, target_type::text, member_id, reason from admin_actions where target_id = ${targetId} order by created_at`),
  );
const notificationsOf = async (who: Who) =>
  (await call('GET', '/api/notifications', who.cookie)).json().items as {
    type: string;
    title: string;
    message: string;
    postId: string | null;
  }[];

describe('reporting', () => {
  it('takes an article, a comment, a profile and a message, each with a reason from the list and optional details', async () => {
    const author = await signedIn('Kwame', { lastName: 'Boateng', bio: 'I sell things.' });
    const reader = await signedIn('Efua');
    const article = await publish(author);
    const comment = await commentOn(author, article.id);
    const { message } = await messageTo(author, reader);

    const sent = await report(reader, { contentType: 'article', contentId: article.id, reason: 'spam', details: '  Sells followers.  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Thank you. Our team will look at your report.' });
    expect((await report(reader, { contentType: 'comment', contentId: comment.id, reason: 'harassment' })).statusCode).toBe(201);
    expect((await report(reader, { contentType: 'profile', contentId: author.id, reason: 'impersonation', details: '' })).statusCode).toBe(
      201,
    );
    expect((await report(reader, { contentType: 'message', contentId: message, reason: 'spam' })).statusCode).toBe(201);

    const stored = (id: string) => reportsOf(id);
    const open = { reporter_id: reader.id, author_id: author.id, resolved: false, resolved_by: null, resolution: null };
    expect(await stored(article.id)).toEqual([{ ...open, content_type: 'article', reason: 'spam', details: 'Sells followers.' }]);
    expect(await stored(comment.id)).toEqual([{ ...open, content_type: 'comment', reason: 'harassment', details: null }]);
    expect(await stored(author.id)).toEqual([{ ...open, content_type: 'profile', reason: 'impersonation', details: null }]);
    expect(await stored(message)).toEqual([{ ...open, content_type: 'message', reason: 'spam', details: null }]);

    // What the reporter sent is in their data export; the member they reported is named, nothing of the admins'.
    const file = dataExportSchema.parse(JSON.parse((await call('GET', '/api/export', reader.cookie)).body));
    expect(file.reports).toHaveLength(4);
    expect(file.reports).toContainEqual(
      expect.objectContaining({ content_type: 'article', content_id: article.id, author_id: author.id, reason: 'spam', resolution: null }),
    );
    expect(JSON.stringify(file.reports)).not.toContain('resolved_by');
  });

  it('refuses a reason outside the list, no reason, and details over 1000 characters, changing nothing', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const article = await publish(author);
    const before = await rowCounts(db());
    const refused = async (body: object, fields: Record<string, string>) => {
      const res = await report(reader, { contentType: 'article', contentId: article.id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    };
    await refused({}, { reason: 'Please choose a reason.' });
    await refused({ reason: 'boring' }, { reason: 'Please choose a reason.' });
    await refused({ reason: 'spam', details: 'x'.repeat(1001) }, { details: en.validation.tooLong });
    await refused({ contentType: 'podcast', reason: 'spam' }, { contentType: expect.any(String) });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('refuses one’s own writing or profile (403), and what is not there or not theirs to see (404)', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const third = await signedIn();
    const article = await publish(author);
    const comment = await commentOn(author, article.id);
    const { message } = await messageTo(author, reader);
    const closed = await createMember(db(), { passwordHash: 'never-signs-in', closedAt: new Date() });

    for (const [contentType, contentId] of [
      ['article', article.id],
      ['comment', comment.id],
      ['profile', author.id],
      ['message', message],
    ]) {
      const res = await report(author, { contentType, contentId, reason: 'spam' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You cannot report yourself or what you wrote.');
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [who, contentType, contentId] of [
      [reader, 'article', missing],
      [reader, 'comment', missing],
      [reader, 'message', missing],
      [reader, 'profile', 'nosuchmember'],
      // A message between two others, and an account closed for deletion.
      [third, 'message', message],
      [reader, 'profile', closed.id],
    ] as const) {
      const res = await report(who, { contentType, contentId, reason: 'spam' });
      expect(res.statusCode, `${contentType} ${contentId}`).toBe(404);
      expect(res.json().error.message).toBe('This is not there any more, or you cannot see it.');
    }
    expect(
      (await call('POST', '/api/reports', undefined, { contentType: 'article', contentId: article.id, reason: 'spam' })).statusCode,
    ).toBe(401);
    expect(await reportsOf(article.id)).toEqual([]);
    expect(await reportsOf(message)).toEqual([]);
  });

  it('keeps one open report per member and thing: the same report again changes nothing and costs nothing', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const admin = await signedIn('Abena', { role: 'admin' });
    const article = await publish(author);
    const body = { contentType: 'article', contentId: article.id, reason: 'spam' };
    expect((await report(reader, body)).statusCode).toBe(201);
    expect((await report(reader, { ...body, reason: 'hate', details: 'And more' })).statusCode).toBe(201);
    expect(await reportsOf(article.id)).toEqual([expect.objectContaining({ reason: 'spam', details: null })]);
    const [limit] = rowsOf<{ count: number }>(await db().execute(sql`select count from rate_limits where key = ${`reports:${reader.id}`}`));
    expect(limit?.count).toBe(1);
    // Once dealt with, a new report of it opens a new item.
    await call('POST', '/api/admin/reports/dismiss', admin.cookie, { contentType: 'article', contentId: article.id });
    expect((await report(reader, body)).statusCode).toBe(201);
    expect((await reportsOf(article.id)).map((r) => r.resolved)).toEqual([true, false]);
  });

  it('limits the reports a member sends in an hour, with a clear 429', async () => {
    const reporter = await signedIn();
    const authors = [];
    for (let i = 0; i < 11; i++) authors.push(await createMember(db(), { passwordHash: 'never-signs-in' }));
    for (const a of authors.slice(0, 10))
      expect((await report(reporter, { contentType: 'profile', contentId: a.id, reason: 'spam' })).statusCode).toBe(201);
    const refused = await report(reporter, { contentType: 'profile', contentId: authors[10]!.id, reason: 'spam' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You can send up to 10 reports an hour. Our team is looking at the ones you sent; please try again later.',
    );
    const [{ n }] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from reports where reporter_id = ${reporter.id}`),
    ) as [{ n: number }];
    expect(n).toBe(10);
  });
});

describe('the admins’ queue', () => {
  it('shows several reports of one thing as one item, with the count, the reasons and the reporters’ words', async () => {
    const author = await signedIn('Kwame', { lastName: 'Boateng' });
    const admin = await signedIn('Abena', { role: 'admin' });
    const readers = [await signedIn(), await signedIn(), await signedIn()];
    const article = await publish(author, 'Followers for sale', 'Cheap followers, message me today.');
    await report(readers[0]!, { contentType: 'article', contentId: article.id, reason: 'spam', details: 'First' });
    await report(readers[1]!, { contentType: 'article', contentId: article.id, reason: 'spam' });
    await report(readers[2]!, { contentType: 'article', contentId: article.id, reason: 'misinformation', details: 'Third' });

    const item = await itemOf(admin, article.id);
    expect(item).toMatchObject({
      contentType: 'article',
      count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'misinformation', count: 1 },
      ],
      details: ['Third', 'First'],
      author: { id: author.id, firstName: 'Kwame', lastName: 'Boateng' },
      content: { title: 'Followers for sale', text: 'Cheap followers, message me today.', articleId: article.id },
    });
    expect(new Date(item!.firstReportedAt).getTime()).toBeLessThanOrEqual(new Date(item!.lastReportedAt).getTime());
  });

  it('shows each kind in place with its context: a comment with its article, a message with whom it went to, a profile’s name and bio', async () => {
    const author = await signedIn('Kwame', { lastName: 'Boateng', bio: 'Crypto coach.' });
    const reader = await signedIn('Efua', { lastName: 'Mensah' });
    const admin = await signedIn('Abena', { role: 'admin' });
    const article = await publish(reader, 'On feedback', 'Ask often.');
    const comment = await commentOn(author, article.id, 'You are all fools.');
    const { message } = await messageTo(author, reader, 'Send me money now.');
    await report(reader, { contentType: 'comment', contentId: comment.id, reason: 'harassment' });
    await report(reader, { contentType: 'message', contentId: message, reason: 'spam' });
    await report(reader, { contentType: 'profile', contentId: author.id, reason: 'impersonation' });

    const queue = await wholeQueue(admin);
    expect(queue.find((i) => i.contentId === comment.id)?.content).toMatchObject({
      text: 'You are all fools.',
      articleId: article.id,
      articleTitle: 'On feedback',
    });
    expect(queue.find((i) => i.contentId === message)?.content).toMatchObject({
      text: 'Send me money now.',
      recipient: { id: reader.id, firstName: 'Efua', lastName: 'Mensah' },
    });
    expect(queue.find((i) => i.contentId === author.id)?.content).toMatchObject({ title: 'Kwame Boateng', text: 'Crypto coach.' });
    // Deleted by its author since: still an item, with nothing to show, to be dismissed.
    await call('DELETE', `/api/comments/${comment.id}`, author.cookie);
    expect((await itemOf(admin, comment.id))?.content).toBeNull();
  });

  it('pages by keyset, oldest waiting first, each item once, and refuses a cursor it did not make', async () => {
    const admin = await signedIn('Abena', { role: 'admin' });
    const reporter = await createMember(db(), { passwordHash: 'never-signs-in' });
    const reported: string[] = [];
    for (let i = 0; i < 23; i++) reported.push((await createMember(db(), { passwordHash: 'never-signs-in' })).id);
    // Written straight to the table, a minute apart, older than anything the other tests made.
    for (const [i, id] of reported.entries()) {
      await db().execute(sql`
        insert into reports (reporter_id, content_type, content_id, author_id, reason, created_at)
        values (${reporter.id}, 'profile', ${id}, ${id}, 'spam', now() - interval '1 day' + make_interval(mins => ${i}))`);
    }
    const first = (await call('GET', '/api/admin/reports', admin.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.items.map((i: ReportGroup) => i.contentId)).toEqual(reported.slice(0, 20));
    const queue = await wholeQueue(admin);
    const ours = queue.filter((i) => reported.includes(i.contentId)).map((i) => i.contentId);
    expect(ours).toEqual(reported);
    const times = queue.map((i) => new Date(i.firstReportedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    for (const cursor of ['nonsense', Buffer.from('2026-01-01T00:00:00.000000Z|not-a-uuid').toString('base64url')]) {
      const res = await call('GET', `/api/admin/reports?cursor=${cursor}`, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid page cursor');
    }
    await db().execute(sql`update reports set resolved_at = now(), resolution = 'dismissed' where reporter_id = ${reporter.id}`);
  });

  it('is for admins alone: members get 403, visitors 401, and nothing changes', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const mentor = await signedIn('Amara', { role: 'mentor' });
    const article = await publish(author);
    await report(reader, { contentType: 'article', contentId: article.id, reason: 'spam' });
    const before = await rowCounts(db());
    const ref = { contentType: 'article', contentId: article.id };
    for (const who of [reader, author, mentor, null]) {
      const status = who ? 403 : 401;
      const cookie = who?.cookie;
      expect((await call('GET', '/api/admin/reports', cookie)).statusCode).toBe(status);
      expect((await call('POST', '/api/admin/reports/dismiss', cookie, ref)).statusCode).toBe(status);
      expect((await call('POST', '/api/admin/reports/remove', cookie, { ...ref, reason: 'spam' })).statusCode).toBe(status);
      expect((await call('POST', '/api/admin/reports/suspend', cookie, { ...ref, reason: 'Spam' })).statusCode).toBe(status);
    }
    expect(await rowCounts(db())).toEqual(before);
    expect((await call('GET', `/api/articles/${article.id}`, reader.cookie)).statusCode).toBe(200);
  });
});

describe('resolving', () => {
  it('dismisses every open report of a thing, by whom and when, in the audit log; a second admin is told it is done', async () => {
    const author = await signedIn();
    const admin = await signedIn('Abena', { role: 'admin' });
    const other = await signedIn('Yaw', { role: 'admin' });
    const readers = [await signedIn(), await signedIn()];
    for (const r of readers) await report(r, { contentType: 'profile', contentId: author.id, reason: 'impersonation' });

    const res = await call('POST', '/api/admin/reports/dismiss', admin.cookie, { contentType: 'profile', contentId: author.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Reports dismissed.', resolved: 2 });
    const rows = await reportsOf(author.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ resolved: true, resolved_by: admin.id, resolution: 'dismissed' });
    expect(await itemOf(admin, author.id)).toBeUndefined();
    expect(await auditOf(author.id)).toEqual([
      { admin_id: admin.id, action: 'dismiss_report', target_type: 'member', member_id: author.id, reason: null },
    ]);
    expect((await notificationsOf(author)).filter((n) => n.type === 'content_removed')).toEqual([]);

    const again = await call('POST', '/api/admin/reports/dismiss', other.cookie, { contentType: 'profile', contentId: author.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('These reports were already handled by another admin.');
    const never = await call('POST', '/api/admin/reports/dismiss', other.cookie, { contentType: 'profile', contentId: readers[0]!.id });
    expect(never.statusCode).toBe(404);
    expect(await auditOf(author.id)).toHaveLength(1);
  });

  it('removes an article with its comments, closes their reports, and tells the author which and why, even with social notifications off', async () => {
    const author = await signedIn('Kwame');
    const admin = await signedIn('Abena', { role: 'admin' });
    const readers = [await signedIn(), await signedIn()];
    await call('PATCH', '/api/notification-settings', author.cookie, { socialNotificationsEnabled: false });
    const article = await publish(author, 'Followers for sale');
    const comment = await commentOn(readers[1]!, article.id, 'Scam!');
    for (const r of readers) await report(r, { contentType: 'article', contentId: article.id, reason: 'spam' });
    await report(readers[0]!, { contentType: 'comment', contentId: comment.id, reason: 'other' });

    const res = await call('POST', '/api/admin/reports/remove', admin.cookie, {
      contentType: 'article',
      contentId: article.id,
      reason: 'spam',
      note: 'Please do not sell here.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Content removed. Its author was told why.', resolved: 2 });
    expect((await call('GET', `/api/articles/${article.id}`, readers[0]!.cookie)).statusCode).toBe(404);
    for (const row of [...(await reportsOf(article.id)), ...(await reportsOf(comment.id))])
      expect(row).toMatchObject({ resolved: true, resolved_by: admin.id, resolution: 'removed' });

    const [notice] = (await notificationsOf(author)).filter((n) => n.type === 'content_removed');
    expect(notice).toMatchObject({
      title: 'Content Removed',
      message:
        'Your article “Followers for sale” was removed by our team. Reason: Spam or advertising. Note from our team: Please do not sell here.',
      postId: null,
    });
    expect(await auditOf(article.id)).toEqual([
      {
        admin_id: admin.id,
        action: 'remove_content',
        target_type: 'article',
        member_id: author.id,
        reason: 'Spam or advertising. Please do not sell here.',
      },
    ]);
  });

  it('removes a comment (naming its article to its author) and a message (gone for both members)', async () => {
    const author = await signedIn('Kwame');
    const reader = await signedIn('Efua');
    const admin = await signedIn('Abena', { role: 'admin' });
    const article = await publish(reader, 'On feedback');
    const comment = await commentOn(
      author,
      article.id,
      'You are all fools, every single one of you, and I will say it again and again and again.',
    );
    const { thread, message } = await messageTo(author, reader, 'Send me money now.');
    await report(reader, { contentType: 'comment', contentId: comment.id, reason: 'harassment' });
    await report(reader, { contentType: 'message', contentId: message, reason: 'spam' });

    const removed = (body: object) => call('POST', '/api/admin/reports/remove', admin.cookie, body);
    expect((await removed({ contentType: 'comment', contentId: comment.id, reason: 'harassment' })).statusCode).toBe(200);
    expect((await removed({ contentType: 'message', contentId: message, reason: 'spam' })).statusCode).toBe(200);

    const comments = (await call('GET', `/api/articles/${article.id}/comments`, reader.cookie)).json();
    expect(comments.items).toEqual([]);
    expect((await call('GET', `/api/articles/${article.id}`, reader.cookie)).json().commentsCount).toBe(0);
    for (const who of [author, reader]) {
      const messages = (await call('GET', `/api/messages/threads/${thread}/messages`, who.cookie)).json();
      expect(messages.items).toEqual([]);
    }
    const notices = (await notificationsOf(author)).filter((n) => n.type === 'content_removed');
    expect(notices.map((n) => n.message).sort()).toEqual([
      'Your comment “You are all fools, every single one of you, and I will say it again and again…” on “On feedback” was removed by our team. Reason: Harassment or bullying.',
      'Your message “Send me money now.” was removed by our team. Reason: Spam or advertising.',
    ]);
    expect(notices.find((n) => n.message.startsWith('Your comment'))?.postId).toBe(article.id);
    expect((await auditOf(message)).map((a) => a.action)).toEqual(['remove_content']);
  });

  it('suspends the author: signed out at once, reports closed as suspended, the suspension in the audit log', async () => {
    const author = await signedIn('Kwame');
    const reader = await signedIn();
    const admin = await signedIn('Abena', { role: 'admin' });
    const article = await publish(reader, 'On feedback');
    const comment = await commentOn(author, article.id);
    await report(reader, { contentType: 'comment', contentId: comment.id, reason: 'harassment' });
    expect((await call('GET', '/api/security-settings', author.cookie)).statusCode).toBe(200);

    const past = await call('POST', '/api/admin/reports/suspend', admin.cookie, {
      contentType: 'comment',
      contentId: comment.id,
      reason: 'Insults other members.',
      until: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(await reportsOf(comment.id)).toEqual([expect.objectContaining({ resolved: false })]);

    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await call('POST', '/api/admin/reports/suspend', admin.cookie, {
      contentType: 'comment',
      contentId: comment.id,
      reason: 'Insults other members.',
      until,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Member suspended.', resolved: 1 });
    expect(await reportsOf(comment.id)).toEqual([
      expect.objectContaining({ resolved: true, resolved_by: admin.id, resolution: 'suspended' }),
    ]);
    expect((await call('GET', '/api/security-settings', author.cookie)).statusCode).toBe(401);
    const [profile] = rowsOf<{ suspension_reason: string; until: string }>(
      await db().execute(sql`select suspension_reason, suspended_until as until from profiles where id = ${author.id}`),
    );
    expect(profile?.suspension_reason).toBe('Insults other members.');
    expect(new Date(profile!.until).toISOString()).toBe(until);
    expect(await auditOf(author.id)).toEqual([
      { admin_id: admin.id, action: 'suspend', target_type: 'member', member_id: author.id, reason: 'Insults other members.' },
    ]);
    // The comment itself stays; nobody is told it went.
    expect((await call('GET', `/api/articles/${article.id}/comments`, reader.cookie)).json().items).toHaveLength(1);
  });

  it('does not suspend an admin: the reports stay open', async () => {
    const otherAdmin = await signedIn('Yaw', { role: 'admin' });
    const reader = await signedIn();
    const admin = await signedIn('Abena', { role: 'admin' });
    await report(reader, { contentType: 'profile', contentId: otherAdmin.id, reason: 'impersonation' });
    const res = await call('POST', '/api/admin/reports/suspend', admin.cookie, {
      contentType: 'profile',
      contentId: otherAdmin.id,
      reason: 'Pretends to be staff.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An admin cannot be suspended: remove them as admin first.');
    expect(await reportsOf(otherAdmin.id)).toEqual([expect.objectContaining({ resolved: false })]);
    expect(await auditOf(otherAdmin.id)).toEqual([]);
  });

  it('cannot remove a profile: its reports are dismissed or its member suspended', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const admin = await signedIn('Abena', { role: 'admin' });
    await report(reader, { contentType: 'profile', contentId: author.id, reason: 'impersonation' });
    const res = await call('POST', '/api/admin/reports/remove', admin.cookie, {
      contentType: 'profile',
      contentId: author.id,
      reason: 'spam',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('contentType');
    expect(await reportsOf(author.id)).toEqual([expect.objectContaining({ resolved: false })]);
  });
});
