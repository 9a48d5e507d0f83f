import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { en } from '@prosper/shared/i18n/en';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, ORIGIN, sessionCookie, signedInMember, signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { eraseAccount, uploadFolders } from './erase.ts';

const t = useTestApp();
const call = apiCaller(t);
const db = () => t.database.db;
const DAY_MS = 24 * 3600_000;

let ip = 0;
/** A request from an address of its own, so the per-address limits of one test never reach another's. */
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.61.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const signIn = (m: { email: string; password: string }) => post('/api/auth/sign-in/email', { email: m.email, password: m.password });
const deleteAccount = (cookie: string | undefined, payload: object) => call('DELETE', '/api/account', cookie, payload);
const isSignedIn = async (cookie: string) => (await call('GET', '/api/security-settings', cookie)).statusCode === 200;
const closedAt = async (id: string) =>
  rowsOf<{ closed_at: string | null }>(await db().execute(sql`select closed_at from profiles where id = ${id}`))[0]?.closed_at ?? null;
const eraseJob = async (id: string) =>
  rowsOf<{ run_at: string }>(await db().execute(sql`select run_at from jobs where unique_key = ${`account_erase:${id}`}`))[0];
/** The grace period passes: the account was closed long enough ago, and its erasure is due now. */
const graceOver = async (id: string) => {
  await db().execute(sql`update profiles set closed_at = now() - make_interval(days => ${ACCOUNT_GRACE_DAYS + 1}) where id = ${id}`);
  await db().execute(sql`update jobs set run_at = now() where unique_key = ${`account_erase:${id}`}`);
  await t.app.jobs.runDue();
};

const image = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
const upload = async (url: string, cookie: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await image())], { type: 'image/png' }), 'me.png');
  const res = await t.app.inject({ method: 'POST', url, payload: form, headers: { origin: ORIGIN, cookie } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, string>;
};
const filesIn = (folder: string) => {
  const dir = path.join(t.config.dataDir, 'uploads', ...folder.split('/'));
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : [];
};

/** Turns two-factor authentication on for a signed-in member; answers the app's generator, the backup codes and the new cookie. */
async function withTwoFactor(m: { password: string; cookie: string }) {
  const setup = await post('/api/auth/two-factor/enable', { password: m.password }, m.cookie);
  const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const on = await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, m.cookie);
  expect(on.statusCode, on.body).toBe(200);
  return { totp, backupCodes, cookie: sessionCookie(on) };
}

describe('deleting an account', () => {
  it('needs the member’s own password: a wrong one, another member’s id or no session changes nothing', async () => {
    const m = await signedInMember(t);
    const other = await signedInMember(t);

    const wrong = await deleteAccount(m.cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'wrong_password', message: en.deletion.wrongPassword, fields: { password: en.deletion.wrongPassword } },
    });
    // The route names nobody: an id in the body is refused, and the caller is always the one deleted.
    const naming = await deleteAccount(m.cookie, { password: other.password, memberId: other.id });
    expect(naming.statusCode).toBe(400);
    expect((await deleteAccount(undefined, { password: m.password })).statusCode).toBe(401);
    expect((await deleteAccount(m.cookie, {})).statusCode).toBe(400);

    expect(await closedAt(m.id)).toBeNull();
    expect(await closedAt(other.id)).toBeNull();
    expect(await eraseJob(m.id)).toBeUndefined();
    expect(await isSignedIn(m.cookie)).toBe(true);
    expect(await isSignedIn(other.cookie)).toBe(true);
  });

  it('closes the account, signs it out everywhere, hides it from everyone and schedules its erasure', async () => {
    const m = await signedInMember(t, {
      firstName: 'Ottoline',
      lastName: 'Vantablack',
      role: 'mentor',
      country: 'Lesotho',
      mentor: { onboardingCompletedAt: new Date(), languages: ['Sesotho'] },
    });
    const laptop = await signInCookie(t.app, m);
    const other = await signedInMember(t);
    expect((await call('GET', `/api/members?q=Ottoline`, other.cookie)).json().items).toHaveLength(1);
    expect((await call('GET', `/api/mentors?q=Ottoline`, other.cookie)).json().items).toHaveLength(1);
    const filters = () =>
      call('GET', '/api/mentors/filters', other.cookie).then((r) => r.json() as { countries: string[]; languages: string[] });
    expect(await filters()).toMatchObject({ countries: ['Lesotho'], languages: ['Sesotho'] });
    const thread = (await call('POST', '/api/messages/threads', other.cookie, { recipientId: m.id })).json() as { id: string };

    const res = await deleteAccount(m.cookie, { password: m.password });
    expect(res.statusCode, res.body).toBe(204);

    const closed = await closedAt(m.id);
    expect(closed).not.toBeNull();
    expect(rowsOf(await db().execute(sql`select id from auth_sessions where user_id = ${m.id}`))).toEqual([]);
    expect(await isSignedIn(m.cookie)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    const job = await eraseJob(m.id);
    expect(new Date(job!.run_at).getTime()).toBe(new Date(closed!).getTime() + ACCOUNT_GRACE_DAYS * DAY_MS);

    // Nowhere to be found, and nobody can reach them.
    expect((await call('GET', `/api/profiles/${m.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/mentors/${m.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/members?q=Ottoline`, other.cookie)).json().items).toEqual([]);
    expect((await call('GET', `/api/mentors?q=Ottoline`, other.cookie)).json().items).toEqual([]);
    expect(await filters()).toMatchObject({ countries: [], languages: [] });
    expect((await call('POST', '/api/messages/threads', other.cookie, { recipientId: m.id })).statusCode).toBe(404);
    const message = await call('POST', `/api/messages/threads/${thread.id}/messages`, other.cookie, { content: 'Still there?' });
    expect(message.statusCode).toBe(403);

    // Signing in opens nothing: with the right password the member hears it is closed, with a wrong one nothing new.
    const again = await signIn(m);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_closed');
    expect(again.json().error.message).toContain(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(new Date(closed!).getTime() + ACCOUNT_GRACE_DAYS * DAY_MS),
      ),
    );
    expect(again.cookies.filter((c) => c.value !== '')).toEqual([]);
    expect((await signIn({ email: m.email, password: 'not-my-password' })).statusCode).toBe(401);
  });

  it('with two-factor on, needs a code as well, from the app or a backup code', async () => {
    const m = await signedInMember(t);
    const { totp, backupCodes, cookie } = await withTwoFactor(m);

    const noCode = await deleteAccount(cookie, { password: m.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.code).toBe('code_required');
    expect((await deleteAccount(cookie, { password: m.password, code: '000000' })).statusCode).toBe(400);
    expect((await deleteAccount(cookie, { password: m.password, code: 'wrong-backup' })).statusCode).toBe(400);
    expect((await deleteAccount(cookie, { password: 'not-my-password', code: totp.generate() })).statusCode).toBe(400);
    expect(await closedAt(m.id)).toBeNull();
    expect(await isSignedIn(cookie)).toBe(true);

    expect((await deleteAccount(cookie, { password: m.password, code: backupCodes[0]! })).statusCode).toBe(204);
    expect(await closedAt(m.id)).not.toBeNull();

    const n = await signedInMember(t);
    const second = await withTwoFactor(n);
    expect((await deleteAccount(second.cookie, { password: n.password, code: second.totp.generate() })).statusCode).toBe(204);
  });

  it('is refused to the last admin, in words that say what to do', async () => {
    await db().execute(sql`update profiles set role = 'mentee' where role = 'admin'`);
    const admin = await signedInMember(t, { role: 'admin' });
    const res = await deleteAccount(admin.cookie, { password: admin.password });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'last_admin', message: en.deletion.lastAdmin } });
    expect(await closedAt(admin.id)).toBeNull();

    const second = await signedInMember(t, { role: 'admin' });
    expect((await deleteAccount(admin.cookie, { password: admin.password })).statusCode).toBe(204);
    // Now the other is the last one.
    expect((await deleteAccount(second.cookie, { password: second.password })).statusCode).toBe(409);
  });

  it('cancels the member’s upcoming sessions and tells the other member', async () => {
    const mentor = await signedInMember(t, { role: 'mentor', mentor: { onboardingCompletedAt: new Date() } });
    const m = await signedInMember(t);
    const starts = new Date(Date.now() + 3 * DAY_MS);
    const [session] = rowsOf<{ id: string }>(
      await db().execute(sql`
        insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents)
        values (${mentor.id}, ${m.id}, 'Career talk', 'confirmed', ${starts}, ${new Date(starts.getTime() + 3600_000)},
          ${new Date(starts.getTime() + 3600_000)}, 0)
        returning id`),
    );
    expect((await deleteAccount(m.cookie, { password: m.password })).statusCode).toBe(204);
    const after = (await call('GET', `/api/sessions/${session!.id}`, mentor.cookie)).json();
    expect(after).toMatchObject({ status: 'cancelled', reason: en.deletion.sessionReason });
    // A mentor hears of it in their own stream.
    const told = rowsOf<{ message: string }>(
      await db().execute(
        sql`select message from mentor_notifications where mentor_id = ${mentor.id} and notification_type = 'session_cancelled'`,
      ),
    );
    expect(told).toHaveLength(1);
  });
});

describe('restoring a closed account', () => {
  it('within the grace period, with the email and password: the account opens, the erasure is called off, signing in works', async () => {
    const m = await signedInMember(t, { firstName: 'Perpetua' });
    const other = await signedInMember(t);
    expect((await deleteAccount(m.cookie, { password: m.password })).statusCode).toBe(204);

    const wrong = await post('/api/account/restore', { email: m.email, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(en.auth.invalidCredentials);
    expect(await closedAt(m.id)).not.toBeNull();

    const restored = await post('/api/account/restore', { email: m.email.toUpperCase(), password: m.password });
    expect(restored.statusCode, restored.body).toBe(204);
    expect(await closedAt(m.id)).toBeNull();
    expect(await eraseJob(m.id)).toBeUndefined();
    const back = await signIn(m);
    expect(back.statusCode).toBe(200);
    expect(await isSignedIn(sessionCookie(back))).toBe(true);
    expect((await call('GET', `/api/profiles/${m.id}`, other.cookie)).statusCode).toBe(200);
    // Nothing to restore any more.
    expect((await post('/api/account/restore', { email: m.email, password: m.password })).json().error.code).toBe('not_closed');
    // An erasure that ran anyway (a job left behind) finds an open account and does nothing.
    await eraseAccount(db(), t.app.storage, { memberId: m.id });
    expect(rowsOf(await db().execute(sql`select id from profiles where id = ${m.id}`))).toHaveLength(1);
  });
});

describe('erasing a closed account', () => {
  it('leaves nothing that names the member in any table, no file of theirs, and keeps what they wrote for the others as “Deleted member”', async () => {
    const m = await signedInMember(t, { firstName: 'Zebulonia', lastName: 'Quartermaine', bio: 'Loves sailing' });
    const other = await signedInMember(t, { firstName: 'Bisi', lastName: 'Adeyemi' });
    const { avatarUrl } = await upload('/api/profiles/me/avatar', m.cookie);
    const { imageUrl } = await upload('/api/articles/images', m.cookie);
    expect(avatarUrl).toBeTruthy();
    expect(imageUrl).toBeTruthy();

    const article = (
      await call('POST', '/api/articles', m.cookie, { title: 'Learning to lead', content: '<p>Ask, then listen.</p>', tags: [], imageUrl })
    ).json() as { id: string };
    const theirs = (
      await call('POST', '/api/articles', other.cookie, { title: 'On feedback', content: '<p>Often.</p>', tags: [] })
    ).json() as {
      id: string;
    };
    await call('POST', `/api/articles/${theirs.id}/comments`, m.cookie, { content: 'So true' });
    await call('POST', `/api/articles/${article.id}/comments`, other.cookie, { content: 'Thanks for this' });
    await call('PUT', `/api/articles/${theirs.id}/like`, m.cookie);
    await call('PUT', `/api/articles/${theirs.id}/save`, m.cookie);
    await call('PUT', '/api/article-draft', m.cookie, { title: 'Half a thought', content: 'More later', tags: [] });
    // Stories (issue 18): theirs stays by the stand-in; their like and comment on another's follow the articles' rules.
    const { imageUrl: cover } = await upload('/api/stories/images', m.cookie);
    const story = (
      await call('POST', '/api/stories', m.cookie, {
        title: 'Sailing into product',
        content: 'It began with one question.',
        imageUrl: cover,
      })
    ).json() as { id: string };
    const theirStory = (await call('POST', '/api/stories', other.cookie, { title: 'My turn', content: 'Listen first.' })).json() as {
      id: string;
    };
    await call('PUT', `/api/stories/${theirStory.id}/like`, m.cookie);
    await call('POST', `/api/stories/${theirStory.id}/comments`, m.cookie, { content: 'Lovely story' });
    await call('PUT', `/api/stories/${story.id}/like`, other.cookie);
    // A question of theirs someone answered, their answer to another's question and their vote on an answer.
    const asked = (await call('POST', '/api/questions', m.cookie, { title: 'Leading a team', body: 'Where to start?', tags: [] })).json();
    await call('POST', `/api/questions/${asked.id}/answers`, other.cookie, { body: 'Listen first.' });
    const otherQuestion = (await call('POST', '/api/questions', other.cookie, { title: 'Hiring', body: 'How?', tags: [] })).json();
    await call('POST', `/api/questions/${otherQuestion.id}/answers`, m.cookie, { body: 'Slowly.' });
    const votedOn = (await call('POST', `/api/questions/${otherQuestion.id}/answers`, other.cookie, { body: 'Carefully.' })).json();
    await call('PUT', `/api/answers/${votedOn.id}/vote`, m.cookie, { value: 1 });
    await call('PUT', `/api/profiles/${other.id}/follow`, m.cookie);
    await call('PUT', `/api/profiles/${m.id}/follow`, other.cookie);
    await call('GET', `/api/profiles/${other.id}`, m.cookie);
    await call('GET', `/api/profiles/${m.id}`, other.cookie);
    // Networks (issue 17): a connection, a request each way (one declined), a community joined and an article tagged with it.
    const third = await signedInMember(t, { firstName: 'Kwame' });
    await call('PUT', `/api/networks/requests/${other.id}`, m.cookie, { note: 'Zebulonia here, from the meetup' });
    await call('POST', `/api/networks/requests/${m.id}/accept`, other.cookie);
    await call('PUT', `/api/networks/requests/${third.id}`, m.cookie, { note: 'Zebulonia again' });
    await call('POST', `/api/networks/requests/${m.id}/decline`, third.cookie);
    await call('PUT', `/api/networks/requests/${m.id}`, (await signedInMember(t)).cookie, {});
    await db().execute(sql`insert into communities (slug, name, description) values ('erasure-circle', 'Erasure Circle', 'For the test.')`);
    await call('PUT', '/api/networks/communities/erasure-circle/membership', m.cookie);
    await call('PUT', `/api/networks/articles/${article.id}/community`, m.cookie, { slug: 'erasure-circle' });
    const thread = (await call('POST', '/api/messages/threads', m.cookie, { recipientId: other.id })).json() as { id: string };
    await call('POST', `/api/messages/threads/${thread.id}/messages`, m.cookie, { content: 'Hello there' });
    await call('POST', `/api/messages/threads/${thread.id}/messages`, other.cookie, { content: 'Hi, welcome' });
    // Reports by them and about them (decision 034).
    await call('POST', '/api/reports', m.cookie, { contentType: 'article', contentId: theirs.id, reason: 'spam', details: 'Copied' });
    await call('POST', '/api/reports', other.cookie, { contentType: 'article', contentId: article.id, reason: 'misinformation' });
    await call('POST', '/api/reports', other.cookie, { contentType: 'profile', contentId: m.id, reason: 'impersonation' });
    await call('PATCH', '/api/notification-settings', m.cookie, { smsNotificationsEnabled: true });
    expect((await call('PUT', '/api/newsletter/me', m.cookie, { subscribed: true })).json()).toEqual({ subscribed: true });
    await call('PUT', '/api/security-settings', m.cookie, {
      backupEmail: null,
      backupPhone: null,
      sessionTimeoutMinutes: 30,
      maxActiveSessions: 5,
      loginNotificationsEnabled: true,
      suspiciousActivityAlertsEnabled: true,
    });
    await call('GET', '/api/privacy-settings', m.cookie);
    await call('GET', '/api/account-settings', m.cookie);
    await t.app.jobs.runDue();

    expect((await deleteAccount(m.cookie, { password: m.password })).statusCode).toBe(204);
    await graceOver(m.id);

    // Every table, every column that can hold text or an id.
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'tsvector') or c.data_type = 'ARRAY')`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const traces: string[] = [];
    for (const needle of [m.id, m.email, 'Zebulonia', 'Quartermaine', 'Loves sailing']) {
      for (const { table_name, column_name } of columns) {
        const [{ n }] = rowsOf<{ n: number }>(
          await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
          ),
        ) as [{ n: number }];
        if (n > 0) traces.push(`${table_name}.${column_name} holds ${needle}`);
      }
    }
    expect(traces).toEqual([]);
    expect(rowsOf(await db().execute(sql`select id from users where id = ${m.id}`))).toEqual([]);
    for (const folder of uploadFolders(m.id)) expect(filesIn(folder)).toEqual([]);

    // What they wrote stays for the others, by a "Deleted member" nobody can open.
    const kept = (await call('GET', `/api/articles/${article.id}`, other.cookie)).json();
    expect(kept.author).toMatchObject({ firstName: en.deletion.deletedMember, lastName: '', avatarUrl: null, deleted: true });
    expect(kept.imageUrl).toBeNull();
    expect((await call('GET', `/api/profiles/${kept.author.id}`, other.cookie)).statusCode).toBe(404);
    const keptStory = (await call('GET', `/api/stories/${story.id}`, other.cookie)).json();
    expect(keptStory).toMatchObject({ imageUrl: null, likesCount: 1, author: { firstName: en.deletion.deletedMember, deleted: true } });
    const storyComments = (await call('GET', `/api/stories/${theirStory.id}/comments`, other.cookie)).json();
    expect(JSON.stringify(storyComments)).toContain('Lovely story');
    expect((await call('GET', `/api/stories/${theirStory.id}`, other.cookie)).json().likesCount).toBe(0);
    const comments = (await call('GET', `/api/articles/${theirs.id}/comments`, other.cookie)).json();
    expect(JSON.stringify(comments)).toContain('So true');
    const messages = (await call('GET', `/api/messages/threads/${thread.id}/messages`, other.cookie)).json();
    expect(messages.items.map((x: { content: string }) => x.content).sort()).toEqual(['Hello there', 'Hi, welcome']);
    // Reports stay for the admins by the stand-in, but for those of the profile, which is gone.
    const reports = rowsOf<{ content_id: string; reporter_id: string; author_id: string }>(
      await db().execute(
        sql`select content_id, reporter_id, author_id from reports where ${other.id} in (reporter_id, author_id) order by content_id`,
      ),
    );
    expect(reports).toEqual(
      [
        { content_id: theirs.id, reporter_id: kept.author.id, author_id: other.id },
        { content_id: article.id, reporter_id: other.id, author_id: kept.author.id },
      ].sort((a, b) => a.content_id.localeCompare(b.content_id)),
    );
    const liked = rowsOf<{ likes_count: number }>(await db().execute(sql`select likes_count from articles where id = ${theirs.id}`));
    expect(liked).toEqual([{ likes_count: 0 }]);
    // Their question and answer stay by the stand-in; their vote goes, and the score with it.
    expect((await call('GET', `/api/questions/${asked.id}`)).json().author).toMatchObject({ id: kept.author.id, deleted: true });
    const answers = (await call('GET', `/api/questions/${otherQuestion.id}/answers`)).json().items;
    expect(answers.map((a: { body: string; score: number; author: { id: string } }) => [a.body, a.score, a.author.id])).toEqual([
      ['Slowly.', 0, kept.author.id],
      ['Carefully.', 0, other.id],
    ]);

    // And the account is gone: signing in is refused, and there is nothing to restore.
    expect((await signIn(m)).statusCode).toBe(401);
    expect((await post('/api/account/restore', { email: m.email, password: m.password })).statusCode).toBe(401);
  });
});
