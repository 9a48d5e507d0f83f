import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mentorFilterOptionsSchema,
  mentorSearchResultSchema,
  mentorSearchSchema,
  suggestionsSchema,
} from '@prosper/shared/schemas/mentor-search';
import { requireMember } from '../../auth/guards.ts';
import { mentorFilterOptions, searchMentors } from './search.ts';
import { suggestMentors } from './suggestions.ts';

export async function mentorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/mentors',
    {
      schema: {
        tags: ['mentors'],
        operationId: 'searchMentors',
        summary: 'Search listed mentors',
        querystring: mentorSearchSchema,
        response: { 200: mentorSearchResultSchema },
      },
    },
    async (request) => {
      await requireMember(request);
      return searchMentors(app.db, request.query);
    },
  );

  app.get(
    '/api/mentors/suggestions',
    {
      schema: {
        tags: ['mentors'],
        operationId: 'suggestMentors',
        summary: 'Mentors suggested for the signed-in member, with the reasons',
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { items: await suggestMentors(app.db, member.id) };
    },
  );

  app.get(
    '/api/mentors/filters',
    {
      schema: {
        tags: ['mentors'],
        operationId: 'getMentorFilters',
        summary: 'The choices the mentor filters offer',
        response: { 200: mentorFilterOptionsSchema },
      },
    },
    async (request, reply) => {
      await requireMember(request);
      reply.header('cache-control', 'private, max-age=300');
      return mentorFilterOptions(app.db);
    },
  );
}
