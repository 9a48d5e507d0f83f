import { sql } from 'drizzle-orm';
import type { SmsCountry } from '@prosper/shared/schemas/sms';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';

/** The countries we may text, by calling code: none until an admin allows one (decision 049). */
export async function listSmsCountries(db: Db): Promise<SmsCountry[]> {
  return rowsOf<{ calling_code: string; name: string }>(
    await db.execute(sql`select calling_code, name from sms_countries order by name, calling_code`),
  ).map((r) => ({ callingCode: r.calling_code, name: r.name }));
}

/** Allows a country (or renames it); allowing it again changes nothing else. The audit log records it (decision 054). */
export async function allowSmsCountry(db: Tx, adminId: string, country: SmsCountry): Promise<SmsCountry> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sms_countries (calling_code, name) values (${country.callingCode}, ${country.name})
      on conflict (calling_code) do update set name = excluded.name`);
    await recordAdminAction(tx, {
      adminId,
      action: 'allow_sms_country',
      targetType: 'sms_country',
      targetId: country.callingCode,
      reason: `${country.name} (+${country.callingCode})`,
    });
  });
  return country;
}

export async function disallowSmsCountry(db: Tx, adminId: string, callingCode: string) {
  await db.transaction(async (tx) => {
    const [removed] = rowsOf<{ name: string }>(
      await tx.execute(sql`delete from sms_countries where calling_code = ${callingCode} returning name`),
    );
    if (!removed) throw new AppError(404, 'not_found', en.errors.notFound);
    await recordAdminAction(tx, {
      adminId,
      action: 'disallow_sms_country',
      targetType: 'sms_country',
      targetId: callingCode,
      reason: `${removed.name} (+${callingCode})`,
    });
  });
}
