import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { mailOutcome } from './mail-outcome.ts';

/* What a real send's failure means, from nodemailer's own errors against real sockets. */

const mail = { to: 'ada@example.com', subject: 'Question Answered', text: 'An answer', html: '<p>An answer</p>', links: [] };
const mailerAt = (smtpUrl: string) =>
  createMailer({ smtpUrl, from: 'Prosper Mentor <no-reply@example.com>', dataDir: '/nonexistent', log: pino({ level: 'silent' }) });

/** A loopback port nobody listens on. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('takes a mail server that refused the connection as not sent: tried again', async () => {
  const mailer = mailerAt(`smtp://127.0.0.1:${await closedPort()}`);
  const error = await mailer.send(mail).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
  expect(mailOutcome(error)).toBe('retry');
  mailer.close?.();
});

it('takes a connection dropped after the message went as unknown: never sent again', async () => {
  const catcher = await startSmtpCatcher();
  catcher.dropAfterData(mail.to);
  const mailer = mailerAt(catcher.url);
  const error = await mailer.send(mail).catch((e: unknown) => e);
  expect(catcher.mails).toHaveLength(1);
  expect(mailOutcome(error)).toBe('unknown');
  mailer.close?.();
  await catcher.close();
});
