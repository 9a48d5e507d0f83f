import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { maskedPhone } from '@prosper/shared/rules/phone';
import { type Db, rowsOf } from '../../db/client.ts';
import { Limiter } from '../../lib/limiter.ts';
import type { SmsClient, SmsOutcome } from './outcome.ts';

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

/** A text to send: to whom, why (`kind`), and through which provider's client (SMS, or WhatsApp's template). */
export type Text = { userId: string | null; phone: string; kind: string; text: string; client: SmsClient };

/**
 * The one way a text leaves (decision 049): never to a number that opted out or a country admins
 * do not allow; recorded in `sms_sends` before it goes, under a lock, so the day's count (UTC) never
 * passes SMS_DAILY_CAP however many instances send; then the outcome is recorded on that row.
 */
export async function sendSms(deps: SmsDeps, o: Omit<Text, 'client'>): Promise<SmsResult> {
  const [result] = await sendTexts(deps, [{ ...o, client: deps.client }], new Limiter(1));
  return result!;
}

/**
 * `sendSms` for many texts at once (a batch of notifications' texts, decision 063): every text's
 * number is checked and every one that may leave is recorded in one transaction of a few
 * statements, in the texts' order until the cap; they leave at most `limiter`'s size at once; one
 * statement records every outcome. Results are in the texts' order.
 */
export async function sendTexts(deps: Omit<SmsDeps, 'client'>, texts: Text[], limiter: Limiter): Promise<SmsResult[]> {
  if (texts.length === 0) return [];
  const reserved = await reserve(deps, texts).catch((err: unknown) => {
    // The record could not be written: nothing left, so each text failed for sure and may be tried again.
    deps.log.warn({ err, count: texts.length }, 'sms: texts not recorded, not sent');
    return texts.map(() => 'failed' as const);
  });

  const outcomes = await limiter.map([...texts.keys()], async (i): Promise<SmsOutcome | null> => {
    const id = reserved[i]!;
    const t = texts[i]!;
    if (id === 'opted_out' || id === 'country_refused' || id === 'capped' || id === 'failed') return null;
    // A throw from our own side, after the text was recorded: whether it left is not known.
    return t.client
      .send(t.phone, t.text)
      .catch((err: unknown): SmsOutcome => ({ status: 'unknown', error: err instanceof Error ? err.message : String(err) }));
  });
  const sent = texts.flatMap((t, i) => {
    const outcome = outcomes[i];
    return outcome ? [{ t, id: reserved[i]!, outcome }] : [];
  });
  if (sent.length > 0)
    await deps.db.execute(sql`
      update sms_sends s set status = o.status, provider_message_id = o.message_id, error = o.error
      from unnest(${sql.param(sent.map((x) => x.id))}::uuid[], ${sql.param(sent.map((x) => x.outcome.status))}::text[],
        ${sql.param(sent.map((x) => (x.outcome.status === 'sent' ? x.outcome.messageId : null)))}::text[],
        ${sql.param(sent.map((x) => (x.outcome.status === 'failed' || x.outcome.status === 'unknown' ? x.outcome.error : null)))}::text[])
        as o(id, status, message_id, error)
      where s.id = o.id`);
  for (const { t, outcome } of sent) {
    if (outcome.status === 'opted_out') await recordOptOut(deps.db, t.phone, t.client.name);
    if (outcome.status === 'failed' || outcome.status === 'unknown')
      deps.log.warn({ to: maskedPhone(t.phone), kind: t.kind, status: outcome.status, error: outcome.error }, 'sms: not sent');
  }
  return texts.map((_, i) => outcomes[i]?.status ?? (reserved[i] as SmsResult));
}

/** The texts that may leave, recorded under the cap's lock in one transaction: each one's row id, or why it stays home. */
async function reserve(deps: Omit<SmsDeps, 'client'>, texts: Text[]) {
  return deps.db.transaction(async (tx) => {
    const checks = rowsOf<{ opted_out: boolean; allowed: boolean }>(
      await tx.execute(sql`
        select exists (select 1 from sms_opt_outs o where o.phone = x.phone) as opted_out,
          exists (select 1 from sms_countries c where substr(x.phone, 2) like c.calling_code || '%') as allowed
        from unnest(${sql.param(texts.map((t) => t.phone))}::text[]) with ordinality as x(phone, i)
        order by x.i`),
    );
    const refusals = checks.map((c) => (c.opted_out ? ('opted_out' as const) : c.allowed ? null : ('country_refused' as const)));
    const wanted = refusals.flatMap((refusal, i) => (refusal ? [] : [i]));
    if (wanted.length === 0) return refusals;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms_daily_cap'))`);
    const [{ count }] = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from sms_sends where created_at >= date_trunc('day', now(), 'UTC')`),
    ) as [{ count: number }];
    const room = wanted.slice(0, Math.max(0, deps.dailyCap - count));
    if (room.length < wanted.length) deps.log.warn({ cap: deps.dailyCap }, 'sms: daily cap reached');
    // The ids are made here, so each row is known as its text's without relying on RETURNING's order.
    const ids = room.map(() => randomUUID());
    if (room.length > 0)
      await tx.execute(sql`
        insert into sms_sends (id, user_id, phone, kind, provider)
        select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(room.map((i) => texts[i]!.userId))}::text[],
          ${sql.param(room.map((i) => texts[i]!.phone))}::text[], ${sql.param(room.map((i) => texts[i]!.kind))}::text[],
          ${sql.param(room.map((i) => texts[i]!.client.name))}::text[])`);
    const reservedIds = new Map(room.map((i, n) => [i, ids[n]!]));
    return texts.map((_, i) => refusals[i] ?? reservedIds.get(i) ?? ('capped' as const));
  });
}
