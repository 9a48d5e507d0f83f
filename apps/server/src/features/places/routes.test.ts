import { expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { searchPlaces } from './service.ts';

// The real search, which one test makes fail.
vi.mock('./service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./service.ts')>();
  return { ...actual, searchPlaces: vi.fn(actual.searchPlaces) };
});

const t = useTestApp();

const places = (query: string) => t.app.inject({ method: 'GET', url: `/api/places${query}` });

it('answers up to five places to anyone, cacheable for a day', async () => {
  const res = await places('?q=abidj');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.json()).toEqual({ places: ['Abidjan, Abidjan, Côte d’Ivoire'] });

  const many = await places(`?q=${encodeURIComponent('São')}`);
  expect(many.json().places).toHaveLength(5);
});

it('answers an empty list under three characters or without q', async () => {
  expect((await places('?q=ab')).json()).toEqual({ places: [] });
  const none = await places('');
  expect(none.statusCode).toBe(200);
  expect(none.json()).toEqual({ places: [] });
});

it('refuses a query over 100 characters with the error shape', async () => {
  const res = await places(`?q=${'a'.repeat(101)}`);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'invalid_input', message: 'Too long', fields: { q: 'Too long' } } });
});

it('answers an empty list, not cached, when the search fails', async () => {
  vi.mocked(searchPlaces).mockImplementationOnce(() => {
    throw new Error('index unreadable');
  });
  const res = await places('?q=lagos');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ places: [] });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('is described in the OpenAPI document under places', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.paths['/api/places'].get.tags).toEqual(['places']);
});
