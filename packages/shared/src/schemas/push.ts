import { z } from 'zod';
import * as en from '../i18n/en/index.ts';

/*
 * Web push (decision 047): what a browser's PushSubscription.toJSON() sends us, and the devices a
 * member sees listed in Settings → Notifications.
 */

const invalid = en.notifications.invalidPushSubscription;
const base64url = (bytes: number, chars: number) =>
  z
    .string()
    .max(chars, invalid)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), invalid)
    .describe(`${bytes} bytes, base64url without padding`);

/** A subscription as the browser gives it: the push service's endpoint and the keys to encrypt for it (RFC 8291). */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https?$/, error: invalid })
      .max(2048, invalid)
      .describe("The push service's address for this browser"),
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z
      .object({
        p256dh: base64url(65, 87).describe("The browser's P-256 public key, uncompressed, base64url"),
        auth: base64url(16, 22).describe('The authentication secret, base64url'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const PUSH_DEVICE_KINDS = ['phone', 'tablet', 'computer'] as const;

/** One device that gets the member's push notifications. */
export const pushDeviceSchema = z
  .object({
    id: z.uuid(),
    device: z.enum(PUSH_DEVICE_KINDS).describe('The kind of device, from the user agent that subscribed'),
    browser: z.string().nullable().describe('Browser and system ("Chrome on Android"); null when the user agent says nothing'),
    createdAt: z.iso.datetime({ offset: true }),
    lastPushedAt: z.iso.datetime({ offset: true }).nullable().describe('When a push last reached its push service'),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) }).meta({ id: 'PushDeviceList' });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** The public VAPID key a browser subscribes with (the private one never leaves the server). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushPublicKey' });

/**
 * What the service worker receives in a push, decrypted: all it needs to show the notification and
 * open the right page. No message text unless the member chose to see it.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
