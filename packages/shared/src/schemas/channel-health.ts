import { z } from 'zod';
import { DELIVERY_CHANNELS } from '../constants/deliveries.ts';

/** The days the Health page's channel figures cover (issue 28, item 7). */
export const CHANNEL_HEALTH_DAYS = 7;

/**
 * GET /api/admin/health/channels: per outside channel over the last 7 days, from the deliveries
 * record (decision 048): each event sent to a member on a channel is one send; `failures` were given
 * up after their tries, `unknown` left and got no answer, `optedOut` the provider refused because
 * the member said STOP. And the texts of the UTC day (codes and tests too) against SMS_DAILY_CAP.
 */
export const channelHealthSchema = z
  .object({
    days: z.int(),
    channels: z.array(
      z.object({
        channel: z.enum(DELIVERY_CHANNELS),
        sends: z.int(),
        sent: z.int(),
        failures: z.int(),
        unknown: z.int(),
        optedOut: z.int(),
      }),
    ),
    textsToday: z.int(),
    smsDailyCap: z.int(),
  })
  .meta({ id: 'ChannelHealth' });
export type ChannelHealth = z.infer<typeof channelHealthSchema>;
