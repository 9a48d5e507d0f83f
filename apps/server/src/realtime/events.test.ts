import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { parseRealtimeEvent } from '@prosper/shared/realtime/events';
import { isRealtimeTopic } from '@prosper/shared/realtime/topics';
import { rowsOf } from '../db/client.ts';
import { apiCaller, signedInMember } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

const HOUR = 3_600_000;

/**
 * The web drops an event whose payload does not match packages/shared/realtime (it parses what it
 * receives), so every event the features really publish is checked against those declarations here.
 */
it('publishes only events the shared declarations accept', async () => {
  const mentor = await signedInMember(t, {
    role: 'mentor',
    firstName: 'Amara',
    lastName: 'Okafor',
    mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 4000, timezone: 'UTC' },
  });
  const mentee = await signedInMember(t, { firstName: 'Chidi', lastName: 'Eze' });
  const ok = async (response: ReturnType<typeof call>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  // notifications: insert (a follow), update, delete, read_all, clear; and the fan-out of a new article.
  await ok(call('PUT', `/api/profiles/${mentor.id}/follow`, mentee.cookie));
  const [follow] = (await call('GET', '/api/notifications', mentor.cookie)).json().items;
  await ok(call('PATCH', `/api/notifications/${follow.id}`, mentor.cookie, { read: true }));
  await ok(call('POST', '/api/notifications/read-all', mentor.cookie));
  await ok(call('DELETE', `/api/notifications/${follow.id}`, mentor.cookie));
  await ok(call('DELETE', '/api/notifications', mentor.cookie));
  await ok(call('POST', '/api/articles', mentor.cookie, { title: 'Pricing', content: 'How I price my work.', tags: ['Business'] }));
  await t.app.jobs.runDue();

  // messages: insert, update (read), delete.
  const thread = (await ok(call('POST', '/api/messages/threads', mentee.cookie, { recipientId: mentor.id }))).json();
  const sent = (await ok(call('POST', `/api/messages/threads/${thread.id}/messages`, mentee.cookie, { content: 'Hello' }))).json();
  await ok(call('POST', `/api/messages/threads/${thread.id}/read`, mentor.cookie));
  await ok(call('DELETE', `/api/messages/${sent.id}`, mentee.cookie));

  // sessions and mentor notifications: a request, then the mentor's own list changing.
  const weeklyHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  const availability = {
    timezone: 'UTC',
    weeklyHours,
    sessionLengths: [60],
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    horizonDays: 60,
    daysOff: [],
  };
  await ok(call('PUT', '/api/availability', mentor.cookie, availability));
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR).toISOString();
  const booking = { mentorId: mentor.id, startsAt, length: 60, title: 'CV review', note: '', timezone: 'UTC' };
  await ok(call('POST', '/api/sessions', mentee.cookie, booking));
  const [request] = (await call('GET', '/api/mentor-notifications', mentor.cookie)).json().items;
  await ok(call('PATCH', `/api/mentor-notifications/${request.id}`, mentor.cookie, { read: true }));
  await ok(call('POST', '/api/mentor-notifications/read-all', mentor.cookie));
  await ok(call('DELETE', `/api/mentor-notifications/${request.id}`, mentor.cookie));

  const events = rowsOf<{ topic: string; type: string; payload: unknown }>(
    await t.database.db.execute(sql`select topic, type, payload from events order by id`),
  );
  const refused = events.filter((e) => !isRealtimeTopic(e.topic) || parseRealtimeEvent(e.topic, e) === null);
  expect(refused).toEqual([]);
  expect(new Set(events.map((e) => `${e.topic}:${e.type}`))).toEqual(
    new Set([
      'notifications:insert',
      'notifications:update',
      'notifications:read_all',
      'notifications:delete',
      'notifications:clear',
      'articles_feed:insert',
      'messages:insert',
      'messages:update',
      'messages:delete',
      'sessions:update',
      'mentor_notifications:insert',
      'mentor_notifications:update',
      'mentor_notifications:read_all',
      'mentor_notifications:delete',
    ]),
  );
});
