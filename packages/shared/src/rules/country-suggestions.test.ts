import { expect, it } from 'vitest';
import { COUNTRIES } from '../constants/countries.ts';
import { suggestCountries } from './country-suggestions.ts';

it('lists the 54 African countries', () => {
  expect(COUNTRIES).toHaveLength(54);
  expect(new Set(COUNTRIES).size).toBe(54);
});

it('suggests nothing under three characters', () => {
  expect(suggestCountries('ke')).toEqual([]);
  expect(suggestCountries('  ni ')).toEqual([]);
});

it('finds countries by start first, then anywhere, ignoring case and accents, five at most', () => {
  expect(suggestCountries('KEN')).toEqual(['Kenya']);
  expect(suggestCountries('cote')).toEqual(['Côte d’Ivoire']);
  expect(suggestCountries('sao')).toEqual(['São Tomé and Príncipe']);
  expect(suggestCountries('nig')).toEqual(['Niger', 'Nigeria']);
  expect(suggestCountries('gui')).toEqual(['Guinea', 'Guinea-Bissau', 'Equatorial Guinea']);
  expect(suggestCountries('ia').length).toBe(0);
  expect(suggestCountries('ria').length).toBeLessThanOrEqual(5);
});
