import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { sql } from 'drizzle-orm';
import { DEFAULT_DISPLAY } from '@prosper/shared/constants/account-settings';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { DEFAULT_SECURITY_SETTINGS } from '@prosper/shared/constants/security';
import { displaySettingsSchema } from '@prosper/shared/schemas/account-settings';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import { SESSION_ABSOLUTE_MAX_MS } from './auth.ts';
import { suspendedNow } from '../lib/suspension-state.ts';

/** How stale "last active" may get before a request writes it again: a write a minute at most, not one per request. */
const LAST_ACTIVE_STEP_MS = 60_000;

type SessionCookie = { name: string; attributes: Record<string, unknown>; expiresInS: number; updateAgeS: number; secret: string };

/**
 * Reads the session better-auth issued, in one query with the member's profile and currency.
 * better-auth's own getSession costs two queries, a WebCrypto key import and its endpoint machinery
 * on every request (decision 009); signing, sign-in and revoking stay with better-auth, which also
 * names the cookie and its settings here.
 */
export async function findViewer(request: FastifyRequest): Promise<Viewer | null> {
  const cookie = await sessionCookie(request.server);
  const header = request.headers.cookie;
  const signed = header ? parseCookie(header)[cookie.name] : undefined;
  const token = signed ? verifiedToken(signed, cookie.secret) : null;
  if (!token) return null;

  // Most signed-in requests end here: the read is kept until something it holds changes (decision 059).
  const cache = request.server.viewerCache;
  const kept = cache.get(token, Date.now());
  if (kept) {
    request.signInId = kept.signInId;
    return kept.viewer;
  }
  const mark = cache.mark;
  // Prepared once per connection: this read runs on every signed-in request.
  const [row] = await request.server.database.prepared<SessionRow>(
    'find-viewer',
    sql`
    select s.id, s.user_id, s.expires_at, s.created_at, s.updated_at, u.email, u.email_verified,
      p.id as profile_id, p.closed_at, ${suspendedNow('p')} as suspended, p.first_name, p.last_name, p.email as profile_email, p.role, p.avatar_url,
      a.currency, a.time_format, a.date_format, a.theme, coalesce(ps.third_party_sharing_enabled, false) as third_party_sharing,
      coalesce(ps.analytics_opt_out, false) as analytics_opt_out,
      coalesce(sec.session_timeout_minutes, ${DEFAULT_SECURITY_SETTINGS.sessionTimeoutMinutes}) as timeout_minutes
    from auth_sessions s join users u on u.id = s.user_id
    left join profiles p on p.id = s.user_id
    left join user_account_settings a on a.user_id = s.user_id
    left join user_privacy_settings ps on ps.user_id = s.user_id
    left join user_security_settings sec on sec.user_id = s.user_id
    where s.token = ${token}`,
  );
  if (!row) return null;
  const now = Date.now();
  const expiresAt = new Date(row.expires_at).getTime();
  const lastActive = new Date(row.updated_at).getTime();
  // The member's idle timeout (session_timeout_minutes): a sign-in left alone longer ends here.
  // A closed or suspended account has no sign-ins (closing and suspending end them all); one made
  // some other way (a sign-in racing the suspension) ends here too.
  if (
    row.closed_at !== null ||
    row.suspended === true ||
    expiresAt <= now ||
    now - new Date(row.created_at).getTime() > SESSION_ABSOLUTE_MAX_MS ||
    now - lastActive > row.timeout_minutes * 60_000
  ) {
    await request.server.db.execute(sql`delete from auth_sessions where token = ${token}`);
    return null;
  }
  request.signInId = row.id;
  // A session slides: used a day after it was last extended, it gets a full period again, in the
  // database and in the browser (better-auth's rule: expiresIn and updateAge).
  if (expiresAt - cookie.expiresInS * 1000 + cookie.updateAgeS * 1000 <= now) {
    const extended = new Date(now + cookie.expiresInS * 1000);
    await request.server.db.execute(sql`update auth_sessions set expires_at = ${extended}, updated_at = now() where token = ${token}`);
    request.refreshedSessionCookie = stringifySetCookie({
      ...cookie.attributes,
      name: cookie.name,
      value: signed!,
      maxAge: cookie.expiresInS,
    });
  } else if (now - lastActive > LAST_ACTIVE_STEP_MS) {
    // updated_at is the sign-in's last activity, which the idle timeout and the sign-ins list read.
    await request.server.db.execute(sql`update auth_sessions set updated_at = now() where token = ${token}`);
  }

  // Frozen: one object now answers many requests, so no request may change it for the others.
  const viewer = deepFreeze(viewerOf(row));
  // Kept only until the next of its time rules is due: the sliding extension, the 30-day cap, the
  // idle timeout, and the next last-active write (each a write, so each also drops the entry).
  const validUntil = Math.min(
    expiresAt - cookie.expiresInS * 1000 + cookie.updateAgeS * 1000,
    new Date(row.created_at).getTime() + SESSION_ABSOLUTE_MAX_MS,
    lastActive + row.timeout_minutes * 60_000,
    lastActive + LAST_ACTIVE_STEP_MS,
  );
  if (!request.refreshedSessionCookie) cache.set(token, { viewer, signInId: row.id, userId: row.user_id, validUntil }, mark);
  return viewer;
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner);
  return Object.freeze(value);
}

function viewerOf(row: SessionRow): Viewer {
  const user = { id: row.user_id, email: row.email, emailVerified: row.email_verified };
  const display = displayOf(row);
  if (!row.profile_id) return { user, profile: null, ...display };
  return {
    user,
    profile: {
      id: row.profile_id,
      firstName: row.first_name!,
      lastName: row.last_name!,
      email: row.profile_email!,
      role: row.role!,
      avatarUrl: row.avatar_url,
    },
    ...display,
  };
}

/** The member's display choices and whether they share with outside services, each the §9 default until set (or if a stored value is no longer offered). */
function displayOf(
  row: SessionRow,
): Pick<Viewer, 'currency' | 'timeFormat' | 'dateFormat' | 'theme' | 'thirdPartySharing' | 'analyticsOptOut'> {
  const { shape } = displaySettingsSchema;
  return {
    currency: shape.currency.safeParse(row.currency).data ?? DEFAULT_CURRENCY,
    timeFormat: shape.timeFormat.safeParse(row.time_format).data ?? DEFAULT_DISPLAY.timeFormat,
    dateFormat: shape.dateFormat.safeParse(row.date_format).data ?? DEFAULT_DISPLAY.dateFormat,
    theme: shape.theme.safeParse(row.theme).data ?? DEFAULT_DISPLAY.theme,
    thirdPartySharing: row.third_party_sharing,
    analyticsOptOut: row.analytics_opt_out,
  };
}

/** Sends the extended session cookie with whatever answer the request gets. */
export function registerSessionRefresh(app: FastifyInstance) {
  app.decorateRequest('refreshedSessionCookie', null);
  app.decorateRequest('signInId', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.refreshedSessionCookie) reply.header('set-cookie', request.refreshedSessionCookie);
  });
}

type SessionRow = {
  id: string;
  user_id: string;
  expires_at: string | Date;
  created_at: string | Date;
  updated_at: string | Date;
  timeout_minutes: number;
  closed_at: string | Date | null;
  suspended: boolean | null;
  email: string;
  email_verified: boolean;
  profile_id: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_email: string | null;
  role: Role | null;
  avatar_url: string | null;
  currency: string | null;
  time_format: string | null;
  date_format: string | null;
  theme: string | null;
  third_party_sharing: boolean;
  analytics_opt_out: boolean;
};

const cookies = new WeakMap<FastifyInstance, Promise<SessionCookie>>();
function sessionCookie(app: FastifyInstance): Promise<SessionCookie> {
  let found = cookies.get(app);
  if (!found) {
    found = app.auth.$context.then((context) => ({
      name: context.authCookies.sessionToken.name,
      attributes: context.authCookies.sessionToken.attributes,
      expiresInS: context.sessionConfig.expiresIn,
      updateAgeS: context.sessionConfig.updateAge,
      secret: context.secret,
    }));
    cookies.set(app, found);
  }
  return found;
}

/** A session cookie's value as better-auth signs it: "token.base64(HMAC-SHA256(token))". */
export function signSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/** The token of a signed cookie value, or null when the signature is wrong. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value);
  const expected = Buffer.from(signSessionToken(token, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
