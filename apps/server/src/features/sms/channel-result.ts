import { OPTED_OUT } from '@prosper/shared/constants/deliveries';
import type { ChannelResult } from '../notifications/send-once.ts';
import type { SmsResult } from './send.ts';

/**
 * A text's outcome as the deliveries record keeps it (decision 048): a failure for sure is tried
 * again, an unknown one never; an opt-out, the day's cap or a country no longer allowed end it.
 * `opted_out` is kept as the error, so the Health page counts opt-outs apart.
 */
export function smsChannelResult(result: SmsResult): ChannelResult {
  if (result === 'sent') return { outcome: 'sent' };
  if (result === 'failed') return { outcome: 'retry', error: 'sms provider failed' };
  if (result === 'unknown') return { outcome: 'unknown', error: 'sms provider did not answer' };
  return { outcome: 'refused', error: result === 'opted_out' ? OPTED_OUT : result };
}
