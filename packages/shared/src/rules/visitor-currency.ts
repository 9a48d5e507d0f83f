import { type Currency, DEFAULT_CURRENCY } from '../constants/currencies.ts';

/*
 * A visitor has no currency setting, so prices are shown in a guess at theirs: where the browser's
 * clock says they are, then the region of their languages, then US dollars. The clock comes first
 * because many phones in Africa run English (United States) whatever the country, while the time
 * zone follows the place. Only the SPEC §9 currencies can come out.
 */

/** Countries (ISO 3166 alpha-2) whose money is one of ours. Lesotho, Eswatini and Namibia peg theirs to the rand, which is legal tender there. */
const COUNTRY_CURRENCY: Record<string, Currency> = {
  NG: 'NGN',
  KE: 'KES',
  GH: 'GHS',
  ZA: 'ZAR',
  LS: 'ZAR',
  SZ: 'ZAR',
  NA: 'ZAR',
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  US: 'USD',
  ...Object.fromEntries(
    ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'].map((c) => [
      c,
      'EUR' as const,
    ]),
  ),
};

/** Time zones (IANA) of those countries; a zone shared by several countries is left out. */
const ZONE_COUNTRY: Record<string, string> = {
  'Africa/Lagos': 'NG',
  'Africa/Nairobi': 'KE',
  'Africa/Accra': 'GH',
  'Africa/Johannesburg': 'ZA',
  'Africa/Maseru': 'LS',
  'Africa/Mbabane': 'SZ',
  'Africa/Windhoek': 'NA',
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Isle_of_Man': 'IM',
  'Europe/Jersey': 'JE',
  'Europe/Guernsey': 'GG',
  'Europe/Vienna': 'AT',
  'Europe/Brussels': 'BE',
  'Europe/Zagreb': 'HR',
  'Asia/Nicosia': 'CY',
  'Europe/Nicosia': 'CY',
  'Europe/Tallinn': 'EE',
  'Europe/Helsinki': 'FI',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Athens': 'GR',
  'Europe/Dublin': 'IE',
  'Europe/Rome': 'IT',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Luxembourg': 'LU',
  'Europe/Malta': 'MT',
  'Europe/Amsterdam': 'NL',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Bratislava': 'SK',
  'Europe/Ljubljana': 'SI',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
};

/** The region of a language tag ('en-NG' → 'NG', 'fr-Latn-FR' → 'FR'), or null. */
function regionOf(locale: string): string | null {
  try {
    return new Intl.Locale(locale).region ?? null;
  } catch {
    return null;
  }
}

/** The display currency for a visitor with this time zone and these languages (most preferred first). */
export function visitorCurrency({ timeZone, locales }: { timeZone?: string | null; locales?: readonly string[] }): Currency {
  const zoneCountry = timeZone ? ZONE_COUNTRY[timeZone] : undefined;
  if (zoneCountry) return COUNTRY_CURRENCY[zoneCountry]!;
  for (const locale of locales ?? []) {
    const region = regionOf(locale);
    const currency = region ? COUNTRY_CURRENCY[region] : undefined;
    if (currency) return currency;
  }
  return DEFAULT_CURRENCY;
}
