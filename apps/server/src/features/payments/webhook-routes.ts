import { z } from 'zod';
import type { WebhookOutcome } from './paystack-webhook.ts';

type Receive = (raw: Buffer, header: string | undefined) => Promise<WebhookOutcome>;

/**
 * Each provider's webhook as the API describes it (decisions 045, 050): where it is posted, the header
 * that makes it believed, its body as documented, and what reads it.
 */
export function webhookRoutes(receive: { paystack: Receive; flutterwave: Receive }) {
  return [
    {
      provider: 'paystack',
      name: 'Paystack',
      operationId: 'receivePaystackWebhook',
      summary: "Paystack's events (charge.success, refund.processed)",
      header: 'x-paystack-signature',
      valid: "one of our accounts' signatures",
      body: z
        .object({
          event: z.string().max(100).describe('charge.success and refund.processed are acted on; others are acknowledged and ignored'),
          data: z.object({}).catchall(z.unknown()),
        })
        .describe(
          "A Paystack event, read as the raw bytes its x-paystack-signature (HMAC-SHA512 with the account's secret key) was made over",
        ),
      receive: receive.paystack,
    },
    {
      provider: 'flutterwave',
      name: 'Flutterwave',
      operationId: 'receiveFlutterwaveWebhook',
      summary: "Flutterwave's events (charge.completed), API v3",
      header: 'verif-hash',
      valid: 'our secret hash',
      body: z
        .object({
          event: z.string().max(100).describe('charge.completed is acted on (after a verify call); others are acknowledged and ignored'),
          data: z.object({}).catchall(z.unknown()),
        })
        .describe('A Flutterwave v3 event, believed only with our secret hash in its verif-hash header, then confirmed by a verify call'),
      receive: receive.flutterwave,
    },
  ] as const;
}
