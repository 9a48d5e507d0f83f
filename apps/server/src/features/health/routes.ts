import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from '../../lib/app-error.ts';
import { refusals } from '../../lib/openapi-responses.ts';

export async function healthRoutes(fastify: FastifyInstance) {
  // Checks arriving while a ping is on its way share its answer: a monitor polling hard, or many,
  // costs one query at a time, and each answer still comes from a ping that ended after it was asked.
  let pinging: Promise<boolean> | undefined;
  const ping = () => {
    pinging ??= fastify.database.ping().finally(() => {
      pinging = undefined;
    });
    return pinging;
  };
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
      if (await ping()) return { status: 'ok' as const };
      throw new AppError(503, 'unavailable', en.errors.unavailable);
    },
  );
}
