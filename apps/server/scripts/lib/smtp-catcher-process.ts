/**
 * The SMTP catcher (src/test/smtp-catcher.ts) in a process of its own, for the newsletter benchmark,
 * so it does not take the sender's core: it answers "report" with how many mails came, to how many
 * recipients, and how many distinct (recipient, Message-ID) pairs.
 */
import { startSmtpCatcher } from '../../src/test/smtp-catcher.ts';

const catcher = await startSmtpCatcher();
process.on('message', () => process.send!(catcher.counts()));
process.on('disconnect', () => process.exit(0));
process.send!({ url: catcher.url });
