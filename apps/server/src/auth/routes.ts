import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { en } from '@prosper/shared/i18n/en';
import { passwordProblem } from '@prosper/shared/rules/password';
import { AppError } from '../lib/app-error.ts';
import { consumeRateLimit, type Limit } from '../lib/rate-limit.ts';
import type { Db } from '../db/client.ts';

/**
 * The better-auth endpoints the app uses; the rest of its surface stays closed (get-session, for
 * one, would hand the httpOnly session token to scripts). Who is signed in comes from /api/me.
 */
const OPEN_PATHS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
]);

/** Attempts allowed per IP and per account on the paths people could be attacked through. */
export const AUTH_LIMITS: Record<string, { ip: Limit; account: Limit; accountField: string }> = {
  '/sign-in/email': { ip: { max: 30, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 }, accountField: 'email' },
  '/send-verification-email': { ip: { max: 10, windowSeconds: 600 }, account: { max: 3, windowSeconds: 600 }, accountField: 'email' },
  '/request-password-reset': { ip: { max: 10, windowSeconds: 600 }, account: { max: 3, windowSeconds: 600 }, accountField: 'email' },
  '/reset-password': { ip: { max: 10, windowSeconds: 600 }, account: { max: 5, windowSeconds: 600 }, accountField: 'token' },
};

/** better-auth's codes, told in our words. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: en.auth.invalidCredentials,
  EMAIL_NOT_VERIFIED: en.auth.emailNotVerified,
  INVALID_TOKEN: en.resetPassword.invalidToken,
  TOKEN_EXPIRED: en.resetPassword.invalidToken,
  PASSWORD_TOO_SHORT: en.validation.passwordTooShortHint,
};

/**
 * Mounts better-auth under /api/auth in its own scope: bodies reach it as the raw bytes the
 * browser sent, every Set-Cookie comes back, and its errors take our one error shape.
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
      if (!OPEN_PATHS.has(`${request.method} ${subPath}`)) throw new AppError(404, 'not_found', en.errors.notFound);
      const raw = request.body as Buffer | undefined;
      await guard(app.db, request, subPath, raw);

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
      if (response.status >= 400) return reply.type('application/json').send(rewrap(response.status, text));
      return reply.send(text === '' ? null : text);
    },
  });
}

async function guard(db: Db, request: FastifyRequest, subPath: string, raw: Buffer | undefined) {
  const limits = AUTH_LIMITS[subPath];
  const body = parseJson(raw);
  if (limits) {
    await consumeRateLimit(db, `ip:${subPath}:${request.ip}`, limits.ip);
    const account = body?.[limits.accountField];
    if (typeof account === 'string' && account !== '') {
      await consumeRateLimit(db, `account:${subPath}:${account.trim().toLowerCase()}`, limits.account);
    }
  }
  if (subPath === '/reset-password') {
    const problem = passwordProblem(String(body?.newPassword ?? ''));
    if (problem) throw new AppError(400, 'invalid_password', problem.description, { newPassword: problem.description });
  }
}

function parseJson(raw: Buffer | undefined): Record<string, unknown> | undefined {
  if (!raw?.length) return undefined;
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function rewrap(status: number, text: string): string {
  const parsed = parseJson(Buffer.from(text)) as { code?: string; message?: string } | undefined;
  const code = parsed?.code ?? (status === 429 ? 'rate_limited' : `http_${status}`);
  const message = MESSAGES[code] ?? parsed?.message ?? en.errors.internal;
  return JSON.stringify({ error: { code: code.toLowerCase(), message } });
}
