import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import { messageSettingsSchema, reportSchema, sendMessageSchema, startThreadSchema } from '@prosper/shared/schemas/message';
import { rowId } from '@prosper/shared/schemas/ids';
import { memberText } from '@prosper/shared/schemas/text';
import { requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { cursorQuery, idParams, memberParams } from '../../lib/route-schemas.ts';
import { listBlocked, setBlocked } from './blocks.ts';
import { deleteMessage, listMessages, markThreadRead, sendMessage, unreadCount } from './messages.ts';
import { report } from './reports.ts';
import { messageSettings, updateMessageSettings } from './settings.ts';
import { findThread, listThreads, openThread } from './threads.ts';

/** Only signed-in members read and send messages (SPEC §6), told so in the spec's words. */
const signIn = en.messages.signInToSend;

/** Conversations between two members; every route checks that the viewer takes part. */
export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  app.get(
    '/api/messages/threads',
    {
      schema: {
        tags,
        summary: 'My conversations, most recent first; older ones by cursor',
        querystring: cursorQuery.extend({ q: memberText().max(100).optional() }),
      },
    },
    async (request) =>
      listThreads(app.db, {
        viewerId: (await requireMember(request, signIn)).id,
        q: request.query.q,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.get('/api/messages/unread-count', { schema: { tags, summary: 'Messages I have not read' } }, async (request) => ({
    unread: await unreadCount(app.db, { viewerId: (await requireMember(request, signIn)).id }),
  }));

  app.post(
    '/api/messages/threads',
    { schema: { tags, summary: 'Open the conversation with a member', body: startThreadSchema } },
    async (request) => openThread(app.db, { viewerId: (await requireMember(request, signIn)).id, recipientId: request.body.recipientId }),
  );

  app.get('/api/messages/threads/:id', { schema: { tags, summary: 'One of my conversations', params: idParams } }, async (request) =>
    findThread(app.db, { viewerId: (await requireMember(request, signIn)).id, threadId: request.params.id }),
  );

  app.get(
    '/api/messages/threads/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages, newest first; older ones by cursor',
        params: idParams,
        querystring: cursorQuery,
      },
    },
    async (request) =>
      listMessages(app.db, {
        viewerId: (await requireMember(request, signIn)).id,
        threadId: request.params.id,
        before: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/messages/threads/:id/messages',
    { schema: { tags, summary: 'Send a message', params: idParams, body: sendMessageSchema } },
    async (request, reply) =>
      reply.status(201).send(
        await sendMessage(app.db, {
          viewerId: (await requireMember(request, signIn)).id,
          threadId: request.params.id,
          content: request.body.content,
        }),
      ),
  );

  app.post(
    '/api/messages/threads/:id/read',
    { schema: { tags, summary: 'Mark what was sent to me here as read', params: idParams } },
    async (request, reply) => {
      await markThreadRead(app.db, { viewerId: (await requireMember(request, signIn)).id, threadId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.delete('/api/messages/:id', { schema: { tags, summary: 'Delete my message', params: idParams } }, async (request, reply) => {
    await deleteMessage(app.db, { viewerId: (await requireMember(request, signIn)).id, messageId: request.params.id });
    return reply.status(204).send();
  });

  for (const block of [true, false]) {
    app.route({
      method: block ? 'PUT' : 'DELETE',
      url: '/api/members/:id/block',
      schema: { tags, summary: block ? 'Block a member' : 'Unblock a member', params: memberParams },
      handler: async (request, reply) => {
        await setBlocked(app.db, {
          viewerId: (await requireMember(request, signIn)).id,
          memberId: request.params.id,
          block,
        });
        return reply.status(204).send();
      },
    });
  }

  app.get('/api/members/blocked', { schema: { tags, summary: 'Members I blocked' } }, async (request) => ({
    items: await listBlocked(app.db, { viewerId: (await requireMember(request, signIn)).id }),
  }));

  app.post(
    '/api/reports',
    { schema: { tags, summary: 'Report a member or one of their messages to the admins', body: reportSchema } },
    async (request, reply) => {
      await report(app.db, { ...request.body, viewerId: (await requireMember(request, signIn)).id });
      return reply.status(201).send({ message: en.messages.reported });
    },
  );

  app.get('/api/message-settings', { schema: { tags, summary: 'Who may message me, and read receipts' } }, async (request) =>
    messageSettings(app.db, { userId: (await requireMember(request, signIn)).id }),
  );

  app.patch(
    '/api/message-settings',
    { schema: { tags, summary: 'Change who may message me, and read receipts', body: messageSettingsSchema.partial() } },
    async (request) => updateMessageSettings(app.db, { ...request.body, userId: (await requireMember(request, signIn)).id }),
  );
}
