/**
 * The SMTP catcher (src/test/smtp-catcher.ts) in a worker thread of its own, for the newsletter
 * benchmark: it answers "report" with how many mails came, to how many recipients, and how many
 * distinct (recipient, Message-ID) pairs.
 */
import { parentPort } from 'node:worker_threads';
import { startSmtpCatcher } from '../../src/test/smtp-catcher.ts';

const catcher = await startSmtpCatcher();
parentPort!.on('message', () => {
  const byRecipient = catcher.messageIdsByRecipient();
  let pairs = 0;
  for (const ids of byRecipient.values()) pairs += ids.size;
  parentPort!.postMessage({ mails: catcher.mails.length, recipients: byRecipient.size, pairs });
});
parentPort!.postMessage({ url: catcher.url });
