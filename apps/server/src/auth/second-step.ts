import { en } from '@prosper/shared/i18n/en';
import type { Auth } from './auth.ts';
import { AppError } from '../lib/app-error.ts';

/** An authenticator app's code is six digits; anything else the member types is a backup code. */
const TOTP = /^\d{6}$/;

/**
 * A signed-in member's second step for an act that needs it (turning two-factor off, deleting the
 * account), checked by better-auth's two-factor plugin on the caller's session: the app's code, and,
 * where the act allows it, a backup code, which is then used up. A wrong code is our 400.
 */
export async function requireCode(auth: Auth, headers: Headers, code: string, o: { backupCode?: boolean } = {}) {
  try {
    if (o.backupCode && !TOTP.test(code)) await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
    else await auth.api.verifyTOTP({ body: { code }, headers });
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 401) throw new AppError(400, 'invalid_code', en.auth.invalidCode);
    if (status === 400) throw new AppError(400, 'totp_not_enabled', en.settings.security.twoFactor.disabled);
    throw err;
  }
}
