import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    auth: Auth;
    mailer: Mailer;
    storage: Storage;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set-Cookie for a session the request extended (auth/viewer.ts). */
    refreshedSessionCookie: string | null;
  }
}
