import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
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
  /** Bodies encoded quoted-printable, which encodes each CRLF line on its own: a newsletter's template (decision 032). */
  quotedPrintable?: boolean;
};

const QP = { 'Content-Transfer-Encoding': 'quoted-printable' };

/** What nodemailer is given for a mail. */
const message = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.quotedPrintable ? { content: mail.text, headers: QP } : mail.text,
  html: mail.quotedPrintable ? { content: mail.html, headers: QP } : mail.html,
  icalEvent: mail.calendar && { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content },
  messageId: mail.messageId,
  headers: mail.headers,
});

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** The message as this mailer sends it (MIME, with its sender): a newsletter composes one template per issue. */
  compose(mail: Mail): Promise<Buffer>;
  /** Hands over a message composed before, to one recipient. */
  sendRaw(to: string, raw: Buffer): Promise<void>;
  close?(): void;
};

/** SMTP connections kept open and reused: a newsletter sends many mails at once (decision 032). */
const SMTP_CONNECTIONS = 16;

/**
 * Sends over SMTP when SMTP_URL is set. Without it each message is written to DATA_DIR/mail as
 * an .eml file and its links are logged, so a developer can follow them with no mail server.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const compose = (mail: Mail) =>
    new Promise<Buffer>((resolve, reject) =>
      new MailComposer(message(options.from, mail)).compile().build((error, raw) => (error ? reject(error) : resolve(raw))),
    );
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
    const sendRaw = async (to: string, raw: Buffer) => {
      await transport.sendMail({ envelope: { from: options.from, to: [to] }, raw });
    };
    return {
      async send(mail) {
        await sendRaw(mail.to, await compose(mail));
        options.log.info({ subject: mail.subject }, 'mail sent');
      },
      compose,
      sendRaw,
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const sendRaw = async (_to: string, raw: Buffer) => {
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, raw);
    return file;
  };
  return {
    async send(mail) {
      const file = await sendRaw(mail.to, await compose(mail));
      options.log.info({ file, subject: mail.subject, links: mail.links }, 'mail written to file (no SMTP_URL set)');
    },
    compose,
    sendRaw: async (to, raw) => {
      await sendRaw(to, raw);
    },
  };
}
