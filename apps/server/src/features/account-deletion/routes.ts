import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { RESTORE_ATTEMPTS_PER_ACCOUNT, RESTORE_ATTEMPTS_PER_IP } from '@prosper/shared/constants/limits';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import { deleteAccountSchema, restoreAccountSchema } from '@prosper/shared/schemas/account-deletion';
import { requireMember } from '../../auth/guards.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { closeAccount, restoreAccount } from './closure.ts';

/**
 * Deleting one's own account (there is no id: nobody can delete another member's) and restoring it
 * within the grace period, with the credentials of a sign-in (decision 031).
 */
export async function accountDeletionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account-deletion'];

  app.delete(
    '/api/account',
    {
      schema: {
        tags,
        operationId: 'deleteMyAccount',
        summary: `Delete my account with my password (and a code when two-factor authentication is on): every sign-in ends, the account is closed, and erased after ${ACCOUNT_GRACE_DAYS} days unless restored`,
        body: deleteAccountSchema,
        response: {
          204: noContent,
          ...refusals({
            400: 'the password or the code is wrong, or two-factor authentication is on and no code was sent',
            409: 'the caller is the last admin, or money still moves for them (a checkout, a refund, a no-show dispute)',
          }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const headers = fromNodeHeaders(request.headers);
      await closeAccount(app.db, app.auth, { ...request.body, memberId: member.id, role: member.role, headers });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/restore',
    {
      schema: {
        tags,
        operationId: 'restoreMyAccount',
        summary: 'Restore a closed account within its grace period, with its email and password; sign in afterwards as usual',
        body: restoreAccountSchema,
        response: {
          204: noContent,
          ...refusals({
            401: 'the email or the password is wrong',
            409: 'the account is not closed',
            429: `over ${RESTORE_ATTEMPTS_PER_IP.max} attempts from this address, or ${RESTORE_ATTEMPTS_PER_ACCOUNT.max} for this email, in ten minutes`,
          }),
        },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `ip:restore:${request.ip}`, RESTORE_ATTEMPTS_PER_IP);
      await consumeRateLimit(app.db, `account:restore:${request.body.email.trim().toLowerCase()}`, RESTORE_ATTEMPTS_PER_ACCOUNT);
      await restoreAccount(app.db, app.auth, request.body);
      return reply.status(204).send();
    },
  );
}
