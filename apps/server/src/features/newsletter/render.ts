import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { en, fill } from '@prosper/shared/i18n/en';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mail } from '../../mail/mailer.ts';
import { confirmLink, newsletterLinks } from './tokens.ts';

const t = en.newsletter;

/**
 * An issue's Markdown as HTML for a mail: raw HTML in it is dropped (toHast keeps none), and what
 * remains passes hast-util-sanitize's GitHub schema (no scripts, no event handlers, no javascript: links).
 */
export function markdownToHtml(markdown: string): string {
  return toHtml(sanitize(toHast(fromMarkdown(markdown))));
}

const page = (inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">${inner}</body></html>`;

/** The issue as the preview shows it and every recipient reads it, before their own unsubscribe link. */
export const issuePreviewHtml = (html: string) => page(html);

export type IssueParts = { id: string; subject: string; body: string; html: string };

/**
 * One recipient's copy: the issue, their own signed unsubscribe link in the text and in the headers
 * mail providers show as "Unsubscribe" (RFC 2369, one click per RFC 8058), and a Message-ID that
 * names the issue and the recipient, so a copy sent again after a crash is the same message.
 */
export function issueMail(
  issue: IssueParts,
  to: { id: string; email: string },
  o: { publicUrl: string; secret: string; subject?: string },
): Mail {
  const links = newsletterLinks(o.publicUrl, o.secret, to.id);
  const host = new URL(o.publicUrl).hostname;
  const footer = `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:13px;color:#4b5563">${escapeHtml(t.mailFooter)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t.mailUnsubscribe)}</a></p>`;
  return {
    to: to.email,
    subject: o.subject ?? issue.subject,
    text: `${issue.body}\n\n--\n${t.mailFooter}\n${t.mailUnsubscribe}: ${links.unsubscribePage}\n`,
    html: page(issue.html + footer),
    links: [links.unsubscribePage],
    messageId: `<newsletter.${issue.id}.${to.id}@${host}>`,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** An admin's test copy: the issue as subscribers will read it, under a subject that says it is a test. */
export const testMail = (issue: Omit<IssueParts, 'id'>, to: { id: string; email: string }, o: { publicUrl: string; secret: string }) =>
  issueMail({ ...issue, id: 'test' }, to, { ...o, subject: fill(t.testPrefix, { subject: issue.subject }) });

/** The double opt-in mail: one button that confirms this address. */
export function confirmMail(to: { id: string; email: string; firstName: string | null }, o: { publicUrl: string; secret: string }): Mail {
  const url = confirmLink(o.publicUrl, o.secret, to.id, to.email);
  const name = to.firstName ?? '';
  const hello = name ? `Hello ${name},` : 'Hello,';
  const text = `${hello}\n\n${t.confirmMailIntro}\n\n${t.confirmMailAction}: ${url}\n\n${t.confirmMailOutro}\n\nProsper Mentor`;
  const html = page(`<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t.confirmMailIntro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#14532d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.confirmMailAction)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.confirmMailOutro)}</p>
<p>Prosper Mentor</p>`);
  return { to: to.email, subject: t.confirmMailSubject, text, html, links: [url] };
}
