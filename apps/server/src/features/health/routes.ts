import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from '../../lib/app-error.ts';
import { refusals } from '../../lib/openapi-responses.ts';

export async function healthRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: '200 when the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), ...refusals({ 503: 'the database does not answer' }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await fastify.database.ping()) return { status: 'ok' as const };
      throw new AppError(503, 'unavailable', en.errors.unavailable);
    },
  );
}
