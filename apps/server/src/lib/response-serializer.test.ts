import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer.ts';

const member = z.object({ id: z.string(), name: z.string(), joinedAt: z.iso.datetime(), avatarUrl: z.string().nullable() });
const answer = z.object({
  member,
  manager: member.nullable(),
  tags: z.array(z.string()),
  data: z.record(z.string(), z.unknown()).nullable(),
  rating: z.number().nullable(),
});

/** A route answering `body` through the app's serializer with the schema above. */
async function serialized(body: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: answer } } }, async () => body);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

it('sends only the fields the schema names, at every depth', async () => {
  const res = await serialized({
    member: {
      id: 'm1',
      name: 'Amina',
      joinedAt: '2025-01-02T03:04:05.000Z',
      avatarUrl: null,
      email: 'amina@example.com',
      passwordHash: 'x',
    },
    manager: null,
    tags: ['career'],
    data: { session_id: 's1', rating: 5 },
    rating: 4.5,
    internalNote: 'never shown',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    member: { id: 'm1', name: 'Amina', joinedAt: '2025-01-02T03:04:05.000Z', avatarUrl: null },
    manager: null,
    tags: ['career'],
    data: { session_id: 's1', rating: 5 },
    rating: 4.5,
  });
});

it('writes a Date as its ISO instant, and a nullable object that is there as itself', async () => {
  const joinedAt = new Date('2025-06-07T08:09:10.123Z');
  const res = await serialized({
    member: { id: 'm1', name: 'Amina', joinedAt, avatarUrl: '/uploads/a.webp' },
    manager: { id: 'm2', name: 'Kwame', joinedAt, avatarUrl: null },
    tags: [],
    data: null,
    rating: null,
  });
  expect(res.json()).toMatchObject({
    member: { joinedAt: '2025-06-07T08:09:10.123Z', avatarUrl: '/uploads/a.webp' },
    manager: { id: 'm2', joinedAt: '2025-06-07T08:09:10.123Z' },
    data: null,
    rating: null,
  });
});

it('refuses to send an answer missing a field the schema requires', async () => {
  const res = await serialized({ member: { id: 'm1', name: 'Amina', avatarUrl: null }, manager: null, tags: [], data: null, rating: null });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('Amina');
});
