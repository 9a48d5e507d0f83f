import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; messageId: string; headers: string };

/**
 * A real SMTP server on a loopback port that keeps who each mail was for (the envelope) and its
 * Message-ID, and, when asked, its header block: what the newsletter tests and the benchmark count.
 */
export async function startSmtpCatcher(o: { keepHeaders?: boolean } = {}) {
  const mails: CaughtMail[] = [];
  // Kept as mails come, so a count is cheap however many there are.
  const byRecipient = new Map<string, Set<string>>();
  let pairs = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  /** Recipients refused with an SMTP reply code: 4xx for a while (try later), 5xx for good. */
  const refusals = new Map<string, number>();
  /** Recipients whose mail is taken whole, then the connection dropped instead of the 250 reply. */
  const dropped = new Set<string>();
  const sockets = new Map<number, Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The benchmark's sender keeps several connections open at once.
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase());
      if (!code) return callback();
      const err = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later'), { responseCode: code });
      callback(err);
    },
    onData(stream, session, callback) {
      let head = '';
      let done = false;
      stream.on('data', (chunk: Buffer) => {
        if (done) return;
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end >= 0) {
          head = head.slice(0, end);
          done = true;
        }
      });
      stream.on('end', () => {
        const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(.+)$/im.exec(unfolded)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          mails.push({ to, messageId, headers: o.keepHeaders ? unfolded : '' });
          const ids = byRecipient.get(to) ?? new Set<string>();
          if (!ids.has(messageId)) pairs++;
          byRecipient.set(to, ids.add(messageId));
        }
        if (session.envelope.rcptTo.some((r) => dropped.has(r.address.toLowerCase()))) {
          sockets.get(session.remotePort)?.destroy();
          return;
        }
        for (const w of waiters.filter((w) => mails.length >= w.n)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    if (socket.remotePort) sockets.set(socket.remotePort, socket);
    socket.once('close', () => sockets.delete(socket.remotePort!));
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Refuses mail to this address with an SMTP reply code from now on; null takes it again. */
    refuse: (address: string, code: number | null) =>
      code ? refusals.set(address.toLowerCase(), code) : refusals.delete(address.toLowerCase()),
    /** Takes mail to this address whole, then drops the connection before saying it was taken: the sender cannot know. */
    dropAfterData: (address: string) => dropped.add(address.toLowerCase()),
    /** Resolves once `n` mails have arrived in all. */
    waitFor(n: number, timeoutMs = 10_000): Promise<void> {
      if (mails.length >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`SMTP catcher: ${mails.length} of ${n} mails within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    /** How many mails, to how many recipients, and how many distinct (recipient, Message-ID) pairs. */
    counts: () => ({ mails: mails.length, recipients: byRecipient.size, pairs }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
