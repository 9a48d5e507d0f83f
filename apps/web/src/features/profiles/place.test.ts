import { expect, it } from 'vitest';
import { placeOf } from './place.ts';

it('names the country once when the place already ends with it', () => {
  expect(placeOf('Lagos, Lagos, Nigeria', 'Nigeria')).toBe('Lagos, Lagos, Nigeria');
  expect(placeOf('Accra, Greater Accra, ghana', 'Ghana')).toBe('Accra, Greater Accra, ghana');
});

it('adds the country after a place that does not name it', () => {
  expect(placeOf('Westlands', 'Kenya')).toBe('Westlands, Kenya');
});

it('is the place or the country alone when only one is known, and nothing when neither is', () => {
  expect(placeOf('Kigali', null)).toBe('Kigali');
  expect(placeOf(null, 'Rwanda')).toBe('Rwanda');
  expect(placeOf('  ', 'Rwanda')).toBe('Rwanda');
  expect(placeOf(null, null)).toBeNull();
});
