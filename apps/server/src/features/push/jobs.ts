import type { FastifyInstance } from 'fastify';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import { pushContent } from './content.ts';
import type { PushNotice } from './notice.ts';
import { sendPush } from './send.ts';

/** Tries of a push to devices whose push service failed, 30 s apart and doubling. */
const PUSH_RETRIES = 3;

export function pushJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    /**
     * A notification's push to the member's devices. Devices whose push service failed for sure get
     * a job of their own later, so a device that got it is never sent it twice.
     */
    push_notification: async (payload) => {
      const notice = payload.notice as PushNotice;
      const subscriptionIds = payload.subscriptionIds as string[] | undefined;
      const tries = Number(payload.tries ?? 0);
      const content = await pushContent(app.db, notice);
      const { retry } = await sendPush(
        { vapid: app.config.vapid, db: app.db, log: app.log },
        { notice, payload: content, subscriptionIds },
      );
      if (retry.length === 0) return;
      if (tries + 1 >= PUSH_RETRIES) {
        app.log.warn({ userId: notice.userId, devices: retry.length }, 'push: given up after retries');
        return;
      }
      await enqueue(
        app.db,
        'push_notification',
        { notice, subscriptionIds: retry, tries: tries + 1 },
        { runAt: new Date(Date.now() + 30_000 * 2 ** tries) },
      );
    },
  };
}
