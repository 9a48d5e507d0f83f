import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { dataExportSchema } from '@prosper/shared/schemas/export';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { EXPORT_PAGE_SIZE } from './writer.ts';

const t = useTestApp();
const call = apiCaller(t);

const exportOf = async (who: { cookie: string }) => {
  const res = await call('GET', '/api/export', who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { res, file: dataExportSchema.parse(JSON.parse(res.body)) };
};

describe('data export', () => {
  it('downloads the member’s own data as a named JSON file: profile, settings with their defaults, and what they wrote', async () => {
    const amara = await signedInMember(t, { firstName: 'Amara', lastName: 'Okafor', bio: 'Product designer' });
    const chidi = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
    const kofi = await signedInMember(t, { firstName: 'Kofi', lastName: 'Mensah' });
    const thread = (await call('POST', '/api/messages/threads', amara.cookie, { recipientId: chidi.id })).json();
    await call('POST', `/api/messages/threads/${thread.id}/messages`, amara.cookie, { content: 'Hello Chidi, are you free Friday?' });
    await call('POST', `/api/messages/threads/${thread.id}/messages`, chidi.cookie, { content: 'Yes, after lunch.' });
    // Between two others: never in Amara's file.
    const theirs = (await call('POST', '/api/messages/threads', chidi.cookie, { recipientId: kofi.id })).json();
    await call('POST', `/api/messages/threads/${theirs.id}/messages`, chidi.cookie, { content: 'A private word for Kofi' });
    const article = (
      await call('POST', '/api/articles', amara.cookie, { title: 'Finding a mentor', content: '<p>Start with one question.</p>', tags: [] })
    ).json();
    await call('POST', `/api/articles/${article.id}/comments`, chidi.cookie, { content: 'Great advice' });
    await call('POST', `/api/articles/${article.id}/comments`, amara.cookie, { content: 'Thank you!' });
    await call('PUT', `/api/articles/${article.id}/like`, amara.cookie);
    await call('PUT', `/api/articles/${article.id}/save`, amara.cookie);
    const question = (
      await call('POST', '/api/questions', amara.cookie, { title: 'Negotiating pay', body: 'Any tips?', tags: ['Career'] })
    ).json();
    const answer = (await call('POST', `/api/questions/${question.id}/answers`, chidi.cookie, { body: 'Know your floor.' })).json();
    await call('PUT', `/api/answers/${answer.id}/vote`, amara.cookie, { value: 1 });
    await call('POST', `/api/questions/${question.id}/answers`, amara.cookie, { body: 'Thanks, I will.' });
    await call('PUT', `/api/profiles/${chidi.id}/follow`, amara.cookie);
    await call('PUT', `/api/profiles/${amara.id}/follow`, kofi.cookie);
    await call('PATCH', '/api/notification-settings', amara.cookie, { smsNotificationsEnabled: true });
    await call('PUT', `/api/networks/requests/${amara.id}`, chidi.cookie, { note: 'From the meetup' });
    await call('POST', `/api/networks/requests/${chidi.id}/accept`, amara.cookie);
    await call('PUT', `/api/networks/requests/${amara.id}`, kofi.cookie, { note: 'Hello Amara' });
    await t.database.db.execute(
      sql`insert into communities (slug, name, description) values ('export-circle', 'Export Circle', 'For the test.')`,
    );
    await call('PUT', '/api/networks/communities/export-circle/membership', amara.cookie);

    const before = new Date();
    const { res, file } = await exportOf(amara);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="prosper_mentor_data_${amara.id}_${day}.json"`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');

    expect(file.profile).toMatchObject({
      id: amara.id,
      email: amara.email,
      first_name: 'Amara',
      bio: 'Product designer',
      dob: '1995-04-12',
    });
    expect(new Date(file.export_date).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // Never saved: the §9 defaults, and nothing written by reading them.
    expect(file.privacy_settings).toMatchObject({ data_export_enabled: true, third_party_sharing_enabled: false, updated_at: null });
    expect(file.account_settings).toMatchObject({ language: 'en', currency: 'USD', time_format: '12', date_format: 'MM/DD/YYYY' });
    expect(file.security_settings).toMatchObject({ two_factor_enabled: false, session_timeout_minutes: 60, max_active_sessions: 5 });
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from user_privacy_settings where user_id = ${amara.id}`),
      ),
    ).toEqual([{ n: 0 }]);
    // Saved: as stored.
    expect(file.notification_settings).toMatchObject({ sms_notifications_enabled: true, notification_frequency: 'real_time' });
    expect(file.notification_settings).not.toHaveProperty('user_id');

    expect(file.mentee_details).toMatchObject({ industry: 'Technology' });
    expect(file.mentor_details).toBeNull();
    expect(file.articles).toEqual([expect.objectContaining({ id: article.id, title: 'Finding a mentor' })]);
    expect(file.comments).toEqual([expect.objectContaining({ content: 'Thank you!', article_title: 'Finding a mentor' })]);
    expect(file.likes).toEqual([expect.objectContaining({ article_id: article.id })]);
    expect(file.saved_articles).toEqual([expect.objectContaining({ article_id: article.id })]);
    expect(file.questions).toEqual([expect.objectContaining({ id: question.id, title: 'Negotiating pay', tags: ['career'] })]);
    expect(file.answers).toEqual([expect.objectContaining({ question_id: question.id, body: 'Thanks, I will.', accepted: false })]);
    expect(file.answer_votes).toEqual([expect.objectContaining({ answer_id: answer.id, value: 1 })]);
    expect(file.following).toEqual([expect.objectContaining({ member_id: chidi.id, member_name: 'Chidi Eze' })]);
    expect(file.followers).toEqual([expect.objectContaining({ member_id: kofi.id, member_name: 'Kofi Mensah' })]);
    expect(file.connections).toEqual([expect.objectContaining({ member_id: chidi.id, member_name: 'Chidi Eze' })]);
    expect(file.connection_requests).toEqual([
      expect.objectContaining({ direction: 'received', other_member_id: kofi.id, note: 'Hello Amara', status: 'pending' }),
    ]);
    expect(file.communities).toEqual([expect.objectContaining({ slug: 'export-circle', name: 'Export Circle' })]);
    expect(file.messages_sent).toEqual([
      expect.objectContaining({ content: 'Hello Chidi, are you free Friday?', recipient_id: chidi.id, recipient_name: 'Chidi Eze' }),
    ]);
    expect(file.messages_received).toEqual([expect.objectContaining({ content: 'Yes, after lunch.', sender_id: chidi.id })]);
    expect(file.notifications.map((n) => n.type)).toEqual(expect.arrayContaining(['post_comment', 'follow']));
    expect(file.sign_ins).toHaveLength(1);
    expect(res.body).not.toContain('A private word for Kofi');
  });

  it('never holds a password, its hash or a sign-in token', async () => {
    const password = 'a-known-password-81';
    const member = await signedInMember(t, { password });
    const [{ hash }] = rowsOf<{ hash: string }>(
      await t.database.db.execute(sql`select password as hash from accounts where user_id = ${member.id}`),
    ) as [{ hash: string }];
    const tokens = rowsOf<{ id: string; token: string }>(
      await t.database.db.execute(sql`select id, token from auth_sessions where user_id = ${member.id}`),
    );
    expect(tokens).toHaveLength(1);
    const { res, file } = await exportOf(member);
    expect(file.sign_ins).toHaveLength(1);
    for (const secret of [password, hash, tokens[0]!.token, tokens[0]!.id]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password|token|secret/i);
  });

  it('walks long lists a page at a time, each row once, rows of the same instant included', async () => {
    const member = await signedInMember(t);
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    // Half of them at one instant: the page boundary falls among equal times.
    await t.database.db.execute(sql`
      insert into notifications (user_id, recipient_id, type, title, message, created_at)
      select ${member.id}, ${member.id}, 'session_reminder', 'Reminder', 'Note ' || i,
        case when i % 2 = 0 then timestamptz '2026-03-01 10:00:00.123456+00' else now() - make_interval(secs => i) end
      from generate_series(1, ${count}::int) i`);
    const { file } = await exportOf(member);
    const notes = file.notifications.map((n) => n.message as string);
    expect(notes).toHaveLength(count);
    expect(new Set(notes).size).toBe(count);
  });

  it('is refused while the member has turned data export off, in the catalog’s words', async () => {
    const member = await signedInMember(t);
    await t.database.db.execute(sql`insert into user_privacy_settings (user_id, data_export_enabled) values (${member.id}, false)`);
    const res = await call('GET', '/api/export', member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'export_disabled', message: en.export.disabled } });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('is refused to a visitor, and takes no id: a member only ever gets their own', async () => {
    const visitor = await call('GET', '/api/export');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const member = await signedInMember(t);
    const other = await signedInMember(t, { firstName: 'Someone', lastName: 'Else' });
    const { file } = await exportOf(member);
    expect(file.profile.id).toBe(member.id);
    expect(JSON.stringify(file)).not.toContain(other.id);
  });

  it(`allows ${EXPORT_LIMIT.max} exports an hour, then says how long to wait`, async () => {
    const member = await signedInMember(t);
    for (let i = 0; i < EXPORT_LIMIT.max; i++) await exportOf(member);
    const res = await call('GET', '/api/export', member.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(`You can export your data up to ${EXPORT_LIMIT.max} times an hour. Please try again later.`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
