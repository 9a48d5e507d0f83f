import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { welcomeCloseSchema, welcomeStateSchema } from '@prosper/shared/schemas/goal';
import { requireMember } from '../../auth/guards.ts';
import { closeWelcome, findWelcome } from './welcome.ts';

/** The first-run welcome's state (SPEC §2 /welcome, ISSUE-NOTES 18): the dashboard offers it while both are null. */
export async function welcomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['welcome'];

  app.get(
    '/api/welcome',
    {
      schema: {
        tags,
        operationId: 'getWelcome',
        summary: 'Whether I finished or skipped the welcome',
        response: { 200: welcomeStateSchema },
      },
    },
    async (request) => findWelcome(app.db, { memberId: (await requireMember(request)).id }),
  );

  app.put(
    '/api/welcome',
    {
      schema: {
        tags,
        operationId: 'closeWelcome',
        summary: 'Finish or skip the welcome, for good (the first answer stands)',
        body: welcomeCloseSchema,
        response: { 200: welcomeStateSchema },
      },
    },
    async (request) => closeWelcome(app.db, { memberId: (await requireMember(request)).id, outcome: request.body.outcome }),
  );
}
