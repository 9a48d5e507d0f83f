import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { placesSchema } from '@prosper/shared/schemas/place';
import { searchText } from '@prosper/shared/schemas/text';
import { searchPlaces } from './service.ts';

const placesQuery = z.object({ q: searchText().max(100, en.validation.tooLong).default('') });

export async function placesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        operationId: 'searchPlaces',
        summary: 'Up to 5 towns and cities of Africa for what was typed, as "name, region, country"; public',
        querystring: placesQuery,
        response: { 200: placesSchema },
      },
    },
    async (request, reply) => {
      // The index changes only with a deploy, and the answer is the same for everyone.
      reply.header('cache-control', 'public, max-age=86400');
      try {
        return { places: searchPlaces(request.query.q) };
      } catch (err) {
        // A suggestion list is a convenience: without the index the field simply suggests nothing.
        request.log.error({ err }, 'places could not be searched');
        reply.header('cache-control', 'no-store');
        return { places: [] };
      }
    },
  );
}
