import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import { onboardingSaveSchema } from '@prosper/shared/schemas/mentor-onboarding';
import { requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProfile } from './queries.ts';
import { completeOnboarding, saveOnboardingStep } from './mentor-onboarding.ts';

async function requireMentor(request: FastifyRequest) {
  const viewer = await requireViewer(request);
  if (viewer.profile?.role !== 'mentor') throw new AppError(403, 'not_a_mentor', en.errors.notAMentor);
  return viewer.user.id;
}

export async function mentorOnboardingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/mentor-onboarding',
    { schema: { tags: ['mentor-onboarding'], summary: 'Save one onboarding step', body: onboardingSaveSchema } },
    async (request) => {
      const mentorId = await requireMentor(request);
      await saveOnboardingStep(app.db, mentorId, request.body);
      return findProfile(app.db, mentorId, mentorId);
    },
  );

  app.post(
    '/api/mentor-onboarding/complete',
    { schema: { tags: ['mentor-onboarding'], summary: 'Finish onboarding: the mentor is listed' } },
    async (request) => {
      const mentorId = await requireMentor(request);
      await completeOnboarding(app.db, mentorId);
      return findProfile(app.db, mentorId, mentorId);
    },
  );
}
