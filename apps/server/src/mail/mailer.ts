import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** An iCalendar invitation or cancellation, sent as the text/calendar part calendars act on. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Set when a mail sent again must be recognised as the same one (a newsletter after a crash, decision 032). */
  messageId?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

/** What nodemailer is given for a mail. */
const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  icalEvent: mail.calendar && { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content },
  messageId: mail.messageId,
  headers: mail.headers,
});

export type Mailer = { send(mail: Mail): Promise<void>; close?(): void };

/** SMTP connections kept open and reused: a newsletter sends many mails at once (decision 032). */
const SMTP_CONNECTIONS = 8;

/**
 * Sends over SMTP when SMTP_URL is set. Without it each message is written to DATA_DIR/mail as
 * an .eml file and its links are logged, so a developer can follow them with no mail server.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
    return {
      async send(mail) {
        await transport.sendMail(message(options.from, mail));
        options.log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject: mail.subject, links: mail.links }, 'mail written to file (no SMTP_URL set)');
    },
  };
}
