import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { sql } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prosper/shared/constants/limits';
import { isSafeReturnPath } from '@prosper/shared/rules/return-path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { accounts, authSessions, twoFactors, users, verifications } from '../db/schema/auth.ts';
import { suspensionNotice } from '../features/admin/suspension.ts';
import { afterSignIn, noticeEmailChange } from '../features/security/alerts.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { confirmEmailMail, emailChangeMail, resetPasswordMail } from '../mail/templates.ts';

export const SESSION_COOKIE_PREFIX = 'prosper';
/** The code of a sign-in refused for a suspension; its message, the member's own, passes through to them. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
/** Sessions slide for a week of activity; none outlives this, however active (checked in require-session). */
export const SESSION_ABSOLUTE_MAX_MS = 30 * 24 * 3600_000;

/**
 * Where a sign-in starts a session for someone not signed in: the password (a pending one when the
 * member has 2FA: the plugin ends it and asks for the code), the second step, and the confirmation
 * link. Elsewhere (turning 2FA on or off, a new password) a session replaces the caller's own.
 */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code', '/verify-email']);

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
  const mailLater = (mail: Mail) => sendLater(() => mailer.send(mail));
  const settingsUrl = `${config.publicUrl}/settings/security`;
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
      schema: { user: users, session: authSessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    plugins: [twoFactor({ issuer: 'Prosper Mentor' })],
    // A new address is confirmed by a link mailed to it; the old one is told (sendVerificationEmail).
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      session: {
        create: {
          // A suspended member gets no session by any way in (password, second step, confirmation
          // link), told why; better-auth checks the password first, so only its owner reads the reason.
          // Elsewhere a session replaces the caller's own, inside better-auth's transaction, where a
          // query of ours would wait on it; and a suspended member has none to replace.
          before: async (session, ctx) => {
            if (!ctx || !SIGN_IN_PATHS.has(ctx.path)) return;
            const notice = await suspensionNotice(o.db, session.userId);
            if (notice) throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED, message: notice });
          },
          after: async (session, ctx) => {
            if (!ctx || !SIGN_IN_PATHS.has(ctx.path) || ctx.context.session) return;
            if (ctx.path === '/sign-in/email' && (await twoFactorPending(o.db, session.userId))) return;
            await afterSignIn(o.db, mailLater, { userId: session.userId, userAgent: session.userAgent ?? null, settingsUrl });
          },
        },
      },
      user: {
        update: {
          // The profile shows the account's address: a confirmed change moves it there too.
          after: async (user) => {
            await o.db.execute(sql`update profiles set email = ${user.email} where id = ${user.id} and email <> ${user.email}`);
          },
        },
      },
    },
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
        if (isEmailChange(token)) {
          // better-auth hands the user with the new address; the old one is still in the table.
          const url = `${config.publicUrl}/auth/confirm?token=${encodeURIComponent(token)}&next=${encodeURIComponent('/settings/security')}`;
          await noticeEmailChange(o.db, mailLater, { userId: user.id, newEmail: user.email, settingsUrl });
          mailLater(emailChangeMail({ to: user.email, name: user.name, url }));
          return;
        }
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

/** A sign-in with the right password, for a member whose second step is still to come. */
async function twoFactorPending(db: Db, userId: string): Promise<boolean> {
  const [user] = rowsOf<{ two_factor_enabled: boolean }>(await db.execute(sql`select two_factor_enabled from users where id = ${userId}`));
  return user?.two_factor_enabled === true;
}

/** better-auth's confirmation token is a signed JWT; a change of address says so in its payload. */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { requestType?: unknown };
    return payload.requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

/**
 * better-auth's own link carries the callbackURL it was asked for ('/' when none); ours carries it as
 * `next` for the confirm page, and only when it is a page of this site, so the mail is never a way off it.
 */
function returnQuery(betterAuthUrl: string): string {
  const next = new URL(betterAuthUrl, 'http://link.invalid').searchParams.get('callbackURL');
  return next && next !== '/' && isSafeReturnPath(next) ? `&next=${encodeURIComponent(next)}` : '';
}
