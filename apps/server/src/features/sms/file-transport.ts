import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsClient } from './outcome.ts';

/**
 * With no SMS provider set, each text is written to DATA_DIR/sms as a .txt file (as mail goes to
 * DATA_DIR/mail), so a newcomer sees the verification code with no account anywhere.
 */
export function fileSmsClient(dataDir: string): SmsClient {
  const folder = path.join(dataDir, 'sms');
  return {
    name: 'file',
    async send(to, text) {
      await mkdir(folder, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeFile(path.join(folder, `${id}.txt`), `To: ${to}\n\n${text}\n`);
      return { status: 'sent', messageId: id };
    },
  };
}
