import type { SmsConfig } from '../../config.ts';
import { africasTalkingClient } from './africastalking.ts';
import { fileSmsClient } from './file-transport.ts';
import type { SmsClient } from './outcome.ts';
import { twilioClient } from './twilio.ts';

/** The provider the settings chose (decision 049). */
export function createSmsClient(sms: SmsConfig, dataDir: string): SmsClient {
  const p = sms.provider;
  if (p.name === 'africastalking') return africasTalkingClient({ ...p, timeoutMs: sms.timeoutMs });
  if (p.name === 'twilio') return twilioClient({ ...p, timeoutMs: sms.timeoutMs });
  return fileSmsClient(dataDir);
}
