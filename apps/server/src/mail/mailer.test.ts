import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import pino from 'pino';
import { createMailer } from './mailer.ts';
import { confirmEmailMail } from './templates.ts';

let server: SMTPServer;
const received: Buffer[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('delivers over SMTP when SMTP_URL is set: plain text and HTML with absolute links', async () => {
  const { port } = server.server.address() as AddressInfo;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Prosper Mentor <no-reply@example.com>',
    dataDir: '/nonexistent',
    log: pino({ level: 'silent' }),
  });
  await mailer.send(confirmEmailMail('kofi@example.com', 'Kofi <b>', 'https://prosper.example/auth/confirm?token=abc'));
  expect(received).toHaveLength(1);
  const mail = await PostalMime.parse(received[0]!);
  expect(mail.subject).toBe('Confirm your email for Prosper Mentor');
  expect(mail.to?.[0]?.address).toBe('kofi@example.com');
  expect(mail.text).toContain('https://prosper.example/auth/confirm?token=abc');
  expect(mail.html).toContain('href="https://prosper.example/auth/confirm?token=abc"');
  // A name is text, never markup.
  expect(mail.html).toContain('Kofi &lt;b&gt;');
});
