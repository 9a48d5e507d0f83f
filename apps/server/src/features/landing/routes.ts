import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingSchema } from '@prosper/shared/schemas/landing';
import { memoFor } from './memo.ts';
import { landingShowcase } from './showcase.ts';

/** How long one answer serves everyone, here and in browsers and caches on the way. */
export const LANDING_MAX_AGE_SECONDS = 60;

/** The landing page's data: public, the same for everyone, so cached on the server and on the way. */
export async function landingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const showcase = memoFor(LANDING_MAX_AGE_SECONDS * 1000, () => landingShowcase(app.db));
  app.get(
    '/api/landing',
    {
      schema: {
        tags: ['landing'],
        operationId: 'getLanding',
        summary: 'A few listed mentors (public fields only) and the platform’s figures; cached for a minute',
        response: { 200: landingSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${LANDING_MAX_AGE_SECONDS}`);
      return showcase();
    },
  );
}
