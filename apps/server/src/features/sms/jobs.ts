import { OPTED_OUT } from '@prosper/shared/constants/deliveries';
import { en, fill } from '@prosper/shared/i18n/en';
import type { FastifyInstance } from 'fastify';
import type { BatchJobHandler, JobHandler } from '../../jobs/queue.ts';
import { Limiter } from '../../lib/limiter.ts';
import { sendOnceEach } from '../notifications/send-batch.ts';
import type { ChannelResult } from '../notifications/send-once.ts';
import type { SmsNotice } from './notice.ts';
import { verifiedPhones } from './phone-verification.ts';
import { smsChannelResult } from './channel-result.ts';
import { sendTexts, smsDeps } from './send.ts';
import { unreadTextJobs } from './unread-text.ts';
import { textDeps, textWayFor } from '../whatsapp/send.ts';
import { sessionUpdateTemplate } from '../whatsapp/templates.ts';

/** One text is one SMS part: longer ones cost two. */
const SMS_LENGTH = 160;

export const smsText = (n: Pick<SmsNotice, 'title' | 'message'>) => {
  const text = fill(en.notifications.sms.noticeText, { title: n.title, message: n.message });
  return text.length <= SMS_LENGTH ? text : `${text.slice(0, SMS_LENGTH - 1)}…`;
};

/** Texts in flight at once from one instance, whatever the number of job lanes (decision 063). */
export const SMS_CONCURRENCY = 32;

export function smsJobs(app: FastifyInstance): { handlers: Record<string, JobHandler>; batches: Record<string, BatchJobHandler> } {
  const limiter = new Limiter(SMS_CONCURRENCY);
  return {
    handlers: unreadTextJobs(app),
    batches: {
      /**
       * Notifications' texts, claimed and settled together (decision 063), recorded once per event
       * and member before they leave: two instances or a job run twice send each once; a failure for
       * sure is tried again with back-off and then given up (logged); an unknown outcome (a timeout
       * after the request left) is not retried.
       */
      sms_notification: async (jobs) => {
        const notices = jobs.map(({ payload, id }) => {
          const notice = payload.notice as SmsNotice;
          // A job queued before texts were recorded has no event key: its own id stands for it.
          return { payload, notice: { ...notice, eventKey: notice.eventKey ?? `job:${id}` } };
        });
        // The number may have changed (and so be unverified) since the notification was made.
        const phones = await verifiedPhones(
          app.db,
          notices.map((n) => n.notice.userId),
        );
        const sends = await limiter.map(notices, async ({ payload, notice }) => {
          const phone = phones.get(notice.userId) ?? null;
          // By WhatsApp for a member who chose it (decision 053), recorded under its own channel (058),
          // through the same record of texts and the same cap. Decided at each try: a member who
          // switched between a failed try and the next gets it once, the new way.
          const way = phone ? await textWayFor(app, notice.userId, phone) : { channel: 'sms' as const, stopped: false };
          return {
            key: { eventKey: notice.eventKey, userId: notice.userId, channel: way.channel },
            payload: { ...payload, notice },
            item: { notice, phone, way },
          };
        });
        await sendOnceEach(app, { kind: 'sms_notification', sends, deliver: (items) => textEach(app, items, limiter) });
      },
    },
  };
}

type NoticeText = {
  notice: SmsNotice & { eventKey: string };
  phone: string | null;
  way: { channel: 'sms' | 'whatsapp'; stopped: boolean };
};

/** The claimed notices' texts, sent together (sendTexts); those with no number or stopped on WhatsApp stay home. */
async function textEach(app: FastifyInstance, items: NoticeText[], limiter: Limiter): Promise<ChannelResult[]> {
  const results = items.map(({ phone, way }): ChannelResult | null => {
    if (!phone) return { outcome: 'refused', error: 'phone not verified' };
    // The number replied STOP on WhatsApp: an opt-out, and no text leaves.
    if (way.stopped) return { outcome: 'refused', error: OPTED_OUT };
    return null;
  });
  const going = items.flatMap((item, i) => (results[i] || !item.phone ? [] : [{ i, ...item, phone: item.phone }]));
  const sent = await sendTexts(
    smsDeps(app),
    going.map(({ notice, phone, way }) => ({
      userId: notice.userId,
      phone,
      kind: notice.type,
      text: smsText(notice),
      client: textDeps(app, way.channel, sessionUpdateTemplate(notice)).client,
    })),
    limiter,
  );
  for (const [n, { i }] of going.entries()) results[i] = smsChannelResult(sent[n]!);
  return results.map((r) => r!);
}
