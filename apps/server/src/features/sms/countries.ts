import { sql } from 'drizzle-orm';
import type { SmsCountry } from '@prosper/shared/schemas/sms';
import { type Db, rowsOf } from '../../db/client.ts';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from '../../lib/app-error.ts';

/** The countries we may text, by calling code: none until an admin allows one (decision 049). */
export async function listSmsCountries(db: Db): Promise<SmsCountry[]> {
  return rowsOf<{ calling_code: string; name: string }>(
    await db.execute(sql`select calling_code, name from sms_countries order by name, calling_code`),
  ).map((r) => ({ callingCode: r.calling_code, name: r.name }));
}

/** Allows a country (or renames it); allowing it again changes nothing else. */
export async function allowSmsCountry(db: Db, country: SmsCountry): Promise<SmsCountry> {
  await db.execute(sql`
    insert into sms_countries (calling_code, name) values (${country.callingCode}, ${country.name})
    on conflict (calling_code) do update set name = excluded.name`);
  return country;
}

export async function disallowSmsCountry(db: Db, callingCode: string) {
  const removed = rowsOf(await db.execute(sql`delete from sms_countries where calling_code = ${callingCode} returning calling_code`));
  if (removed.length === 0) throw new AppError(404, 'not_found', en.errors.notFound);
}
