import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SmsClient } from './features/sms/outcome.ts';
import type { ReportBuffer } from './features/monitoring/report-buffer.ts';
import type { JobWorker } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { ViewerCache } from './auth/viewer-cache.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
    mailer: Mailer;
    /** How texts leave: the provider the settings chose, or files (decision 049). */
    sms: SmsClient;
    storage: Storage;
    realtime: RealtimeHub;
    viewerCache: ViewerCache;
    jobs: JobWorker;
    /** Field reports waiting to be written in a batch (features/monitoring). */
    fieldReports: ReportBuffer;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set-Cookie for a session the request extended (auth/viewer.ts). */
    refreshedSessionCookie: string | null;
    /** The id of the sign-in (auth_sessions) the request was made with, once findViewer has read it. */
    signInId: string | null;
  }
}
