import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRouteAccess } from './route-access.ts';

describe('the route access table', () => {
  it('stops the app from starting when an API route is missing from it', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    expect(() => app.get('/api/unlisted', async () => ({}))).toThrow('GET /api/unlisted is missing from ROUTE_ACCESS');
    await app.close();
  });

  it('puts who may call into the route schema the document is made from', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    let schema: Record<string, unknown> | undefined;
    app.addHook('onRoute', (route) => {
      schema = route.schema as Record<string, unknown>;
    });
    app.get('/api/health', async () => ({}));
    app.patch('/api/articles/:id', async () => ({}));
    expect(schema).toMatchObject({ security: [{ sessionCookie: [] }], 'x-access': { caller: 'member', resource: 'owner' } });
    await app.close();
  });
});
