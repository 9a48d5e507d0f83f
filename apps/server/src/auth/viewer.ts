import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { userAccountSettings } from '../db/schema/account-settings.ts';
import { profiles } from '../db/schema/profiles.ts';
import { AppError } from '../lib/app-error.ts';
import { SESSION_ABSOLUTE_MAX_MS } from './auth.ts';

export type Viewer = {
  user: { id: string; email: string; emailVerified: boolean };
  profile: { id: string; firstName: string; lastName: string; email: string; role: Role; avatarUrl: string | null } | null;
  /** The member's display currency (SPEC §9), USD until they choose another. */
  currency: Currency;
};

/** Who sends this request, from the session cookie; null when nobody is signed in. */
export async function findViewer(request: FastifyRequest): Promise<Viewer | null> {
  const { auth, db } = request.server;
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() > SESSION_ABSOLUTE_MAX_MS) {
    await auth.api.revokeSession({ headers: fromNodeHeaders(request.headers), body: { token: found.session.token } }).catch(() => {});
    return null;
  }
  const [row] = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      role: profiles.role,
      avatarUrl: profiles.avatarUrl,
      currency: userAccountSettings.currency,
    })
    .from(profiles)
    .leftJoin(userAccountSettings, eq(userAccountSettings.userId, profiles.id))
    .where(eq(profiles.id, found.user.id));
  const user = { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified };
  if (!row) return { user, profile: null, currency: DEFAULT_CURRENCY };
  const { currency, ...profile } = row;
  return { user, profile, currency: currency && currency in CURRENCIES ? (currency as Currency) : DEFAULT_CURRENCY };
}

/** The viewer, or a 401 for a request without a valid session. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await findViewer(request);
  if (!viewer) throw new AppError(401, 'unauthorized', en.errors.unauthorized);
  return viewer;
}
