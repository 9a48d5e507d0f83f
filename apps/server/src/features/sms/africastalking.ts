import { z } from 'zod';
import { ProviderAnswer } from '../../lib/provider-call.ts';
import { postForm, type SmsClient } from './outcome.ts';

/**
 * Africa's Talking's bulk SMS API (POST {base}/version1/messaging): the `apiKey` header, a form body
 * of username, to, message and (optionally) from, and an answer per recipient. Their npm package
 * hard-codes its hosts, so this small client takes the base URL from settings (and a stand-in in tests).
 */
const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(
      z.object({
        statusCode: z.number().int(),
        number: z.string(),
        status: z.string(),
        cost: z.string().optional(),
        messageId: z.string().optional(),
      }),
    ),
  }),
});

/** 100 Processed, 101 Sent, 102 Queued: accepted. 406 UserInBlacklist: the number opted out. */
const ACCEPTED = new Set([100, 101, 102]);
const BLACKLISTED = 406;

export function africasTalkingClient(o: {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId: string | undefined;
  timeoutMs: number;
}): SmsClient {
  return {
    name: 'africastalking',
    async send(to, text) {
      const form: Record<string, string> = { username: o.username, to, message: text };
      if (o.senderId) form.from = o.senderId;
      const response = await postForm(`${o.baseUrl}/version1/messaging`, { headers: { apiKey: o.apiKey }, form, timeoutMs: o.timeoutMs });
      if (!(response instanceof ProviderAnswer)) return response;
      if (!response.ok) return { status: 'failed', error: `HTTP ${response.status}` };
      const parsed = answerSchema.safeParse(response.json());
      // An answer we cannot read after the request was taken: the text may have gone.
      if (!parsed.success) return { status: 'unknown', error: 'unreadable answer' };
      const recipient = parsed.data.SMSMessageData.Recipients[0];
      if (!recipient) return { status: 'failed', error: parsed.data.SMSMessageData.Message };
      if (recipient.statusCode === BLACKLISTED) return { status: 'opted_out' };
      if (ACCEPTED.has(recipient.statusCode) && recipient.messageId) return { status: 'sent', messageId: recipient.messageId };
      return { status: 'failed', error: `${recipient.statusCode} ${recipient.status}` };
    },
  };
}
