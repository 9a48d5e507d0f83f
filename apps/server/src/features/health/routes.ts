import type { FastifyInstance } from 'fastify';
import { en } from '@prosper/shared/i18n/en';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['health'], summary: '200 when the database answers' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await app.database.ping()) return { status: 'ok' };
    return reply.status(503).send({ error: { code: 'unavailable', message: en.errors.unavailable } });
  });
}
