import { z } from 'zod';
import { ProviderAnswer } from '../../lib/provider-call.ts';
import { postForm, type SmsClient } from './outcome.ts';

/**
 * Twilio's Messages API (POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json): HTTP Basic
 * auth with the account SID and auth token, a form body of To, From and Body; 201 with the
 * message's `sid`, or an error object with Twilio's `code`. Twilio answers STOP itself and then
 * refuses the number with error 21610, which we record as an opt-out.
 */
const createdSchema = z.object({ sid: z.string().min(1), status: z.string() });
const errorSchema = z.object({ code: z.number().int(), message: z.string() });

const UNSUBSCRIBED = 21610;

export function twilioClient(o: { baseUrl: string; accountSid: string; authToken: string; from: string; timeoutMs: number }): SmsClient {
  const authorization = `Basic ${Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await postForm(`${o.baseUrl}/2010-04-01/Accounts/${o.accountSid}/Messages.json`, {
        headers: { authorization },
        form: { To: to, From: o.from, Body: text },
        timeoutMs: o.timeoutMs,
      });
      if (!(response instanceof ProviderAnswer)) return response;
      const body = response.json();
      if (response.ok) {
        const created = createdSchema.safeParse(body);
        return created.success ? { status: 'sent', messageId: created.data.sid } : { status: 'unknown', error: 'unreadable answer' };
      }
      const error = errorSchema.safeParse(body);
      if (error.success && error.data.code === UNSUBSCRIBED) return { status: 'opted_out' };
      return { status: 'failed', error: error.success ? `${error.data.code} ${error.data.message}` : `HTTP ${response.status}` };
    },
  };
}
