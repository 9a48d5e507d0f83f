import { sql } from 'drizzle-orm';
import { DELIVERY_CHANNELS, type DeliveryChannel, OPTED_OUT } from '@prosper/shared/constants/deliveries';
import { CHANNEL_HEALTH_DAYS, type ChannelHealth } from '@prosper/shared/schemas/channel-health';
import { type Db, rowsOf } from '../../db/client.ts';

type Row = {
  channel: DeliveryChannel;
  sends: number;
  sent: number;
  failures: number;
  unknown: number;
  opted_out: number;
  texts_today: number;
};

/**
 * The Health page's channel figures in one statement: each channel's deliveries of the last 7 days
 * grouped (each channel a range of `notification_deliveries_channel_created_idx`), and the UTC day's
 * texts counted as the cap counts them (`sms_sends_created_idx`).
 */
export async function channelHealth(db: Db, smsDailyCap: number): Promise<ChannelHealth> {
  const channels = sql.join(
    DELIVERY_CHANNELS.map((c) => sql`(${c})`),
    sql`, `,
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with c(channel) as (values ${channels})
      select c.channel,
        count(d.id)::int as sends,
        (count(*) filter (where d.status = 'sent'))::int as sent,
        (count(*) filter (where d.status = 'given_up'))::int as failures,
        (count(*) filter (where d.status = 'unknown'))::int as unknown,
        (count(*) filter (where d.status = 'refused' and d.last_error = ${OPTED_OUT}))::int as opted_out,
        (select count(*) from sms_sends where created_at >= date_trunc('day', now(), 'UTC'))::int as texts_today
      from c left join notification_deliveries d
        on d.channel = c.channel and d.created_at > now() - make_interval(days => ${CHANNEL_HEALTH_DAYS})
      group by c.channel`),
  );
  const byChannel = new Map(rows.map((r) => [r.channel, r]));
  return {
    days: CHANNEL_HEALTH_DAYS,
    channels: DELIVERY_CHANNELS.map((channel) => {
      const r = byChannel.get(channel);
      return {
        channel,
        sends: r?.sends ?? 0,
        sent: r?.sent ?? 0,
        failures: r?.failures ?? 0,
        unknown: r?.unknown ?? 0,
        optedOut: r?.opted_out ?? 0,
      };
    }),
    textsToday: rows[0]?.texts_today ?? 0,
    smsDailyCap,
  };
}
