import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { RateLimit } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { emailRequestSchema, resetPasswordSchema, signInSchema, verifyEmailQuery } from '@prosper/shared/schemas/auth';
import { AppError, errorBody } from '../lib/app-error.ts';
import { invalidInput } from '../lib/invalid-input.ts';
import { consumeRateLimit } from '../lib/rate-limit.ts';
import { invalidJson, refusalOf, refuse, unsupportedMediaType } from '../lib/refusals.ts';
import type { Db } from '../db/client.ts';

type Endpoint = {
  /** What the request may carry; it is checked before better-auth or the database sees it. */
  body?: z.ZodType;
  query: z.ZodType;
  /** Attempts allowed per IP and per account, where people could be attacked through the endpoint. */
  limits?: { ip: RateLimit; account: RateLimit; accountField: string };
};

const nothing = z.strictObject({});
const tenMinutes = (max: number): RateLimit => ({ max, windowSeconds: 600 });

/**
 * The better-auth endpoints the app uses and what each takes; the rest of its surface stays closed
 * (get-session, for one, would hand the httpOnly session token to scripts). Who is signed in comes from /api/me.
 */
const ENDPOINTS: Record<string, Endpoint> = {
  'POST /sign-in/email': {
    body: signInSchema,
    query: nothing,
    limits: { ip: tenMinutes(30), account: tenMinutes(10), accountField: 'email' },
  },
  'POST /sign-out': { body: nothing, query: nothing },
  'GET /verify-email': { query: verifyEmailQuery },
  'POST /send-verification-email': {
    body: emailRequestSchema,
    query: nothing,
    limits: { ip: tenMinutes(10), account: tenMinutes(3), accountField: 'email' },
  },
  'POST /request-password-reset': {
    body: emailRequestSchema,
    query: nothing,
    limits: { ip: tenMinutes(10), account: tenMinutes(3), accountField: 'email' },
  },
  'POST /reset-password': {
    body: resetPasswordSchema,
    query: nothing,
    limits: { ip: tenMinutes(10), account: tenMinutes(5), accountField: 'token' },
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
 * Mounts better-auth under /api/auth in its own scope: bodies reach it as the raw bytes the
 * browser sent, once checked against the endpoint's schema; every Set-Cookie comes back, and its
 * errors take our one error shape with the catalog's words.
 */
export async function authRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const subPath = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
      const endpoint = ENDPOINTS[`${request.method} ${subPath}`];
      if (!endpoint) throw new AppError(404, 'not_found', en.errors.notFound);
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
      if (response.status < 400) return reply.send(text === '' ? null : text);
      // Sent here rather than thrown, so the cookies better-auth set or cleared still reach the browser.
      const { code, message } = refusal(response.status, text, subPath === '/verify-email' ? VERIFY_MESSAGES : {});
      return reply.type('application/json; charset=utf-8').send(errorBody(code, message));
    },
  });
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
