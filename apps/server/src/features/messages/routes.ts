import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEW_CONVERSATION_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  messageMemberSchema,
  messageSchema,
  messageSettingsSchema,
  messageThreadSchema,
  sendMessageSchema,
  startThreadSchema,
  unreadMessagesSchema,
} from '@prosper/shared/schemas/message';
import { searchText } from '@prosper/shared/schemas/text';
import { requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams, memberParams } from '../../lib/route-schemas.ts';
import { listBlocked, setBlocked } from './blocks.ts';
import { deleteMessage, listMessages, markThreadRead, sendMessage, unreadCount } from './messages.ts';
import { messageSettings, updateMessageSettings } from './settings.ts';
import { findThread, listThreads, openThread } from './threads.ts';

/** Only signed-in members read and send messages (SPEC §6), told so in the spec's words. */
const signIn = en.messages.signInToSend;
const blocked = 'one of the two members has blocked the other';

/** Conversations between two members; every route checks that the viewer takes part. */
export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  app.get(
    '/api/messages/threads',
    {
      schema: {
        tags,
        operationId: 'listThreads',
        summary: 'My conversations, most recent first; older ones by cursor',
        querystring: cursorQuery.extend({ q: searchText().max(100).optional() }),
        response: { 200: pageSchema(messageThreadSchema) },
      },
    },
    async (request) =>
      listThreads(app.db, {
        viewerId: (await requireMember(request, signIn)).id,
        q: request.query.q,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.get(
    '/api/messages/unread-count',
    {
      schema: { tags, operationId: 'getUnreadMessageCount', summary: 'Messages I have not read', response: { 200: unreadMessagesSchema } },
    },
    async (request) => ({ unread: await unreadCount(app.db, { viewerId: (await requireMember(request, signIn)).id }) }),
  );

  app.post(
    '/api/messages/threads',
    {
      schema: {
        tags,
        operationId: 'openThread',
        summary: 'Open the conversation with a member',
        body: startThreadSchema,
        response: {
          200: messageThreadSchema,
          ...refusals({
            400: 'a member cannot message themselves',
            403: `${blocked}, or the member takes no messages from the caller`,
            404: 'no member has that id',
          }),
        },
      },
    },
    async (request) => openThread(app.db, { viewerId: (await requireMember(request, signIn)).id, recipientId: request.body.recipientId }),
  );

  app.get(
    '/api/messages/threads/:id',
    {
      schema: {
        tags,
        operationId: 'getThread',
        summary: 'One of my conversations',
        params: idParams,
        response: { 200: messageThreadSchema },
      },
    },
    async (request) => findThread(app.db, { viewerId: (await requireMember(request, signIn)).id, threadId: request.params.id }),
  );

  app.get(
    '/api/messages/threads/:id/messages',
    {
      schema: {
        tags,
        operationId: 'listMessages',
        summary: 'Messages, newest first; older ones by cursor',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(messageSchema), ...refusals({ 403: blocked }) },
      },
    },
    async (request) =>
      listMessages(app.db, {
        viewerId: (await requireMember(request, signIn)).id,
        threadId: request.params.id,
        before: decodeCursor(request.query.cursor, rowId),
        storage: app.storage,
      }),
  );

  app.post(
    '/api/messages/threads/:id/messages',
    {
      schema: {
        tags,
        operationId: 'sendMessage',
        summary: 'Send a message',
        description:
          'Idempotent by `clientId`: a send repeated with the client id of a message the caller already sent answers 201 ' +
          'with that message, as the first send did, without storing, notifying or announcing it again. The same client ' +
          'id with another thread or other words is refused (409).',
        params: idParams,
        body: sendMessageSchema,
        response: {
          201: messageSchema,
          ...refusals({
            400: 'a photo or video is not the sender’s own, ready and unused private upload',
            403: blocked,
            409: 'the client id was already used for another message',
            429: `too many messages in a minute, or (for the first message of a conversation) over ${NEW_CONVERSATION_LIMIT.max} conversations started in a day with members who have not answered`,
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendMessage(app.db, {
          viewerId: (await requireMember(request, signIn)).id,
          threadId: request.params.id,
          content: request.body.content,
          mediaIds: request.body.mediaIds,
          clientId: request.body.clientId,
          storage: app.storage,
        }),
      ),
  );

  app.post(
    '/api/messages/threads/:id/read',
    {
      schema: {
        tags,
        operationId: 'markThreadRead',
        summary: 'Mark what was sent to me here as read',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await markThreadRead(app.db, {
        viewerId: (await requireMember(request, signIn)).id,
        threadId: request.params.id,
        storage: app.storage,
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/messages/:id',
    { schema: { tags, operationId: 'deleteMessage', summary: 'Delete my message', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteMessage(app.db, { viewerId: (await requireMember(request, signIn)).id, messageId: request.params.id });
      return reply.status(204).send();
    },
  );

  for (const block of [true, false]) {
    app.route({
      method: block ? 'PUT' : 'DELETE',
      url: '/api/members/:id/block',
      schema: {
        tags,
        operationId: block ? 'blockMember' : 'unblockMember',
        summary: block ? 'Block a member' : 'Unblock a member',
        params: memberParams,
        response: { 204: noContent, ...refusals({ 400: 'a member cannot block themselves' }) },
      },
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

  app.get(
    '/api/members/blocked',
    {
      schema: {
        tags,
        operationId: 'listBlockedMembers',
        summary: 'Members I blocked',
        response: { 200: z.object({ items: z.array(messageMemberSchema) }) },
      },
    },
    async (request) => ({ items: await listBlocked(app.db, { viewerId: (await requireMember(request, signIn)).id }) }),
  );

  app.get(
    '/api/message-settings',
    {
      schema: {
        tags,
        operationId: 'getMessageSettings',
        summary: 'Who may message me, and read receipts',
        response: { 200: messageSettingsSchema },
      },
    },
    async (request) => messageSettings(app.db, { userId: (await requireMember(request, signIn)).id }),
  );

  app.patch(
    '/api/message-settings',
    {
      schema: {
        tags,
        operationId: 'updateMessageSettings',
        summary: 'Change who may message me, and read receipts',
        body: messageSettingsSchema.partial(),
        response: { 200: messageSettingsSchema },
      },
    },
    async (request) => updateMessageSettings(app.db, { ...request.body, userId: (await requireMember(request, signIn)).id }),
  );
}
