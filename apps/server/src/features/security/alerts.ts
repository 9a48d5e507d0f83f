import { sql } from 'drizzle-orm';
import { DEFAULT_SECURITY_SETTINGS } from '@prosper/shared/constants/security';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Mail } from '../../mail/mailer.ts';
import { emailChangeNoticeMail, newDeviceMail, suspiciousActivityMail } from '../../mail/templates.ts';
import { deviceOf } from './device.ts';
import { endSignInsPastCap, isNewDevice } from './sign-ins.ts';

/** Sends a mail after the answer has gone: a failure is logged, never the caller's. */
export type SendLater = (mail: Mail) => void;

type Account = {
  email: string;
  name: string;
  backup_email: string | null;
  max_active_sessions: number;
  login_notifications_enabled: boolean;
  suspicious_activity_alerts_enabled: boolean;
};

/** The member's addresses and what they chose; the §9 defaults before their settings row exists. */
async function accountOf(db: Db, userId: string): Promise<Account | undefined> {
  return rowsOf<Account>(
    await db.execute(sql`
      select u.email, u.name, s.backup_email,
        coalesce(s.max_active_sessions, ${DEFAULT_SECURITY_SETTINGS.maxActiveSessions}) as max_active_sessions,
        coalesce(s.login_notifications_enabled, true) as login_notifications_enabled,
        coalesce(s.suspicious_activity_alerts_enabled, true) as suspicious_activity_alerts_enabled
      from users u left join user_security_settings s on s.user_id = u.id
      where u.id = ${userId}`),
  )[0];
}

/** Security mails go to the account's address and to the backup one, when there is one. */
const recipients = (account: Pick<Account, 'email' | 'backup_email'>) => [
  ...new Set([account.email, account.backup_email ?? account.email]),
];

/**
 * A new sign-in has started: past the member's cap the oldest ones end, and a device (browser and
 * system) the member had not signed in from before gets a mail, when they want one.
 */
export async function afterSignIn(db: Db, sendLater: SendLater, o: { userId: string; userAgent: string | null; settingsUrl: string }) {
  const account = await accountOf(db, o.userId);
  if (!account) return;
  await endSignInsPastCap(db, { userId: o.userId, max: account.max_active_sessions });
  const device = deviceOf(o.userAgent);
  if (!(await isNewDevice(db, { userId: o.userId, deviceKey: device.key }))) return;
  if (!account.login_notifications_enabled) return;
  const browser = device.browser ?? en.settings.security.signIns.unknownBrowser;
  for (const to of recipients(account)) sendLater(newDeviceMail({ to, name: account.name, browser, url: o.settingsUrl }));
}

/** Someone asked to move the account to another address: the old one (and the backup) hear of it. */
export async function noticeEmailChange(db: Db, sendLater: SendLater, o: { userId: string; newEmail: string; settingsUrl: string }) {
  const account = await accountOf(db, o.userId);
  if (!account) return;
  for (const to of recipients(account)) {
    sendLater(emailChangeNoticeMail({ to, name: account.name, newEmail: o.newEmail, url: o.settingsUrl }));
  }
}

/** Too many sign-in attempts on an account (the limit reached): its member hears of it once a window, when they want to. */
export async function alertManySignInAttempts(db: Db, sendLater: SendLater, o: { email: string; settingsUrl: string }) {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = ${o.email.trim().toLowerCase()}`));
  const account = row && (await accountOf(db, row.id));
  if (!account?.suspicious_activity_alerts_enabled) return;
  const what = en.settings.security.mail.suspiciousManyAttempts;
  for (const to of recipients(account)) sendLater(suspiciousActivityMail({ to, name: account.name, what, url: o.settingsUrl }));
}
