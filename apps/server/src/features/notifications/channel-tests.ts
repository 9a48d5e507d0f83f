import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHANNEL_TESTS_PER_MEMBER } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { paths } from '@prosper/shared/paths';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client.ts';
import { channelTestMail } from '../../mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { publish } from '../../realtime/outbox.ts';
import type { PushNotice } from '../push/notice.ts';
import { sendPush } from '../push/send.ts';
import { notificationColumns, type NotificationRow, toNotification } from './rows.ts';
import { notificationSettings } from './settings.ts';

const t = en.notifications.test;
export type TestChannel = 'in_app' | 'email' | 'push';

/**
 * "Send a test" in Settings → Notifications (issue 28, item 7): to the signed-in member only, on a
 * channel they turned on, a few an hour. Sent at once, not through the deliveries record: a test is
 * not an event, and the member wants to see now whether it arrives.
 */
export async function sendChannelTest(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>,
  userId: string,
  channel: TestChannel,
) {
  const settings = await notificationSettings(app.db, userId);
  const on = {
    in_app: settings.inAppNotificationsEnabled,
    email: settings.emailNotificationsEnabled,
    push: settings.pushNotificationsEnabled,
  };
  if (!on[channel]) throw new AppError(409, 'channel_off', { in_app: t.inAppOff, email: t.emailOff, push: t.noDevice }[channel]);
  await consumeRateLimit(app.db, `channel_test:${channel}:${userId}`, CHANNEL_TESTS_PER_MEMBER);
  if (channel === 'in_app') return testInApp(app, userId);
  if (channel === 'email') return testEmail(app, userId);
  return testPush(app, userId);
}

/** A real notification in the bell, live to the member's open pages. */
async function testInApp(app: Pick<FastifyInstance, 'db'>, userId: string) {
  await app.db.transaction(async (tx) => {
    const [row] = rowsOf<NotificationRow>(
      await tx.execute(sql`
        with n as (
          insert into notifications (user_id, recipient_id, type, title, message)
          values (${userId}, ${userId}, 'channel_test', ${t.title}, ${t.inAppMessage}) returning *)
        select ${notificationColumns} from n left join profiles a on a.id = n.actor_id`),
    );
    await publish(tx, { topic: 'notifications', userId, type: 'insert', payload: toNotification(row!) });
  });
}

async function testEmail(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>, userId: string) {
  const [member] = rowsOf<{ email: string; first_name: string }>(
    await app.db.execute(sql`select email, first_name from profiles where id = ${userId}`),
  );
  if (!member) throw new AppError(404, 'not_found', en.errors.notFound);
  const url = `${app.config.publicUrl}${paths.settingsSection('notifications')}`;
  await app.mailer.send(channelTestMail({ to: member.email, name: member.first_name, url }));
}

/** To each of the member's devices; refused when there is none, failed when none took it. */
async function testPush(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>, userId: string) {
  const notice: PushNotice = {
    eventKey: randomUUID(),
    userId,
    type: 'channel_test',
    category: 'social',
    title: t.title,
    message: t.pushBody,
    data: null,
    postId: null,
    actorId: null,
  };
  const { outcomes } = await sendPush(
    { vapid: app.config.vapid, db: app.db, log: app.log, timeoutMs: app.config.pushTimeoutMs },
    {
      notice,
      payload: { title: t.title, body: t.pushBody, url: paths.settingsSection('notifications'), tag: 'channel_test', type: 'channel_test' },
    },
  );
  if (outcomes.length === 0) throw new AppError(409, 'no_push_device', t.noDevice);
  if (!outcomes.includes('sent')) throw new AppError(503, 'push_unavailable', t.pushFailed);
}
