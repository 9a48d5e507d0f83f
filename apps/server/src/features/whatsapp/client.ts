import { z } from 'zod';
import type { WhatsappConfig } from '../../config.ts';
import { callProvider, type ProviderAnswer } from '../../lib/provider-call.ts';
import { type SmsClient, type SmsOutcome, unansweredOutcome } from '../sms/outcome.ts';
import { GRAPH_API_VERSION, type WhatsappTemplate } from './templates.ts';

/**
 * The WhatsApp Business Cloud API's send (POST {base}/{version}/{phone-number-id}/messages), Bearer
 * token, a template message (free-form text is only allowed inside a 24-hour window the member
 * opens, which our notices never are). Meta's SDKs are not maintained for Node, so this is a small
 * client (`callProvider`) with a base-URL setting (and a stand-in in tests), answers parsed with zod.
 */
const sentSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const errorSchema = z.object({
  error: z.object({ message: z.string(), type: z.string().optional(), code: z.number().int(), fbtrace_id: z.string().optional() }),
});

export type WhatsappClient = { send(to: string, template: WhatsappTemplate): Promise<SmsOutcome> };

export function whatsappClient(o: WhatsappConfig): WhatsappClient {
  const url = `${o.baseUrl}/${GRAPH_API_VERSION}/${o.phoneNumberId}/messages`;
  return {
    async send(to, template) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // Meta takes the number without its +.
        to: to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components:
            template.params.length > 0 ? [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }] : [],
        },
      };
      let response: ProviderAnswer;
      try {
        response = await callProvider(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          timeoutMs: o.timeoutMs,
        });
      } catch (error) {
        return unansweredOutcome(error);
      }
      const answer = response.json();
      if (response.ok) {
        const sent = sentSchema.safeParse(answer);
        // Taken, but we cannot read the id: the message may have gone.
        return sent.success ? { status: 'sent', messageId: sent.data.messages[0]!.id } : { status: 'unknown', error: 'unreadable answer' };
      }
      const error = errorSchema.safeParse(answer);
      return {
        status: 'failed',
        error: error.success ? `${error.data.error.code} ${error.data.error.message}` : `HTTP ${response.status}`,
      };
    },
  };
}

/** One template message as the SMS path's client, so it goes through the same record, cap and country checks. */
export const templateSender = (client: WhatsappClient, template: WhatsappTemplate): SmsClient => ({
  name: 'whatsapp',
  send: (to) => client.send(to, template),
});
