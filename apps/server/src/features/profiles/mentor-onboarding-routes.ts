import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardingSaveSchema } from '@prosper/shared/schemas/mentor-onboarding';
import { requireMentor } from '../../auth/guards.ts';
import { findProfile } from './queries.ts';
import { completeOnboarding, saveOnboardingStep } from './mentor-onboarding.ts';

export async function mentorOnboardingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/mentor-onboarding',
    { schema: { tags: ['mentor-onboarding'], summary: 'Save one onboarding step', body: onboardingSaveSchema } },
    async (request) => {
      const mentorId = (await requireMentor(request)).id;
      await saveOnboardingStep(app.db, mentorId, request.body);
      return findProfile(app.db, mentorId, mentorId);
    },
  );

  app.post(
    '/api/mentor-onboarding/complete',
    { schema: { tags: ['mentor-onboarding'], summary: 'Finish onboarding: the mentor is listed' } },
    async (request) => {
      const mentorId = (await requireMentor(request)).id;
      await completeOnboarding(app.db, mentorId);
      return findProfile(app.db, mentorId, mentorId);
    },
  );
}
