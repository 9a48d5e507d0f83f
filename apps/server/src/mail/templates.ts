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
