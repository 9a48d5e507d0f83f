import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { ALL_WEEK, hoursAhead } from '../schedule.ts';
import type { TestApp } from '../test-app.ts';
import { apiCaller, signedInMember, signInCookie } from '../test-app.ts';
import type { Caller } from './requests.ts';

type App = Pick<TestApp, 'app' | 'database'>;

/**
 * The people the fuzzer calls as and the things they own, made through the real API so that
 * hostile requests can name real ids: a member's article, comment, draft and conversation with a
 * mentor, a session between them, a follow and the notifications these made.
 */
export async function fuzzFixtures(t: App) {
  const call = apiCaller(t);
  const member = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
  const mentor = await signedInMember(t, {
    role: 'mentor',
    firstName: 'Amara',
    lastName: 'Okafor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'Africa/Lagos' },
  });
  const admin = await signedInMember(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });

  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`fuzz fixtures: ${r.statusCode} ${r.body}`);
    return r.json() as Record<string, unknown>;
  };
  await ok(call('PUT', '/api/availability', mentor.cookie, ALL_WEEK));
  const article = await ok(call('POST', '/api/articles', member.cookie, { title: 'Finding a mentor', content: 'How I found one.' }));
  await ok(call('POST', `/api/articles/${article.id}/comments`, mentor.cookie, { content: 'Thank you for this.' }));
  await ok(call('PUT', '/api/article-draft', member.cookie, { title: 'Next', content: 'Draft' }));
  const thread = await ok(call('POST', '/api/messages/threads', member.cookie, { recipientId: mentor.id }));
  await ok(call('POST', `/api/messages/threads/${thread.id}/messages`, member.cookie, { content: 'Hello' }));
  await ok(call('PUT', `/api/profiles/${mentor.id}/follow`, member.cookie));
  const startsAt = hoursAhead(48);
  await ok(
    call('POST', '/api/sessions', member.cookie, { mentorId: mentor.id, startsAt, length: 60, title: 'CV review', timezone: 'UTC' }),
  );

  const ids = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      select id from articles union all select id from article_comments union all select id from message_threads
      union all select id from messages union all select id from sessions union all select id from notifications
      union all select id from mentor_notifications`),
  ).map((r) => r.id);
  const cookies: Record<Caller, string | undefined> = {
    visitor: undefined,
    member: member.cookie,
    mentor: mentor.cookie,
    admin: admin.cookie,
  };
  const people = { member, mentor, admin };
  return {
    ids: [...ids, member.id, mentor.id, admin.id],
    cookies,
    /** A sign-out the fuzzer made ended the caller's session: sign the caller in again, so the rest is not all 401s. */
    signInAgain: async (caller: Caller) => {
      if (caller !== 'visitor') cookies[caller] = await signInCookie(t.app, people[caller]);
    },
  };
}
