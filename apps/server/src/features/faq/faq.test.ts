import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const entry = (slug: string, more: object = {}) => ({
  topic: 'accounts',
  slug,
  question: 'How do I reset my password?',
  answer: 'Use “Forgot password” on the sign-in page.',
  position: 1,
  ...more,
});
const audit = async (targetId: string) =>
  rowsOf<{ action: string }>(
    await t.database.db.execute(sql`select action from admin_actions where target_id = ${targetId} order by created_at`),
  ).map((r) => r.action);

describe('the FAQ', () => {
  it('lets admins alone write it, each change in the audit log, and anyone read it in topic and position order', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const member = await signedInMember(t);
    const mentor = await signedInMember(t, { role: 'mentor' });

    for (const cookie of [member.cookie, mentor.cookie])
      expect((await call('POST', '/api/faq', cookie, entry('reset'))).statusCode).toBe(403);
    expect((await call('POST', '/api/faq', '', entry('reset'))).statusCode).toBe(401);

    const second = (await call('POST', '/api/faq', admin.cookie, entry('reset', { position: 2 }))).json();
    const first = (await call('POST', '/api/faq', admin.cookie, entry('sign-up', { question: 'How do I join?', position: 1 }))).json();
    const privacy = (await call('POST', '/api/faq', admin.cookie, entry('who-sees-me', { topic: 'privacy', position: 0 }))).json();
    const mentors = (await call('POST', '/api/faq', admin.cookie, entry('pricing', { topic: 'finding-a-mentor', position: 0 }))).json();
    const list = (await call('GET', '/api/faq')).json().items;
    expect(list.map((e: { slug: string }) => e.slug)).toEqual(['sign-up', 'reset', 'pricing', 'who-sees-me']);

    for (const cookie of [member.cookie, mentor.cookie]) {
      expect((await call('PUT', `/api/faq/${first.id}`, cookie, entry('sign-up', { position: 5 }))).statusCode).toBe(403);
      expect((await call('DELETE', `/api/faq/${first.id}`, cookie)).statusCode).toBe(403);
    }
    const moved = await call('PUT', `/api/faq/${first.id}`, admin.cookie, entry('sign-up', { question: 'How do I join?', position: 3 }));
    expect(moved.json()).toMatchObject({ slug: 'sign-up', position: 3 });
    expect((await call('GET', '/api/faq')).json().items.map((e: { slug: string }) => e.slug)).toEqual([
      'reset',
      'sign-up',
      'pricing',
      'who-sees-me',
    ]);

    expect((await call('DELETE', `/api/faq/${privacy.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/faq/${privacy.id}`, admin.cookie)).statusCode).toBe(404);
    expect(await audit(first.id)).toEqual(['create_faq_entry', 'update_faq_entry']);
    expect(await audit(privacy.id)).toEqual(['create_faq_entry', 'delete_faq_entry']);
    expect(second.id).not.toBe(mentors.id);
  });

  it('refuses bad entries and a taken anchor with a clear 4xx', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    await call('POST', '/api/faq', admin.cookie, entry('taken'));
    const cases: [object, number][] = [
      [entry('Not A Slug'), 400],
      [entry('double--hyphen'), 400],
      [entry('ok-1', { topic: 'billing' }), 400],
      [entry('ok-2', { question: '  ' }), 400],
      [entry('ok-3', { answer: 'x'.repeat(5001) }), 400],
      [entry('ok-4', { answer: 'a\u0000b' }), 400],
      [entry('ok-5', { position: -1 }), 400],
      [entry('taken'), 409],
    ];
    for (const [body, status] of cases) expect((await call('POST', '/api/faq', admin.cookie, body)).statusCode).toBe(status);
    const other = (await call('POST', '/api/faq', admin.cookie, entry('other'))).json();
    const clash = await call('PUT', `/api/faq/${other.id}`, admin.cookie, entry('taken'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.slug).toBe('Another entry uses this anchor.');
    expect((await call('PUT', '/api/faq/00000000-0000-4000-8000-000000000000', admin.cookie, entry('nowhere'))).statusCode).toBe(404);
    // The editor's position field says what it wants, whatever is wrong with the number.
    for (const position of [1.5, 10_001, 'first']) {
      const refused = await call('POST', '/api/faq', admin.cookie, entry('ok-6', { position }));
      expect(refused.json().error.fields.position).toBe('Use a whole number from 0 to 10000.');
    }
  });
});
