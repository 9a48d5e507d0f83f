import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeKey, searchPlaces } from './service.ts';

describe('searchPlaces', () => {
  it('finds the big cities from the first letters, as "name, region, country"', () => {
    expect(searchPlaces('abidj')[0]).toBe('Abidjan, Abidjan, Côte d’Ivoire');
    expect(searchPlaces('bamako')[0]).toBe('Bamako, Bamako, Mali');
    expect(searchPlaces('lagos')[0]).toBe('Lagos, Lagos, Nigeria');
    expect(searchPlaces('nairo')[0]).toBe('Nairobi, Nairobi City, Kenya');
    expect(searchPlaces('kinsh')[0]).toBe('Kinshasa, Kinshasa, Democratic Republic of the Congo');
  });

  it('ignores case, accents, spaces around, apostrophes and hyphens', () => {
    const saoTome = 'São Tomé, Água Grande, São Tomé and Príncipe';
    expect(searchPlaces('SAO TOME')[0]).toBe(saoTome);
    expect(searchPlaces('são')).toContain(saoTome);
    expect(searchPlaces('  ABIDJAN ')[0]).toBe('Abidjan, Abidjan, Côte d’Ivoire');
    expect(searchPlaces('ndjamena')[0]).toBe('N’Djamena, N’Djamena, Chad');
    expect(searchPlaces('ile ife')[0]).toBe('Ile-Ife, Osun, Nigeria');
  });

  it('puts the bigger place first among names that start alike', () => {
    expect(searchPlaces('bama').slice(0, 2)).toEqual(['Bamako, Bamako, Mali', 'Bama, Borno, Nigeria']);
  });

  it('lists names starting with the query before names containing it', () => {
    for (const query of ['ako', 'abid', 'port', 'alex']) {
      const starts = searchPlaces(query).map((label) => placeKey(label).startsWith(query));
      expect(starts, query).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    }
    expect(searchPlaces('ako')).toContain('Bamako, Bamako, Mali');
  });

  it('answers nothing under three characters or for an unknown name', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('ab')).toEqual([]);
    expect(searchPlaces(' é ')).toEqual([]);
    expect(searchPlaces('xyzzy')).toEqual([]);
  });

  it('answers at most the limit, five by default, never the same place twice', () => {
    for (const query of ['ana', 'san', 'port']) {
      const found = searchPlaces(query);
      expect(found).toHaveLength(5);
      expect(new Set(found).size).toBe(5);
    }
    expect(searchPlaces('ana', 2)).toHaveLength(2);
  });
});

describe('places-index.json', () => {
  const index = JSON.parse(readFileSync(new URL('./places-index.json', import.meta.url), 'utf8')) as {
    countries: string[];
    places: [string, string, number, string][];
  };

  it('covers the 54 countries, and its keys fold as searches do (rebuild it after changing placeKey)', () => {
    expect(index.countries).toHaveLength(54);
    const stale = index.places.filter(([name, , , key]) => key !== placeKey(name));
    expect(stale).toEqual([]);
  });
});
