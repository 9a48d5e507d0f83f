import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { TextChannel, WhatsappState } from '@prosper/shared/schemas/whatsapp';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifiedPhone } from '../sms/phone-verification.ts';
import { countryAllowed } from '../sms/send.ts';

const t = en.notifications.sms;

/**
 * When the member opted in to WhatsApp for this number, or null: their texts go by WhatsApp only
 * while the opt-in stands for the number verified now (a changed number asks again).
 */
export async function whatsappOptedInAt(db: Pick<Db, 'execute'>, userId: string, phone: string): Promise<Date | null> {
  const [row] = rowsOf<{ opted_in_at: string | Date }>(
    await db.execute(sql`
      select opted_in_at from whatsapp_opt_ins where user_id = ${userId} and phone = ${phone} and withdrawn_at is null`),
  );
  return row ? new Date(row.opted_in_at) : null;
}

/** When this number replied STOP to us on WhatsApp (decision 058), or null. */
export async function whatsappStoppedAt(db: Pick<Db, 'execute'>, phone: string): Promise<Date | null> {
  const [row] = rowsOf<{ opted_out_at: string | Date }>(
    await db.execute(sql`select opted_out_at from whatsapp_opt_outs where phone = ${phone}`),
  );
  return row ? new Date(row.opted_out_at) : null;
}

export async function whatsappState(db: Db, userId: string, available: boolean): Promise<WhatsappState> {
  const phone = await verifiedPhone(db, userId);
  const optedInAt = available && phone ? await whatsappOptedInAt(db, userId, phone) : null;
  const stoppedAt = available && phone ? await whatsappStoppedAt(db, phone) : null;
  return {
    available,
    channel: optedInAt ? 'whatsapp' : 'sms',
    optedInAt: optedInAt?.toISOString() ?? null,
    stoppedAt: stoppedAt?.toISOString() ?? null,
  };
}

/**
 * The member's choice for their verified phone. WhatsApp records the opt-in (now, from Settings) for
 * that number; choosing it again keeps the first opt-in's time. SMS withdraws it, kept for the record.
 * Choosing WhatsApp after the number replied STOP there is a new, explicit opt-in: the STOP is lifted
 * and the opt-in's time is now (decision 058).
 */
export async function chooseTextChannel(db: Db, userId: string, channel: TextChannel, available: boolean): Promise<WhatsappState> {
  if (channel === 'sms') {
    await db.execute(sql`update whatsapp_opt_ins set withdrawn_at = now() where user_id = ${userId} and withdrawn_at is null`);
    return whatsappState(db, userId, available);
  }
  if (!available) throw new AppError(409, 'whatsapp_unavailable', en.notifications.whatsapp.unavailable);
  const phone = await verifiedPhone(db, userId);
  if (!phone) throw new AppError(409, 'phone_not_verified', t.notVerifiedRefused);
  if (!(await countryAllowed(db, phone))) throw new AppError(409, 'sms_country_refused', t.countryRefused);
  await db.transaction(async (tx) => {
    const stopped = rowsOf(await tx.execute(sql`delete from whatsapp_opt_outs where phone = ${phone} returning phone`)).length > 0;
    await tx.execute(sql`
      insert into whatsapp_opt_ins (user_id, phone, source, opted_in_at) values (${userId}, ${phone}, 'settings', now())
      on conflict (user_id) do update set phone = excluded.phone, source = excluded.source,
        opted_in_at = case when whatsapp_opt_ins.phone = excluded.phone and whatsapp_opt_ins.withdrawn_at is null and not ${stopped}::boolean
          then whatsapp_opt_ins.opted_in_at else excluded.opted_in_at end,
        withdrawn_at = null`);
  });
  return whatsappState(db, userId, available);
}
