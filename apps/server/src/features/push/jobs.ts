import type { FastifyInstance } from 'fastify';
import type { BatchJobHandler } from '../../jobs/queue.ts';
import { Limiter } from '../../lib/limiter.ts';
import { sendOnceEach } from '../notifications/send-batch.ts';
import type { ChannelResult } from '../notifications/send-once.ts';
import { pushContent } from './content.ts';
import type { PushNotice } from './notice.ts';
import { sendPushes } from './send.ts';

/** Pushes in flight at once from one instance, whatever the number of job lanes (decision 063). */
export const PUSH_CONCURRENCY = 32;

export function pushJobs(app: FastifyInstance): Record<string, BatchJobHandler> {
  const limiter = new Limiter(PUSH_CONCURRENCY);
  return {
    /**
     * Notifications' pushes to their members' devices, claimed and settled together (decision 063),
     * recorded once per event (decision 048). Devices whose push service failed for sure are tried
     * again later, only they, so a device that got it is never sent it twice; a device that did not
     * answer is not tried again.
     */
    push_notification: (jobs) =>
      sendOnceEach(app, {
        kind: 'push_notification',
        sends: jobs.map(({ payload, id }) => {
          const notice = payload.notice as PushNotice;
          // A job queued before deliveries were recorded has no event key: its own id stands for it.
          const eventKey = notice.eventKey ?? `job:${id}`;
          return {
            key: { eventKey, userId: notice.userId, channel: 'push' as const },
            payload: { ...payload, notice: { ...notice, eventKey } },
            item: { notice, subscriptionIds: payload.subscriptionIds as string[] | undefined },
          };
        }),
        deliver: async (items) => {
          const pushes = await limiter.map(items, async (item) => ({ ...item, payload: await pushContent(app.db, item.notice) }));
          const results = await sendPushes(
            { vapid: app.config.vapid, db: app.db, log: app.log, timeoutMs: app.config.pushTimeoutMs },
            pushes,
            limiter,
          );
          return results.map(({ outcomes, retry }): ChannelResult => {
            if (retry.length > 0) return { outcome: 'retry', error: 'push service failed', retryPayload: { subscriptionIds: retry } };
            if (outcomes.includes('unknown')) return { outcome: 'unknown', error: 'push service did not answer' };
            if (outcomes.length > 0 && outcomes.every((o) => o === 'refused')) return { outcome: 'refused' };
            return { outcome: 'sent' };
          });
        },
      }),
  };
}
