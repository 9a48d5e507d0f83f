import { z } from 'zod';

/* WhatsApp (decision 053): which way a member's texts go, their recorded opt-in, and Meta's webhook. */

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** The member's choice for their verified phone, as Settings shows it. */
export const whatsappStateSchema = z
  .object({
    available: z.boolean().describe('WhatsApp is configured on this server: only then is it offered'),
    channel: z.enum(TEXT_CHANNELS).describe('How texts reach the verified phone: by SMS (the default) or by WhatsApp'),
    optedInAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When the member opted in to WhatsApp for this number; null when texts go by SMS'),
    stoppedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When this number replied STOP on WhatsApp: nothing goes to it by WhatsApp until the member chooses WhatsApp again'),
  })
  .meta({ id: 'WhatsappState' });
export type WhatsappState = z.infer<typeof whatsappStateSchema>;

export const textChannelInputSchema = z
  .object({ channel: z.enum(TEXT_CHANNELS) })
  .strict()
  .meta({ id: 'TextChannelInput' });
export type TextChannelInput = z.infer<typeof textChannelInputSchema>;

/** Meta's subscription handshake (GET): hub.mode=subscribe, our verify token, and a challenge to echo. */
export const whatsappHandshakeQuery = z.object({
  'hub.mode': z.string().max(20).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
