import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { RateLimit } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import {
  authDoneSchema,
  confirmationRequestSchema,
  emailRequestSchema,
  resetPasswordSchema,
  signedInSchema,
  signedOutSchema,
  signInSchema,
  verifyEmailQuery,
} from '@prosper/shared/schemas/auth';
import {
  changeEmailSchema,
  changePasswordSchema,
  disableTwoFactorSchema,
  passwordConfirmSchema,
  twoFactorCodeSchema,
  twoFactorNeededSchema,
  twoFactorSetupSchema,
} from '@prosper/shared/schemas/security';
import { ACCOUNT_SUSPENDED } from './auth.ts';
import { requireMember } from './guards.ts';
import { requireCode } from './second-step.ts';
import { refuseClosedAccount } from '../features/account-deletion/closure.ts';
import { alertManySignInAttempts } from '../features/security/alerts.ts';
import { AppError, errorBody } from '../lib/app-error.ts';
import { invalidInput } from '../lib/invalid-input.ts';
import { refusals } from '../lib/openapi-responses.ts';
import { consumeRateLimit } from '../lib/rate-limit.ts';
import { invalidJson, refusalOf, refuse, unsupportedMediaType } from '../lib/refusals.ts';
import type { Mail } from '../mail/mailer.ts';

type Endpoint = {
  operationId: string;
  summary: string;
  /** Endpoints on the caller's own account: our guard first, so the idle timeout applies and a visitor gets our 401. */
  signedIn?: true;
  /** What the request may carry; it is checked before better-auth or the database sees it. */
  body?: z.ZodType;
  query: z.ZodType;
  /** Attempts allowed per IP and per account, where people could be attacked through the endpoint. */
  limits?: { ip: RateLimit; account: RateLimit; accountField: string };
  /** What the caller is answered: better-auth's answer, cut to the fields this schema names. */
  answer: z.ZodType;
  /** The refusals that are the endpoint's own (better-auth's, and the limits), for the document. */
  refuses: Parameters<typeof refusals>[0];
  /** better-auth's codes told in this endpoint's words, over MESSAGES. */
  messages?: Record<string, string>;
};

const nothing = z.strictObject({});
const tenMinutes = (max: number): RateLimit => ({ max, windowSeconds: 600 });
const limited = (limits: NonNullable<Endpoint['limits']>) =>
  `over ${limits.ip.max} attempts from this address, or ${limits.account.max} for this ${limits.accountField === 'token' ? 'link' : 'email'}, in ten minutes`;

const SIGN_IN_LIMITS = { ip: tenMinutes(30), account: tenMinutes(10), accountField: 'email' };
const MAIL_LIMITS = { ip: tenMinutes(10), account: tenMinutes(3), accountField: 'email' };
const RESET_LIMITS = { ip: tenMinutes(10), account: tenMinutes(5), accountField: 'token' };

/**
 * The better-auth endpoints the app uses and what each takes; the rest of its surface stays closed
 * (get-session, for one, would hand the httpOnly session token to scripts). Who is signed in comes
 * from /api/me; better-auth's sign-in answer carries the session token too, and is cut to `user`.
 */
const ENDPOINTS: Record<string, Endpoint> = {
  'POST /sign-in/email': {
    operationId: 'signIn',
    summary: 'Sign in with email and password; the session is set as an httpOnly cookie',
    body: signInSchema,
    query: nothing,
    limits: SIGN_IN_LIMITS,
    // With two-factor authentication on, no session yet: the code is asked next (verify-totp or verify-backup-code).
    answer: z.union([signedInSchema, twoFactorNeededSchema]),
    refuses: {
      401: 'the email or the password is wrong',
      403: 'the email address is not confirmed yet, the account is closed (account_closed: it can be restored at /api/account/restore), or it is suspended (account_suspended, with the reason and the end)',
      429: limited(SIGN_IN_LIMITS),
    },
  },
  'POST /sign-out': {
    operationId: 'signOut',
    summary: 'End the session of the cookie sent, if any, and clear the cookie',
    body: nothing,
    query: nothing,
    answer: signedOutSchema,
    refuses: {},
  },
  'GET /verify-email': {
    operationId: 'verifyEmail',
    summary: 'Confirm an email address with the mailed link’s token; signs the member in',
    query: verifyEmailQuery,
    answer: authDoneSchema,
    refuses: { 401: 'the link is invalid or has expired', 403: 'the account is suspended (account_suspended)' },
  },
  'POST /send-verification-email': {
    operationId: 'sendVerificationEmail',
    summary:
      'Mail the confirmation link again, if the address has an account not yet confirmed; the link returns to callbackURL, a page of this site',
    body: confirmationRequestSchema,
    query: nothing,
    limits: MAIL_LIMITS,
    answer: authDoneSchema,
    refuses: { 400: 'a signed-in member asked for another address, or theirs is confirmed already', 429: limited(MAIL_LIMITS) },
  },
  'POST /request-password-reset': {
    operationId: 'requestPasswordReset',
    summary: 'Mail a password reset link, if the address has an account',
    body: emailRequestSchema,
    query: nothing,
    limits: MAIL_LIMITS,
    answer: authDoneSchema,
    refuses: { 429: limited(MAIL_LIMITS) },
  },
  'POST /reset-password': {
    operationId: 'resetPassword',
    summary: 'Set a new password with the mailed link’s token; every session of the member ends',
    body: resetPasswordSchema,
    query: nothing,
    limits: RESET_LIMITS,
    answer: authDoneSchema,
    refuses: { 400: 'the link is invalid, used or expired', 429: limited(RESET_LIMITS) },
  },
  'POST /two-factor/verify-totp': {
    operationId: 'verifyTwoFactorCode',
    summary:
      'The second step of a sign-in: the code from the authenticator app, with the cookie the password step set; signs the member in',
    body: twoFactorCodeSchema,
    query: nothing,
    answer: signedInSchema,
    refuses: {
      400: 'two-factor authentication is not on for this account, or too many wrong codes for this sign-in',
      401: 'the code is wrong, or there is no sign-in waiting for a code',
      403: 'the account is suspended (account_suspended)',
      429: 'too many wrong codes for this account: locked for 15 minutes',
    },
  },
  'POST /two-factor/verify-backup-code': {
    operationId: 'verifyBackupCode',
    summary: 'The second step of a sign-in with a backup code instead, which then works no more; signs the member in',
    body: twoFactorCodeSchema,
    query: nothing,
    answer: signedInSchema,
    refuses: {
      400: 'two-factor authentication is not on for this account, or too many wrong codes for this sign-in',
      401: 'the code is wrong or used, or there is no sign-in waiting for a code',
      403: 'the account is suspended (account_suspended)',
      429: 'too many wrong codes for this account: locked for 15 minutes',
    },
  },
  'POST /two-factor/enable': {
    operationId: 'startTwoFactor',
    summary:
      'Start turning on two-factor authentication with the password: the key for the authenticator app and the backup codes, shown once. It is on once verify-totp takes a first code',
    signedIn: true,
    body: passwordConfirmSchema,
    query: nothing,
    answer: twoFactorSetupSchema,
    refuses: { 400: 'the password is wrong, or two-factor authentication is on already' },
    messages: { INVALID_PASSWORD: en.settings.security.twoFactor.wrongPassword },
  },
  'POST /two-factor/disable': {
    operationId: 'disableTwoFactor',
    summary: 'Turn off two-factor authentication with the password and a code from the authenticator app',
    signedIn: true,
    body: disableTwoFactorSchema,
    query: nothing,
    answer: z.object({ status: z.literal(true) }),
    refuses: { 400: 'the password or the code is wrong, or two-factor authentication is off' },
    messages: { INVALID_PASSWORD: en.settings.security.twoFactor.wrongPassword },
  },
  'POST /change-password': {
    operationId: 'changePassword',
    summary: 'Change the password with the current one; every other sign-in of the member ends',
    signedIn: true,
    body: changePasswordSchema,
    query: nothing,
    answer: z.object({ user: z.object({ id: z.string() }) }),
    refuses: { 400: 'the current password is wrong' },
    messages: { INVALID_PASSWORD: en.settings.security.password.wrongCurrent },
  },
  'POST /change-email': {
    operationId: 'changeEmail',
    summary:
      'Ask to change the email address: a link to confirm goes to the new address, a notice to the old one; it changes when the link is followed',
    signedIn: true,
    body: changeEmailSchema,
    query: nothing,
    answer: authDoneSchema,
    refuses: { 400: 'the new address is the current one' },
  },
  'POST /revoke-other-sessions': {
    operationId: 'signOutOtherDevices',
    summary: 'End every sign-in of the member but this one',
    signedIn: true,
    body: nothing,
    query: nothing,
    answer: authDoneSchema,
    refuses: {},
  },
};

/** better-auth's codes, told in our words; the same code may read differently on another endpoint. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: en.auth.invalidCredentials,
  EMAIL_NOT_VERIFIED: en.auth.emailNotVerified,
  INVALID_TOKEN: en.resetPassword.invalidToken,
  TOKEN_EXPIRED: en.resetPassword.invalidToken,
  PASSWORD_TOO_SHORT: en.validation.passwordTooShortHint,
  INVALID_CODE: en.auth.invalidCode,
  INVALID_BACKUP_CODE: en.auth.invalidCode,
  INVALID_TWO_FACTOR_COOKIE: en.auth.twoFactorExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: en.auth.twoFactorExpired,
};
const VERIFY_MESSAGES: Record<string, string> = { INVALID_TOKEN: en.confirm.failedTitle, TOKEN_EXPIRED: en.confirm.failedTitle };

/**
 * Mounts better-auth under /api/auth in its own scope, one documented route per endpoint the app
 * uses: bodies reach it as the raw bytes the browser sent, once checked against the endpoint's
 * schema; every Set-Cookie comes back, its answer is cut to what the document says, and its errors
 * take our one error shape with the catalog's words. Any other path under /api/auth is a 404.
 */
export async function authRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  // The routes' body and querystring schemas are there for the OpenAPI document only: Fastify would
  // check a Buffer against a JSON schema. check() is the validation, on the bytes the browser sent
  // (JSON or a 415, then the same schemas), before better-auth or the database sees them.
  app.setValidatorCompiler(() => () => true);

  for (const [key, endpoint] of Object.entries(ENDPOINTS)) {
    const [method, subPath] = key.split(' ') as ['GET' | 'POST', string];
    app.route({
      method,
      url: subPath,
      schema: {
        tags: ['auth'],
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        querystring: endpoint.query,
        ...(endpoint.body && { body: endpoint.body }),
        response: { 200: endpoint.answer, ...refusals(endpoint.refuses) },
      },
      handler: (request, reply) => forward(app, request, reply, endpoint, subPath),
    });
  }

  // better-auth's other endpoints stay closed, in our shape.
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async () => {
      throw new AppError(404, 'not_found', en.errors.notFound);
    },
  });
}

/** Checks the request, hands it to better-auth, and answers with what it says, our way. */
async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, subPath: string) {
  const raw = request.body as Buffer | undefined;
  const body = await check(app, request, endpoint, subPath, raw);
  // A closed account opens nothing; with the right password its member is offered to restore it.
  if (subPath === '/sign-in/email') await refuseClosedAccount(app.db, app.auth, body as { email: string; password: string });

  const headers = fromNodeHeaders(request.headers);
  headers.set('x-client-ip', request.ip);
  // Turning two-factor off takes a code from the app as well as the password (better-auth's own endpoint asks only the password).
  if (subPath === '/two-factor/disable') await requireCode(app.auth, headers, (body as { code: string }).code);
  const response = await app.auth.handler(
    new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
      method: request.method,
      headers,
      body: request.method === 'GET' || !raw?.length ? undefined : new Uint8Array(raw),
    }),
  );

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  // Only the fields the document names: the sign-in's session token, for one, stays in its cookie.
  if (response.ok) return reply.send(endpoint.answer.parse(JSON.parse(text)));
  if (response.status < 400) return reply.send(text === '' ? null : text);
  // Sent here rather than thrown, so the cookies better-auth set or cleared still reach the browser.
  const { code, message } = refusal(response.status, text, subPath === '/verify-email' ? VERIFY_MESSAGES : (endpoint.messages ?? {}));
  return reply.type('application/json; charset=utf-8').send(errorBody(code, message));
}

/**
 * Counts the attempt against the address, then checks the query and the body, then counts it
 * against the account named in the (now checked) body: a refused request reaches neither
 * better-auth nor any table but the rate limits.
 */
async function check(app: FastifyInstance, request: FastifyRequest, endpoint: Endpoint, subPath: string, raw: Buffer | undefined) {
  const { db } = app;
  const { limits } = endpoint;
  if (endpoint.signedIn) await requireMember(request);
  if (limits) await consumeRateLimit(db, `ip:${subPath}:${request.ip}`, limits.ip);
  const query = endpoint.query.safeParse(request.query);
  if (!query.success) throw invalidInput(query.error.issues, 'query');
  if (!endpoint.body) return undefined;
  const body = endpoint.body.safeParse(jsonOf(request, raw));
  if (!body.success) throw invalidInput(body.error.issues);
  if (limits) {
    const account = String((body.data as Record<string, unknown>)[limits.accountField]);
    // Many attempts on one account is the suspicious activity its member hears of.
    const alert =
      subPath === '/sign-in/email'
        ? () => alertManySignInAttempts(db, mailLater(app), { email: account, settingsUrl: `${app.config.publicUrl}/settings/security` })
        : undefined;
    await consumeRateLimit(db, `account:${subPath}:${account.trim().toLowerCase()}`, limits.account, undefined, alert);
  }
  return body.data;
}

/** Mail sent after the answer: a failure is logged, never the caller's. */
const mailLater = (app: FastifyInstance) => (mail: Mail) => {
  setImmediate(() => app.mailer.send(mail).catch((err: unknown) => app.log.error({ err }, 'mail could not be sent')));
};

/** The JSON object a POST carries ({} when it carries nothing); any other body is refused. */
function jsonOf(request: FastifyRequest, raw: Buffer | undefined): unknown {
  if (!raw?.length) return {};
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) throw refuse(unsupportedMediaType);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw refuse(invalidJson);
  }
}

/** better-auth's refusal told our way: its code kept (lowercase) when we know it, its words never. */
function refusal(status: number, text: string, messages: Record<string, string>): { code: string; message: string } {
  let code: unknown;
  let own: unknown;
  try {
    ({ code, message: own } = (JSON.parse(text) as { code?: unknown; message?: unknown } | null) ?? {});
  } catch {
    code = undefined;
  }
  // The suspension's words are made for the member (with its reason and end), not a catalog entry.
  if (code === ACCOUNT_SUSPENDED && typeof own === 'string') return { code: 'account_suspended', message: own };
  const known = typeof code === 'string' ? (messages[code] ?? MESSAGES[code]) : undefined;
  if (known) return { code: (code as string).toLowerCase(), message: known };
  return refusalOf({ statusCode: status }) ?? { code: 'internal', message: en.errors.internal };
}
