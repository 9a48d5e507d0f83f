import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { maskedPhone } from '@prosper/shared/rules/phone';
import { type Db, rowsOf } from '../../db/client.ts';
import type { SmsClient } from './outcome.ts';

export type SmsDeps = { db: Db; client: SmsClient; dailyCap: number; log: FastifyBaseLogger };

/** The app's SMS client and settings. */
export const smsDeps = (app: FastifyInstance): SmsDeps => ({
  db: app.db,
  client: app.sms,
  dailyCap: app.config.sms.dailyCap,
  log: app.log,
});

/** What became of a text: the provider's outcome, or why it never left. */
export type SmsResult = 'sent' | 'failed' | 'unknown' | 'opted_out' | 'capped' | 'country_refused';

/** Whether the number's calling code is one an admin allows. */
export async function countryAllowed(db: Pick<Db, 'execute'>, phone: string): Promise<boolean> {
  const digits = phone.slice(1);
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select exists (select 1 from sms_countries where ${digits} like calling_code || '%') as ok`),
  );
  return row?.ok === true;
}

export async function isOptedOut(db: Pick<Db, 'execute'>, phone: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from sms_opt_outs where phone = ${phone}`)).length > 0;
}

/** A number that told the provider STOP: nothing is texted to it again. */
export async function recordOptOut(db: Pick<Db, 'execute'>, phone: string, provider: string) {
  await db.execute(sql`insert into sms_opt_outs (phone, provider) values (${phone}, ${provider}) on conflict (phone) do nothing`);
}

/**
 * The one way a text leaves (decision 049): never to a number that opted out or a country admins
 * do not allow; recorded in `sms_sends` before it goes, under a lock, so the day's count (UTC) never
 * passes SMS_DAILY_CAP however many instances send; then the outcome is recorded on that row.
 */
export async function sendSms(deps: SmsDeps, o: { userId: string | null; phone: string; kind: string; text: string }): Promise<SmsResult> {
  const reserved = await deps.db.transaction(async (tx) => {
    if (await isOptedOut(tx, o.phone)) return 'opted_out' as const;
    if (!(await countryAllowed(tx, o.phone))) return 'country_refused' as const;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms_daily_cap'))`);
    const [{ count }] = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from sms_sends where created_at >= date_trunc('day', now(), 'UTC')`),
    ) as [{ count: number }];
    if (count >= deps.dailyCap) return 'capped' as const;
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into sms_sends (user_id, phone, kind, provider) values (${o.userId}, ${o.phone}, ${o.kind}, ${deps.client.name})
        returning id`),
    );
    return row!.id;
  });
  if (reserved === 'capped') deps.log.warn({ cap: deps.dailyCap }, 'sms: daily cap reached');
  if (reserved === 'opted_out' || reserved === 'country_refused' || reserved === 'capped') return reserved;

  const outcome = await deps.client.send(o.phone, o.text);
  await deps.db.execute(sql`
    update sms_sends set status = ${outcome.status},
      provider_message_id = ${outcome.status === 'sent' ? outcome.messageId : null},
      error = ${outcome.status === 'failed' || outcome.status === 'unknown' ? outcome.error : null}
    where id = ${reserved}`);
  if (outcome.status === 'opted_out') await recordOptOut(deps.db, o.phone, deps.client.name);
  if (outcome.status === 'failed' || outcome.status === 'unknown')
    deps.log.warn({ to: maskedPhone(o.phone), kind: o.kind, status: outcome.status, error: outcome.error }, 'sms: not sent');
  return outcome.status;
}
