import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prosper/shared/constants/limits';
import { isSafeReturnPath } from '@prosper/shared/rules/return-path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, authSessions, users, verifications } from '../db/schema/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmEmailMail, resetPasswordMail } from '../mail/templates.ts';

export const SESSION_COOKIE_PREFIX = 'prosper';
/** Sessions slide for a week of activity; none outlives this, however active (checked in require-session). */
export const SESSION_ABSOLUTE_MAX_MS = 30 * 24 * 3600_000;

/**
 * better-auth owns passwords, sessions, email confirmation and resets. Links in its mails point at
 * our own pages, which call its endpoints: the reset token travels in the URL fragment, never to a server log.
 */
export function createAuth(o: { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger; trustedOrigins: string[] }) {
  const { config, mailer, log } = o;
  // Mail leaves after the answer, so response time does not reveal whether an account exists.
  const sendLater = (send: () => Promise<void>) => {
    setImmediate(() => send().catch((err: unknown) => log.error({ err }, 'mail could not be sent')));
  };
  return betterAuth({
    appName: 'Prosper Mentor',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: o.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      transaction: true,
      schema: { user: users, session: authSessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through our own route (profile in the same transaction).
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
        sendLater(() => mailer.send(resetPasswordMail(user.email, user.name, url)));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token, url: own }) => {
        const url = `${config.publicUrl}/auth/confirm?token=${encodeURIComponent(token)}${returnQuery(own)}`;
        sendLater(() => mailer.send(confirmEmailMail(user.email, user.name, url)));
      },
    },
    session: {
      expiresIn: 7 * 24 * 3600,
      updateAge: 24 * 3600,
      cookieCache: { enabled: false },
    },
    // Our own limiter guards these routes per IP and per account, shared by every instance.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's own link carries the callbackURL it was asked for ('/' when none); ours carries it as
 * `next` for the confirm page, and only when it is a page of this site, so the mail is never a way off it.
 */
function returnQuery(betterAuthUrl: string): string {
  const next = new URL(betterAuthUrl, 'http://link.invalid').searchParams.get('callbackURL');
  return next && next !== '/' && isSafeReturnPath(next) ? `&next=${encodeURIComponent(next)}` : '';
}
