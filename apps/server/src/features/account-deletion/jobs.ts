import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../jobs/queue.ts';
import { eraseAccount } from './erase.ts';

/** The erasure at the end of a closed account's grace period, keyed per member (closure.ts schedules it). */
export function accountDeletionJobs(app: FastifyInstance): Record<string, JobHandler> {
  return {
    async account_erase(payload) {
      await eraseAccount(app.db, app.storage, { memberId: String(payload.memberId) });
    },
  };
}
