import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardingSaveSchema } from '@prosper/shared/schemas/mentor-onboarding';
import { profileSchema } from '@prosper/shared/schemas/profile';
import { requireMentor } from '../../auth/guards.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { profileOrNotFound } from './queries.ts';
import { completeOnboarding, saveOnboardingStep } from './mentor-onboarding.ts';

export async function mentorOnboardingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/mentor-onboarding',
    {
      schema: {
        tags: ['mentor-onboarding'],
        operationId: 'saveOnboardingStep',
        summary: 'Save one onboarding step',
        body: onboardingSaveSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const mentorId = (await requireMentor(request)).id;
      await saveOnboardingStep(app.db, mentorId, request.body);
      return profileOrNotFound(app.db, mentorId, mentorId);
    },
  );

  app.post(
    '/api/mentor-onboarding/complete',
    {
      schema: {
        tags: ['mentor-onboarding'],
        operationId: 'completeOnboarding',
        summary: 'Finish onboarding: the mentor is listed',
        response: { 200: profileSchema, ...refusals({ 400: 'a step is not complete (`fields` names what is missing)' }) },
      },
    },
    async (request) => {
      const mentorId = (await requireMentor(request)).id;
      await completeOnboarding(app.db, mentorId);
      return profileOrNotFound(app.db, mentorId, mentorId);
    },
  );
}
