import { en, fill } from '@prosper/shared/i18n/en';
import type { FastifyInstance } from 'fastify';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import type { SmsNotice } from './notice.ts';
import { verifiedPhone } from './phone-verification.ts';
import { sendSms } from './send.ts';
import { textDepsFor } from '../whatsapp/send.ts';
import { sessionUpdateTemplate } from '../whatsapp/templates.ts';

/** Tries of a text the provider failed for sure, 30 s apart and doubling. */
const SMS_TRIES = 3;
/** One text is one SMS part: longer ones cost two. */
const SMS_LENGTH = 160;

export const smsText = (n: Pick<SmsNotice, 'title' | 'message'>) => {
  const text = fill(en.notifications.sms.noticeText, { title: n.title, message: n.message });
  return text.length <= SMS_LENGTH ? text : `${text.slice(0, SMS_LENGTH - 1)}…`;
};

export function smsJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    /**
     * A notification's text. A failure for sure is tried again as a new job; an unknown outcome (a
     * timeout after the request left) is not, so nobody gets a text twice.
     */
    sms_notification: async (payload) => {
      const notice = payload.notice as SmsNotice;
      const tries = Number(payload.tries ?? 0);
      // The number may have changed (and so be unverified) since the notification was made.
      const phone = await verifiedPhone(app.db, notice.userId);
      if (!phone) return;
      // By WhatsApp for a member who chose it (decision 053), through the same record and cap.
      const deps = await textDepsFor(app, notice.userId, phone, sessionUpdateTemplate(notice));
      const result = await sendSms(deps, { userId: notice.userId, phone, kind: notice.type, text: smsText(notice) });
      if (result !== 'failed') return;
      if (tries + 1 >= SMS_TRIES) {
        app.log.warn({ userId: notice.userId, type: notice.type }, 'sms: given up after retries');
        return;
      }
      await enqueue(app.db, 'sms_notification', { notice, tries: tries + 1 }, { runAt: new Date(Date.now() + 30_000 * 2 ** tries) });
    },
  };
}
