import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONNECTION_REQUEST_LIMIT } from '@prosper/shared/constants/limits';
import { CONNECTION_STATES_MAX } from '@prosper/shared/constants/networks';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  connectionItemSchema,
  connectionRequestBodySchema,
  connectionRequestItemSchema,
  connectionStateSchema,
  connectionStatesQuerySchema,
  connectionStatesSchema,
  connectionsQuerySchema,
  REQUEST_BOXES,
} from '@prosper/shared/schemas/network';
import { requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, memberParams } from '../../lib/route-schemas.ts';
import {
  answerRequest,
  askToConnect,
  connectionState,
  connectionStates,
  markRequestsRead,
  removeConnection,
  withdrawRequest,
} from './connections.ts';
import { listConnections, listRequests } from './lists.ts';

const tags = ['networks'];

/** Connections and the requests that make them (issue 17); each route names the other member by id. */
export async function connectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/networks/connections',
    {
      schema: {
        tags,
        operationId: 'listConnections',
        summary: 'My connections, newest first, found by name',
        querystring: cursorQuery.extend(connectionsQuerySchema.shape),
        response: { 200: pageSchema(connectionItemSchema) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const after = decodeCursor(request.query.cursor, memberId);
      return listConnections(app.db, { viewerId: member.id, q: request.query.q || undefined, after });
    },
  );

  app.get(
    '/api/networks/connections/:id',
    {
      schema: {
        tags,
        operationId: 'connectionState',
        summary: 'Where I stand with a member: connected, a request either way, or nothing',
        params: memberParams,
        response: { 200: connectionStateSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return connectionState(app.db, { viewerId: member.id, memberId: request.params.id });
    },
  );

  app.get(
    '/api/networks/states',
    {
      schema: {
        tags,
        operationId: 'connectionStates',
        summary: 'Where I stand with each of a page of members, in one answer (the Connect buttons of a list)',
        querystring: connectionStatesQuerySchema,
        response: {
          200: connectionStatesSchema,
          ...refusals({ 400: `no ids, a malformed id, or more than ${CONNECTION_STATES_MAX} ids` }),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { states: await connectionStates(app.db, { viewerId: member.id, ids: request.query.ids }) };
    },
  );

  app.delete(
    '/api/networks/connections/:id',
    {
      schema: {
        tags,
        operationId: 'removeConnection',
        summary: 'Remove a connection, for both',
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await removeConnection(app.db, { viewerId: member.id, memberId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/networks/requests',
    {
      schema: {
        tags,
        operationId: 'listConnectionRequests',
        summary: 'My pending requests, received or sent, newest first',
        querystring: cursorQuery.extend({ box: z.enum(REQUEST_BOXES).default('received') }),
        response: { 200: pageSchema(connectionRequestItemSchema) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const after = decodeCursor(request.query.cursor, rowId);
      return listRequests(app.db, { viewerId: member.id, box: request.query.box, after });
    },
  );

  app.post(
    '/api/networks/requests/read',
    {
      schema: {
        tags,
        operationId: 'markConnectionRequestsRead',
        summary: 'Mark my unread connection requests read (the Networks badge)',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await markRequestsRead(app.db, { viewerId: member.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/networks/requests/:id',
    {
      schema: {
        tags,
        operationId: 'askToConnect',
        summary: 'Ask a member to connect, with an optional note',
        params: memberParams,
        body: connectionRequestBodySchema,
        response: {
          200: connectionStateSchema,
          ...refusals({
            400: 'oneself, or a note over 300 characters',
            403: 'a block stands between the two members',
            404: 'no such member',
            409: 'connected already, a request pending either way, or declined less than 30 days ago',
            429: `over ${CONNECTION_REQUEST_LIMIT.max} requests in a day`,
          }),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await askToConnect(app.db, { viewerId: member.id, memberId: request.params.id, note: request.body.note });
      return connectionState(app.db, { viewerId: member.id, memberId: request.params.id });
    },
  );

  app.delete(
    '/api/networks/requests/:id',
    {
      schema: {
        tags,
        operationId: 'withdrawConnectionRequest',
        summary: 'Withdraw my pending request to a member',
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await withdrawRequest(app.db, { viewerId: member.id, memberId: request.params.id });
      return reply.status(204).send();
    },
  );

  for (const [verb, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/networks/requests/:id/${verb}`,
      {
        schema: {
          tags,
          operationId: accept ? 'acceptConnectionRequest' : 'declineConnectionRequest',
          summary: accept ? 'Accept a member’s request to connect' : 'Decline a member’s request to connect',
          params: memberParams,
          response: { 200: connectionStateSchema, ...refusals({ 404: 'no pending request from this member' }) },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        await answerRequest(app.db, { viewerId: member.id, memberId: request.params.id, accept });
        return connectionState(app.db, { viewerId: member.id, memberId: request.params.id });
      },
    );
  }
}
