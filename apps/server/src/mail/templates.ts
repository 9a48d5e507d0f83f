import { en, fill } from '@prosper/shared/i18n/en';
import { escapeHtml } from '../lib/escape-html.ts';
import type { Mail } from './mailer.ts';

/** A plain-text message with a simple HTML twin: a greeting, a paragraph, one button. */
function actionMail(o: { to: string; subject: string; name: string; intro: string; action: string; url: string; outro: string }): Mail {
  const text = `Hello ${o.name},\n\n${o.intro}\n\n${o.action}: ${o.url}\n\n${o.outro}\n\nProsper Mentor`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello ${escapeHtml(o.name)},</p>
<p>${escapeHtml(o.intro)}</p>
<p><a href="${escapeHtml(o.url)}" style="display:inline-block;background:#14532d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(o.action)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(o.url)}">${escapeHtml(o.url)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(o.outro)}</p>
<p>Prosper Mentor</p>
</body></html>`;
  return { to: o.to, subject: o.subject, text, html, links: [o.url] };
}

export function confirmEmailMail(to: string, name: string, url: string): Mail {
  return actionMail({
    to,
    name,
    url,
    subject: 'Confirm your email for Prosper Mentor',
    intro: 'Welcome to Prosper Mentor! Please confirm your email address to activate your account.',
    action: 'Confirm my email',
    outro: 'The link works for 24 hours. If you did not sign up, you can ignore this message.',
  });
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  return actionMail({
    to,
    name,
    url,
    subject: 'Reset your Prosper Mentor password',
    intro: 'We received a request to reset your password.',
    action: 'Reset my password',
    outro: 'The link works for 1 hour and only once. If you did not ask for it, you can ignore this message: your password stays the same.',
  });
}

const securityTexts = en.settings.security.mail;

/** A sign-in from a browser and system the account had not been used on; the button opens the security settings. */
export function newDeviceMail(o: { to: string; name: string; browser: string; url: string }): Mail {
  return actionMail({
    ...o,
    subject: securityTexts.newDeviceSubject,
    intro: fill(securityTexts.newDeviceIntro, { browser: o.browser }),
    action: securityTexts.securityAction,
    outro: securityTexts.newDeviceOutro,
  });
}

/** To the new address: its link confirms it and the change happens. */
export function emailChangeMail(o: { to: string; name: string; url: string }): Mail {
  return actionMail({
    ...o,
    subject: securityTexts.emailChangeSubject,
    intro: fill(securityTexts.emailChangeIntro, { email: o.to }),
    action: securityTexts.emailChangeAction,
    outro: securityTexts.emailChangeOutro,
  });
}

/** To the old address (and the backup one): someone asked to move the account to another address. */
export function emailChangeNoticeMail(o: { to: string; name: string; newEmail: string; url: string }): Mail {
  return actionMail({
    ...o,
    subject: securityTexts.emailChangeNoticeSubject,
    intro: fill(securityTexts.emailChangeNoticeIntro, { email: o.newEmail }),
    action: securityTexts.securityAction,
    outro: securityTexts.suspiciousOutro,
  });
}

export function suspiciousActivityMail(o: { to: string; name: string; what: string; url: string }): Mail {
  return actionMail({
    ...o,
    subject: securityTexts.suspiciousSubject,
    intro: o.what,
    action: securityTexts.securityAction,
    outro: securityTexts.suspiciousOutro,
  });
}

export function accountExistsMail(to: string, name: string, signInUrl: string): Mail {
  return actionMail({
    to,
    name,
    url: signInUrl,
    subject: 'You already have a Prosper Mentor account',
    intro: 'Someone, probably you, tried to sign up with this email address, which already has an account.',
    action: 'Sign in',
    outro: 'Forgot your password? Use "Forgot Password?" on the sign-in page. If this was not you, you can ignore this message.',
  });
}

/**
 * Notifications by mail: one for a real-time notification, several in a digest. Each line is the
 * notification's title and message; the button opens the notifications page.
 */
export function notificationsMail(o: {
  to: string;
  name: string;
  /** `detail`: a line under the message, for the mail only (a receipt's amount charged). */
  items: { title: string; message: string; detail?: string | null }[];
  url: string;
  digest: 'daily' | 'weekly' | null;
}): Mail {
  const first = o.items[0]!;
  const subject = o.digest
    ? `Your ${o.digest} Prosper Mentor summary: ${o.items.length} notification${o.items.length === 1 ? '' : 's'}`
    : `${first.title}: ${first.message}`;
  const lines = o.items.map((i) => `- ${i.title}: ${i.message}${i.detail ? `\n  ${i.detail}` : ''}`).join('\n');
  const text = `Hello ${o.name},\n\n${lines}\n\nSee them all: ${o.url}\n\nYou can change which notifications you receive by email in your settings.\n\nProsper Mentor`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello ${escapeHtml(o.name)},</p>
<ul>${o.items.map((i) => `<li><strong>${escapeHtml(i.title)}</strong>: ${escapeHtml(i.message)}${i.detail ? `<br>${escapeHtml(i.detail)}` : ''}</li>`).join('')}</ul>
<p><a href="${escapeHtml(o.url)}" style="display:inline-block;background:#14532d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">See all notifications</a></p>
<p style="font-size:13px;color:#4b5563">You can change which notifications you receive by email in your settings.</p>
<p>Prosper Mentor</p>
</body></html>`;
  return { to: o.to, subject, text, html, links: [o.url] };
}

/** A session's invitation, update or cancellation, with the iCalendar part calendars add or remove. */
export function sessionCalendarMail(o: {
  to: string;
  name: string;
  subject: string;
  intro: string;
  url: string;
  calendar: NonNullable<Mail['calendar']>;
}): Mail {
  return {
    ...actionMail({ to: o.to, subject: o.subject, name: o.name, intro: o.intro, action: 'Open the session', url: o.url, outro: '' }),
    calendar: o.calendar,
  };
}

/**
 * A session reminder by mail (decision 048): its button joins the meeting when the session has a
 * room, and the session's page is linked too.
 */
export function sessionReminderMail(o: {
  to: string;
  name: string;
  title: string;
  message: string;
  joinUrl: string | null;
  url: string;
}): Mail {
  const mail = actionMail({
    to: o.to,
    name: o.name,
    subject: `${o.title}: ${o.message}`,
    intro: o.message,
    action: o.joinUrl ? 'Join the session' : 'Open the session',
    url: o.joinUrl ?? o.url,
    outro: o.joinUrl ? `The session's page: ${o.url}` : '',
  });
  return { ...mail, links: o.joinUrl ? [o.joinUrl, o.url] : [o.url] };
}

/** "Send a test" on the email channel (issue 28, item 7): it reached this address. */
export function channelTestMail(o: { to: string; name: string; url: string }): Mail {
  const t = en.notifications.test;
  return actionMail({ to: o.to, name: o.name, subject: t.mailSubject, intro: t.mailText, action: t.mailAction, url: o.url, outro: '' });
}
