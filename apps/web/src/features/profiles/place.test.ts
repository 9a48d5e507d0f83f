import { expect, it } from 'vitest';
import { placeNamesCountry } from './place.ts';

it('knows a place that ends with the country already names it', () => {
  expect(placeNamesCountry('Lagos, Lagos, Nigeria', 'Nigeria')).toBe(true);
  expect(placeNamesCountry('Accra, Greater Accra, ghana ', 'Ghana')).toBe(true);
  // The country alone, shown when there is no place.
  expect(placeNamesCountry('Rwanda', 'Rwanda')).toBe(true);
});

it('keeps a country the place does not name, such as a home country away from where one lives', () => {
  expect(placeNamesCountry('Nairobi, Nairobi City, Kenya', 'Ghana')).toBe(false);
  expect(placeNamesCountry('Westlands', 'Kenya')).toBe(false);
  expect(placeNamesCountry(null, 'Kenya')).toBe(false);
  expect(placeNamesCountry('Kigali', null)).toBe(false);
});
