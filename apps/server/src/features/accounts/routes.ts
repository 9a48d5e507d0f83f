import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGN_UP_ATTEMPTS_PER_IP, SIGN_UP_ATTEMPTS_PER_EMAIL, SIGN_UPS_PER_IP } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { fieldProblems, firstProblem, signedUpSchema, signUpFieldsSchema, signUpSchema } from '@prosper/shared/schemas/sign-up';
import { viewerSchema } from '@prosper/shared/schemas/viewer';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { accountExistsMail } from '../../mail/templates.ts';
import { createAccount } from './service.ts';

export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/accounts/sign-up',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'signUp',
        summary: 'Create an account; a confirmation link is emailed, returning to returnTo (a page of this site) once confirmed',
        body: signUpFieldsSchema,
        response: {
          201: signedUpSchema,
          ...refusals({
            429: 'too many sign-up attempts from this address or for this email, or too many accounts made from this address',
          }),
        },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `ip:sign-up:${request.ip}`, SIGN_UP_ATTEMPTS_PER_IP);
      const parsed = signUpSchema.safeParse(request.body);
      if (!parsed.success) {
        throw new AppError(400, 'invalid_sign_up', firstProblem(parsed.error).title, fieldProblems(parsed.error));
      }
      const data = parsed.data;
      await consumeRateLimit(app.db, `account:sign-up:${data.email}`, SIGN_UP_ATTEMPTS_PER_EMAIL);
      // Counted for an email already taken too, so the answer does not tell the two apart.
      await consumeRateLimit(app.db, `sign-ups:${request.ip}`, SIGN_UPS_PER_IP, en.errors.tooManySignUps);
      const result = await createAccount(app.db, data);
      // The same answer either way, so nobody learns which addresses have accounts here.
      setImmediate(() => {
        const send =
          result.status === 'created'
            ? app.auth.api.sendVerificationEmail({ body: { email: data.email, callbackURL: data.returnTo ?? undefined } })
            : app.mailer.send(accountExistsMail(data.email, 'there', `${app.config.publicUrl}/auth`));
        send.catch((err: unknown) => request.log.error({ err }, 'sign-up mail could not be sent'));
      });
      return reply.status(201).send({ email: data.email });
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'getViewer',
        summary: 'The signed-in member, or null',
        response: { 200: viewerSchema.nullable() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findViewer(request);
    },
  );
}
