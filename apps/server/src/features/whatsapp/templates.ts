import type { SmsNotice } from '../sms/notice.ts';

/**
 * The Graph API version we call (decision 053): Meta keeps each version about two years; moving it
 * is a one-line change checked against the stand-in written from that version's reference.
 */
export const GRAPH_API_VERSION = 'v23.0';

/**
 * Our approved utility templates, one set per language we send in (decision 053): English only, as
 * the app is. Their bodies, as submitted to Meta:
 * - `prosper_session_update`: "Prosper Mentor: {{1}}. {{2}} See the details in the app." ({{1}} the
 *   notification's title, {{2}} its message; Meta refuses a body that starts or ends with a variable)
 * - `prosper_test`: "Prosper Mentor: this is a test. Your messages will reach you here on WhatsApp."
 */
export const WHATSAPP_TEMPLATES = {
  en: { sessionUpdate: 'prosper_session_update', test: 'prosper_test' },
} as const;
export type WhatsappLanguage = keyof typeof WHATSAPP_TEMPLATES;

export type WhatsappTemplate = { name: string; language: WhatsappLanguage; params: string[] };

/**
 * A template parameter as Meta accepts it: no new lines or tabs, no more than four spaces in a row
 * (error 132018), at most 1024 characters.
 */
export const templateParam = (text: string) =>
  text
    .replace(/[\n\r\t]+/g, ' ')
    .replace(/ {5,}/g, '    ')
    .trim()
    .slice(0, 1024);

/** A session reminder, or a session confirmed, cancelled or moved: what texts carry (decision 049). */
export const sessionUpdateTemplate = (n: Pick<SmsNotice, 'title' | 'message'>, language: WhatsappLanguage = 'en'): WhatsappTemplate => ({
  name: WHATSAPP_TEMPLATES[language].sessionUpdate,
  language,
  params: [templateParam(n.title), templateParam(n.message)],
});

export const testTemplate = (language: WhatsappLanguage = 'en'): WhatsappTemplate => ({
  name: WHATSAPP_TEMPLATES[language].test,
  language,
  params: [],
});
