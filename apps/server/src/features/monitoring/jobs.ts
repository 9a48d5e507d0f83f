import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { rollUpFieldReports } from './roll-up.ts';

/** The nightly roll-up of field reports older than the Health page's windows (scheduled by roll-up.ts). */
export function monitoringJobs(db: Db): Record<string, JobHandler> {
  return {
    async monitoring_roll_up() {
      await rollUpFieldReports(db);
    },
  };
}
