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
import { AppError, errorBody } from '../lib/app-error.ts';
import { invalidInput } from '../lib/invalid-input.ts';
import { refusals } from '../lib/openapi-responses.ts';
import { consumeRateLimit } from '../lib/rate-limit.ts';
import { invalidJson, refusalOf, refuse, unsupportedMediaType } from '../lib/refusals.ts';
import type { Db } from '../db/client.ts';

type Endpoint = {
  operationId: string;
  summary: string;
  /** What the request may carry; it is checked before better-auth or the database sees it. */
  body?: z.ZodType;
  query: z.ZodType;
  /** Attempts allowed per IP and per account, where people could be attacked through the endpoint. */
  limits?: { ip: RateLimit; account: RateLimit; accountField: string };
  /** What the caller is answered: better-auth's answer, cut to the fields this schema names. */
  answer: z.ZodType;
  /** The refusals that are the endpoint's own (better-auth's, and the limits), for the document. */
  refuses: Parameters<typeof refusals>[0];
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
    answer: signedInSchema,
    refuses: {
      401: 'the email or the password is wrong',
      403: 'the email address is not confirmed yet',
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
    refuses: { 401: 'the link is invalid or has expired' },
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
};

/** better-auth's codes, told in our words; the same code may read differently on another endpoint. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: en.auth.invalidCredentials,
  EMAIL_NOT_VERIFIED: en.auth.emailNotVerified,
  INVALID_TOKEN: en.resetPassword.invalidToken,
  TOKEN_EXPIRED: en.resetPassword.invalidToken,
  PASSWORD_TOO_SHORT: en.validation.passwordTooShortHint,
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
  await check(app.db, request, endpoint, subPath, raw);

  const headers = fromNodeHeaders(request.headers);
  headers.set('x-client-ip', request.ip);
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
  const { code, message } = refusal(response.status, text, subPath === '/verify-email' ? VERIFY_MESSAGES : {});
  return reply.type('application/json; charset=utf-8').send(errorBody(code, message));
}

/**
 * Counts the attempt against the address, then checks the query and the body, then counts it
 * against the account named in the (now checked) body: a refused request reaches neither
 * better-auth nor any table but the rate limits.
 */
async function check(db: Db, request: FastifyRequest, endpoint: Endpoint, subPath: string, raw: Buffer | undefined) {
  const { limits } = endpoint;
  if (limits) await consumeRateLimit(db, `ip:${subPath}:${request.ip}`, limits.ip);
  const query = endpoint.query.safeParse(request.query);
  if (!query.success) throw invalidInput(query.error.issues, 'query');
  if (!endpoint.body) return;
  const body = endpoint.body.safeParse(jsonOf(request, raw));
  if (!body.success) throw invalidInput(body.error.issues);
  if (limits) {
    const account = String((body.data as Record<string, unknown>)[limits.accountField]);
    await consumeRateLimit(db, `account:${subPath}:${account.trim().toLowerCase()}`, limits.account);
  }
}

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
  try {
    code = (JSON.parse(text) as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  const known = typeof code === 'string' ? (messages[code] ?? MESSAGES[code]) : undefined;
  if (known) return { code: (code as string).toLowerCase(), message: known };
  return refusalOf({ statusCode: status }) ?? { code: 'internal', message: en.errors.internal };
}
