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
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">${inner}\n</body></html>`;

/** The issue as the preview shows it and every recipient reads it, before their own unsubscribe link. */
export const issuePreviewHtml = (html: string) => page(html);

export type IssueParts = { id: string; subject: string; body: string; html: string };

/**
 * What in a copy is its recipient's own: the address, the Message-ID's part, the one-click link, and
 * one line of the text and one of the HTML — each a line of its own, so that a template composed once
 * per issue can take them (issue-template.ts).
 */
export type RecipientParts = {
  email: string;
  messagePart: string;
  oneClick: string;
  unsubscribePage: string;
  textLine: string;
  htmlLine: string;
};

export function recipientParts(to: { id: string; email: string }, o: { publicUrl: string; secret: string }): RecipientParts {
  const links = newsletterLinks(o.publicUrl, o.secret, to.id);
  return {
    email: to.email,
    messagePart: to.id,
    oneClick: links.oneClick,
    unsubscribePage: links.unsubscribePage,
    textLine: `${t.mailUnsubscribe}: ${links.unsubscribePage}`,
    htmlLine: `<a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t.mailUnsubscribe)}</a></p>`,
  };
}

/**
 * One copy of an issue: the issue, the recipient's own unsubscribe link in the text and in the headers
 * mail providers show as "Unsubscribe" (RFC 2369, one click per RFC 8058), and a Message-ID that
 * names the issue and the recipient, so a copy sent again after a crash is the same message.
 */
export function issueCopy(issue: IssueParts, p: RecipientParts, o: { publicUrl: string; subject?: string }): Mail {
  const host = new URL(o.publicUrl).hostname;
  const footer = `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:13px;color:#4b5563">${escapeHtml(t.mailFooter)}\n${p.htmlLine}`;
  return {
    to: p.email,
    subject: o.subject ?? issue.subject,
    text: `${issue.body}\n\n--\n${t.mailFooter}\n${p.textLine}\n`,
    html: page(`${issue.html}\n${footer}`),
    links: [p.unsubscribePage],
    messageId: `<newsletter.${issue.id}.${p.messagePart}@${host}>`,
    headers: { 'List-Unsubscribe': `<${p.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A recipient's copy, composed on its own. */
export const issueMail = (
  issue: IssueParts,
  to: { id: string; email: string },
  o: { publicUrl: string; secret: string; subject?: string },
): Mail => issueCopy(issue, recipientParts(to, o), o);

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
