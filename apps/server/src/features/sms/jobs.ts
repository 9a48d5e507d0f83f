import { OPTED_OUT } from '@prosper/shared/constants/deliveries';
import { en, fill } from '@prosper/shared/i18n/en';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../jobs/queue.ts';
import { sendOnce } from '../notifications/send-once.ts';
import type { SmsNotice } from './notice.ts';
import { verifiedPhone } from './phone-verification.ts';
import { smsChannelResult } from './channel-result.ts';
import { sendSms } from './send.ts';
import { unreadTextJobs } from './unread-text.ts';
import { textDeps, textWayFor } from '../whatsapp/send.ts';
import { sessionUpdateTemplate } from '../whatsapp/templates.ts';

/** One text is one SMS part: longer ones cost two. */
const SMS_LENGTH = 160;

export const smsText = (n: Pick<SmsNotice, 'title' | 'message'>) => {
  const text = fill(en.notifications.sms.noticeText, { title: n.title, message: n.message });
  return text.length <= SMS_LENGTH ? text : `${text.slice(0, SMS_LENGTH - 1)}…`;
};

export function smsJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    /**
     * A notification's text, recorded once per event and member before it leaves (sendOnce): two
     * instances or a job run twice send it once; a failure for sure is tried again with back-off and
     * then given up (logged); an unknown outcome (a timeout after the request left) is not retried.
     */
    sms_notification: async (payload, job) => {
      const notice = payload.notice as SmsNotice;
      // A job queued before texts were recorded has no event key: its own id stands for it.
      const eventKey = notice.eventKey ?? `job:${job.id}`;
      // The number may have changed (and so be unverified) since the notification was made.
      const phone = await verifiedPhone(app.db, notice.userId);
      // By WhatsApp for a member who chose it (decision 053), recorded under its own channel (058),
      // through the same record of texts and the same cap. Decided at each try: a member who
      // switched between a failed try and the next gets it once, the new way.
      const way = phone ? await textWayFor(app, notice.userId, phone) : { channel: 'sms' as const, stopped: false };
      await sendOnce(app, {
        key: { eventKey, userId: notice.userId, channel: way.channel },
        kind: 'sms_notification',
        payload: { ...payload, notice: { ...notice, eventKey } },
        send: async () => {
          if (!phone) return { outcome: 'refused', error: 'phone not verified' };
          // The number replied STOP on WhatsApp: an opt-out, and no text leaves.
          if (way.stopped) return { outcome: 'refused', error: OPTED_OUT };
          const deps = textDeps(app, way.channel, sessionUpdateTemplate(notice));
          return smsChannelResult(await sendSms(deps, { userId: notice.userId, phone, kind: notice.type, text: smsText(notice) }));
        },
      });
    },
    ...unreadTextJobs(app),
  };
}
