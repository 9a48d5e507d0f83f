import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushDeviceListSchema, pushDeviceSchema, pushPublicKeySchema, pushSubscriptionInputSchema } from '@prosper/shared/schemas/push';
import { requireMember } from '../../auth/guards.ts';
import { noContent } from '../../lib/openapi-responses.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { listPushDevices, removePushDevice, subscribePush } from './subscriptions.ts';

/** Web push (decision 047): the key browsers subscribe with, and each member's own devices. */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        operationId: 'getPushPublicKey',
        summary: 'The public VAPID key to subscribe this browser with (the private key never leaves the server)',
        response: { 200: pushPublicKeySchema },
      },
    },
    async (request) => {
      await requireMember(request);
      return { publicKey: app.config.vapid.publicKey };
    },
  );

  app.get(
    '/api/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'listPushDevices',
        summary: 'My devices that get push notifications',
        response: { 200: pushDeviceListSchema },
      },
    },
    async (request) => ({ devices: await listPushDevices(app.db, (await requireMember(request)).id) }),
  );

  app.post(
    '/api/push-subscriptions',
    {
      schema: {
        tags,
        operationId: 'subscribePush',
        summary: "Get push notifications on this device: its browser's subscription, as PushSubscription.toJSON() gives it",
        description: 'Sending the same subscription again refreshes it; one at a push service we do not send to is refused.',
        body: pushSubscriptionInputSchema,
        response: { 200: pushDeviceSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return subscribePush(app.db, {
        userId: member.id,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? null,
        pushServiceOrigins: app.config.pushServiceOrigins,
      });
    },
  );

  app.delete(
    '/api/push-subscriptions/:id',
    {
      schema: {
        tags,
        operationId: 'removePushDevice',
        summary: 'Stop push notifications to one of my devices',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await removePushDevice(app.db, { userId: member.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
