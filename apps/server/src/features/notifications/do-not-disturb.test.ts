import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { createMember } from '../../seed/factories.ts';
import { apiCaller, signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createNotification } from './service.ts';

const t = useTestApp();
const call = apiCaller(t);
const MINUTE = 60_000;

/** A confirmed session between the two that began ten minutes ago and ends in fifty. */
const inSession = (mentorId: string, menteeId: string) =>
  t.database.db.insert(sessions).values({
    mentorId,
    menteeId,
    title: 'Career talk',
    status: 'confirmed',
    startsAt: new Date(Date.now() - 10 * MINUTE),
    endsAt: new Date(Date.now() + 50 * MINUTE),
    blockedUntil: new Date(Date.now() + 50 * MINUTE),
    priceCents: 0,
  });

async function notify(recipientId: string, actorId: string) {
  await t.database.db.transaction((tx) =>
    createNotification(tx, { recipientId, actorId, type: 'follow', title: 'New Follower', message: 'Ada started following you' }),
  );
  const [event] = rowsOf<{ type: string }>(
    await t.database.db.execute(
      sql`select type from events where topic = 'notifications' and user_id = ${recipientId} order by id desc limit 1`,
    ),
  );
  const [job] = rowsOf<{ run_at: string | Date }>(
    await t.database.db.execute(
      sql`select run_at from jobs where kind = 'notification_email' and payload->>'userId' = ${recipientId} order by id desc limit 1`,
    ),
  );
  return { event: event?.type, mailAt: job ? new Date(job.run_at).getTime() : null };
}

describe('do not disturb during sessions', () => {
  it('lets a notification arrive quietly while the member is in a session, its mail waiting for the end', async () => {
    const mentor = await createMember(t.database.db, { role: 'mentor' });
    const mentee = await createMember(t.database.db);
    await inSession(mentor.id, mentee.id);
    const { event, mailAt } = await notify(mentee.id, mentor.id);
    expect(event).toBe('insert_quiet');
    expect(mailAt).toBeGreaterThan(Date.now() + 45 * MINUTE);
    // The notification itself is there at once, in the bell.
    const list = await call('GET', '/api/notifications', await signInCookie(t.app, mentee));
    expect(list.json().items[0]).toMatchObject({ type: 'follow', read: false });
  });

  it('sounds and mails at once outside a session, or when the member turned it off', async () => {
    const mentor = await createMember(t.database.db, { role: 'mentor' });
    const free = await createMember(t.database.db);
    const before = Date.now();
    const outside = await notify(free.id, mentor.id);
    expect(outside.event).toBe('insert');
    expect(outside.mailAt).toBeLessThan(before + MINUTE);

    const busy = await createMember(t.database.db);
    await inSession(mentor.id, busy.id);
    await call('PATCH', '/api/notification-settings', await signInCookie(t.app, busy), { doNotDisturbEnabled: false });
    const off = await notify(busy.id, mentor.id);
    expect(off.event).toBe('insert');
    expect(off.mailAt).toBeLessThan(Date.now() + MINUTE);
  });
});
