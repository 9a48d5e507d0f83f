import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../../auth/guards.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { sendChannelTest, type TestChannel } from './channel-tests.ts';

/**
 * "Send a test" for in-app, email and push (issue 28, item 7), as POST /api/sms/test is for texts:
 * one route per channel, to the signed-in member only.
 */
export async function channelTestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const routes: { url: string; channel: TestChannel; operationId: string; summary: string; extra: Partial<Record<409 | 503, string>> }[] = [
    {
      url: '/api/in-app/test',
      channel: 'in_app',
      operationId: 'sendInAppTest',
      summary: 'Put a test notification in my notifications',
      extra: { 409: 'in-app notifications are off' },
    },
    {
      url: '/api/email/test',
      channel: 'email',
      operationId: 'sendEmailTest',
      summary: 'Mail a test to my email address',
      extra: { 409: 'email notifications are off' },
    },
    {
      url: '/api/push/test',
      channel: 'push',
      operationId: 'sendPushTest',
      summary: 'Push a test to each of my devices',
      extra: { 409: 'push notifications are off, or no device gets them', 503: 'no push service took it' },
    },
  ];
  for (const r of routes) {
    app.post(
      r.url,
      {
        schema: {
          tags,
          operationId: r.operationId,
          summary: r.summary,
          response: { 204: noContent, ...refusals({ ...r.extra, 429: 'too many tests in an hour' }) },
        },
      },
      async (request, reply) => {
        const member = await requireMember(request);
        await sendChannelTest(app, member.id, r.channel);
        return reply.status(204).send();
      },
    );
  }
}
