import { sql } from 'drizzle-orm';
import { SMS_UNREAD_TEXT_HOUR } from '@prosper/shared/constants/deliveries';
import { en, fill } from '@prosper/shared/i18n/en';
import { wallDayAndHour } from '@prosper/shared/rules/member-time';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { unreadCount } from '../messages/messages.ts';
import { sendOnce } from '../notifications/send-once.ts';
import { verifiedPhone } from './phone-verification.ts';
import { sendSms, smsDeps } from './send.ts';
import { smsChannelResult } from './channel-result.ts';

type Executor = Pick<Db, 'execute'>;
const HOUR_MS = 60 * 60 * 1000;

/** "You have N unread messages", in the one or many form. */
export const unreadText = (count: number) =>
  fill(count === 1 ? en.notifications.sms.unreadText_one : en.notifications.sms.unreadText_other, { count });

/**
 * The sweep that finds whose clock reads the unread text's hour: one job per full UTC hour, queued
 * once however many instances ask (each zone's 18:00–18:59 holds exactly one full UTC hour, half- and
 * quarter-hour zones too).
 */
export async function scheduleUnreadSweep(db: Executor, now = new Date()) {
  const at = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  await enqueue(db, 'sms_unread_sweep', { at: at.toISOString() }, { runAt: at, uniqueKey: `sms_unread_sweep:${at.toISOString()}` });
}

/**
 * Queues the day's unread text for each member who chose it (SMS on and the daily text on) and whose
 * clock reads SMS_UNREAD_TEXT_HOUR at `now`. The job is keyed by the member's own day, so a sweep run
 * twice queues it once; whether anything is unread is asked when it runs.
 */
export async function queueUnreadTexts(db: Executor, now: Date) {
  const members = rowsOf<{ user_id: string; zone: string }>(
    await db.execute(sql`
      select s.user_id, coalesce(p.timezone, m.timezone, 'UTC') as zone
      from user_notification_settings s
      join profiles p on p.id = s.user_id
      left join mentor_profiles m on m.id = s.user_id
      join member_phones ph on ph.user_id = s.user_id and ph.verified_at is not null
      where s.sms_notifications_enabled and s.sms_unread_daily_enabled`),
  );
  for (const member of members) {
    const { day, hour } = wallDayAndHour(now, member.zone);
    if (hour !== SMS_UNREAD_TEXT_HOUR) continue;
    await enqueue(db, 'sms_unread_text', { userId: member.user_id, day }, { uniqueKey: `sms_unread_text:${member.user_id}:${day}` });
  }
}

export function unreadTextJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    sms_unread_sweep: async (payload) => {
      await queueUnreadTexts(app.db, new Date(String(payload.at)));
    },
    /**
     * One member's unread text for their day, through the deliveries record (decision 048): sent
     * once per member and day whatever runs it twice; none when nothing is unread by then.
     */
    sms_unread_text: async (payload) => {
      const userId = String(payload.userId);
      const unread = await unreadCount(app.db, { viewerId: userId });
      if (unread === 0) return;
      const phone = await verifiedPhone(app.db, userId);
      if (!phone) return;
      await sendOnce(app, {
        key: { eventKey: `sms_unread:${String(payload.day)}`, userId, channel: 'sms' },
        kind: 'sms_unread_text',
        payload,
        send: async () =>
          smsChannelResult(await sendSms(smsDeps(app), { userId, phone, kind: 'unread_messages', text: unreadText(unread) })),
      });
    },
  };
}
