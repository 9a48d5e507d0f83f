import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMS_CODES_PER_MEMBER, SMS_CODES_PER_NUMBER } from '@prosper/shared/constants/limits';
import { en, fill } from '@prosper/shared/i18n/en';
import { e164 } from '@prosper/shared/rules/phone';
import type { SmsPhone } from '@prosper/shared/schemas/sms';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { countryAllowed, isOptedOut, type SmsDeps, sendSms } from './send.ts';

const t = en.notifications.sms;
/** A code works for 10 minutes and allows 5 tries (issue 28). */
const CODE_MINUTES = 10;
const CODE_TRIES = 5;

type PhoneRow = {
  phone: string;
  code_hash: string | null;
  code_expires_at: string | Date | null;
  tries_left: number;
  verified_at: string | Date | null;
};

/** Exported for test worlds that set a known code. */
export const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

async function profilePhone(db: Pick<Db, 'execute'>, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ phone: string | null }>(await db.execute(sql`select phone from profiles where id = ${userId}`));
  return e164(row?.phone);
}

async function phoneRow(db: Pick<Db, 'execute'>, userId: string, lock = false): Promise<PhoneRow | undefined> {
  return rowsOf<PhoneRow>(
    await db.execute(
      sql`select phone, code_hash, code_expires_at, tries_left, verified_at from member_phones where user_id = ${userId} ${lock ? sql`for update` : sql``}`,
    ),
  )[0];
}

/** The member's verified number, or null: texts go only there. A changed profile phone is unverified again. */
export async function verifiedPhone(db: Pick<Db, 'execute'>, userId: string): Promise<string | null> {
  return (await verifiedPhones(db, [userId])).get(userId) ?? null;
}

/** Each member's verified number, for those with one: one statement for all (decision 063), as a batch of texts asks. */
export async function verifiedPhones(db: Pick<Db, 'execute'>, userIds: string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; profile_phone: string | null; phone: string | null; verified_at: string | Date | null }>(
    await db.execute(sql`
      select p.id, p.phone as profile_phone, m.phone, m.verified_at
      from profiles p left join member_phones m on m.user_id = p.id where p.id = any(${sql.param(userIds)}::text[])`),
  );
  const phones = new Map<string, string>();
  for (const row of rows) {
    // The number on the profile, verified as that same number.
    const phone = e164(row.profile_phone);
    if (phone && row.verified_at && row.phone === phone) phones.set(row.id, phone);
  }
  return phones;
}

export async function smsPhoneState(db: Db, userId: string): Promise<SmsPhone> {
  const phone = await profilePhone(db, userId);
  const row = await phoneRow(db, userId);
  const same = !!phone && row?.phone === phone;
  const waiting = same && row?.code_hash && row.code_expires_at && new Date(row.code_expires_at) > new Date();
  return {
    phone,
    verified: same && !!row?.verified_at,
    optedOut: phone ? await isOptedOut(db, phone) : false,
    codeExpiresAt: waiting ? new Date(row!.code_expires_at!).toISOString() : null,
  };
}

/**
 * Texts a new 6-digit code to the profile's phone: only to a full international number in a country
 * admins allow, a few times an hour per member and per number (codes cost money and are what
 * SMS-pumping fraud asks for), under the day's cap. A new code replaces the last and its tries.
 */
export async function sendPhoneCode(deps: SmsDeps, userId: string): Promise<SmsPhone> {
  const phone = await profilePhone(deps.db, userId);
  if (!phone) throw new AppError(400, 'invalid_phone', t.invalidPhone, { phone: t.invalidPhone });
  const row = await phoneRow(deps.db, userId);
  if (row?.verified_at && row.phone === phone) throw new AppError(409, 'phone_already_verified', t.alreadyVerified);
  if (!(await countryAllowed(deps.db, phone)))
    throw new AppError(400, 'sms_country_refused', t.countryRefused, { phone: t.countryRefused });
  if (await isOptedOut(deps.db, phone)) throw new AppError(409, 'phone_opted_out', t.optedOut);
  await consumeRateLimit(deps.db, `sms_code:member:${userId}`, SMS_CODES_PER_MEMBER, t.codeRateLimited);
  await consumeRateLimit(deps.db, `sms_code:number:${phone}`, SMS_CODES_PER_NUMBER, t.codeRateLimited);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const result = await sendSms(deps, { userId, phone, kind: 'code', text: fill(t.codeText, { code }) });
  if (result === 'opted_out') throw new AppError(409, 'phone_opted_out', t.optedOut);
  if (result === 'country_refused') throw new AppError(400, 'sms_country_refused', t.countryRefused, { phone: t.countryRefused });
  if (result === 'capped' || result === 'failed') throw new AppError(503, 'sms_unavailable', t.unavailable);
  // Recorded once it left (or may have: a timeout can still deliver it), so a refusal leaves no code waiting.
  await deps.db.execute(sql`
    insert into member_phones (user_id, phone, code_hash, code_expires_at, tries_left, verified_at)
    values (${userId}, ${phone}, ${hashCode(userId, code).toString('hex')}, now() + make_interval(mins => ${CODE_MINUTES}), ${CODE_TRIES}, null)
    on conflict (user_id) do update set phone = excluded.phone, code_hash = excluded.code_hash,
      code_expires_at = excluded.code_expires_at, tries_left = excluded.tries_left, verified_at = null`);
  return smsPhoneState(deps.db, userId);
}

/** Checks a code: wrong ones use up the tries (kept even though the request is refused); the right one verifies the number. */
export async function confirmPhoneCode(db: Db, userId: string, code: string): Promise<SmsPhone> {
  const phone = await profilePhone(db, userId);
  const refusal = await db.transaction(async (tx) => {
    const row = await phoneRow(tx, userId, true);
    if (!row?.code_hash || !row.code_expires_at || row.phone !== phone) return new AppError(400, 'no_code', t.noCode);
    if (new Date(row.code_expires_at) <= new Date()) return new AppError(400, 'code_expired', t.codeExpired, { code: t.codeExpired });
    if (row.tries_left <= 0) return new AppError(429, 'too_many_tries', t.tooManyTries, { code: t.tooManyTries });
    if (!timingSafeEqual(hashCode(userId, code), Buffer.from(row.code_hash, 'hex'))) {
      const left = row.tries_left - 1;
      await tx.execute(sql`update member_phones set tries_left = ${left} where user_id = ${userId}`);
      if (left === 0) return new AppError(429, 'too_many_tries', t.tooManyTries, { code: t.tooManyTries });
      const message = fill(t.wrongCode, { count: left });
      return new AppError(400, 'wrong_code', message, { code: message });
    }
    await tx.execute(sql`
      update member_phones set verified_at = now(), code_hash = null, code_expires_at = null, tries_left = 0 where user_id = ${userId}`);
    return null;
  });
  if (refusal) throw refusal;
  return smsPhoneState(db, userId);
}
