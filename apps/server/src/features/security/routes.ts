import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInId } from '@prosper/shared/schemas/ids';
import { activeSignInListSchema, securitySettingsInputSchema, securitySettingsSchema } from '@prosper/shared/schemas/security';
import { requireMember } from '../../auth/guards.ts';
import { noContent } from '../../lib/openapi-responses.ts';
import { securitySettings, updateSecuritySettings } from './settings.ts';
import { endSignIn, listSignIns } from './sign-ins.ts';

/** The member's own security settings and sign-ins; nobody else's can be named. */
export async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];

  app.get(
    '/api/security-settings',
    {
      schema: {
        tags,
        operationId: 'getSecuritySettings',
        summary: 'My security settings (made with the defaults on first read)',
        response: { 200: securitySettingsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return securitySettings(app.db, member.id);
    },
  );

  app.put(
    '/api/security-settings',
    {
      schema: {
        tags,
        operationId: 'updateSecuritySettings',
        summary: 'Change my security settings; two-factor authentication is turned on and off by its own flow, under auth',
        body: securitySettingsInputSchema,
        response: { 200: securitySettingsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return updateSecuritySettings(app.db, member.id, request.body);
    },
  );

  app.get(
    '/api/sign-ins',
    {
      schema: {
        tags,
        operationId: 'listSignIns',
        summary: 'Where I am signed in: device, browser, place when known, last activity; this one marked',
        response: { 200: activeSignInListSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { signIns: await listSignIns(app.db, { userId: member.id, currentId: request.signInId }) };
    },
  );

  app.delete(
    '/api/sign-ins/:id',
    {
      schema: {
        tags,
        operationId: 'endSignIn',
        summary: 'Sign out one of my sign-ins (this one too, if named)',
        params: z.object({ id: signInId }),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await endSignIn(app.db, { userId: member.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
