import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleCardSchema } from '@prosper/shared/schemas/article';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  articleCommunitySchema,
  communitiesQuerySchema,
  communityBodySchema,
  communityMemberSchema,
  communitySchema,
  communitySlug,
  communityUpdateSchema,
} from '@prosper/shared/schemas/network';
import { requireAdmin, requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import {
  articleCommunity,
  createCommunity,
  findCommunity,
  joinCommunity,
  leaveCommunity,
  listCommunities,
  listCommunityArticles,
  listCommunityMembers,
  tagArticle,
  updateCommunity,
} from './communities.ts';

const tags = ['networks'];
// A community is named in paths by its address (its slug), under the `:id` every path's one param has.
const slugParams = z.object({ id: communitySlug });

/** Communities: members browse, join and leave; admins create, edit and archive (issue 17). */
export async function communityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/networks/communities',
    {
      schema: {
        tags,
        operationId: 'listCommunities',
        summary: 'Communities, oldest first (archived ones for admins only), or only mine',
        querystring: cursorQuery.extend(communitiesQuerySchema.shape),
        response: { 200: pageSchema(communitySchema) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const after = decodeCursor(request.query.cursor, rowId);
      return listCommunities(app.db, { viewerId: member.id, admin: member.role === 'admin', mine: request.query.mine, after });
    },
  );

  app.post(
    '/api/networks/communities',
    {
      schema: {
        tags,
        operationId: 'createCommunity',
        summary: 'Create a community (admins)',
        body: communityBodySchema,
        response: { 201: communitySchema, ...refusals({ 409: 'another community has this address' }) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.status(201).send(await createCommunity(app.db, { adminId: admin.id, body: request.body }));
    },
  );

  app.get(
    '/api/networks/communities/:id',
    {
      schema: {
        tags,
        operationId: 'getCommunity',
        summary: 'A community',
        params: slugParams,
        response: { 200: communitySchema, ...refusals({ 404: 'no such community' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return findCommunity(app.db, { viewerId: member.id, slug: request.params.id, admin: member.role === 'admin' });
    },
  );

  app.patch(
    '/api/networks/communities/:id',
    {
      schema: {
        tags,
        operationId: 'updateCommunity',
        summary: 'Edit or archive a community (admins)',
        params: slugParams,
        body: communityUpdateSchema,
        response: { 200: communitySchema, ...refusals({ 404: 'no such community', 409: 'another community has this address' }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return updateCommunity(app.db, { adminId: admin.id, slug: request.params.id, update: request.body });
    },
  );

  app.get(
    '/api/networks/communities/:id/members',
    {
      schema: {
        tags,
        operationId: 'listCommunityMembers',
        summary: 'A community’s members, newest first',
        params: slugParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(communityMemberSchema), ...refusals({ 404: 'no such community' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const community = await findCommunity(app.db, { viewerId: member.id, slug: request.params.id, admin: member.role === 'admin' });
      return listCommunityMembers(app.db, { communityId: community.id, after: decodeCursor(request.query.cursor, memberId) });
    },
  );

  app.get(
    '/api/networks/communities/:id/articles',
    {
      schema: {
        tags,
        operationId: 'listCommunityArticles',
        summary: 'The articles tagged with a community, newest first',
        params: slugParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(articleCardSchema), ...refusals({ 404: 'no such community' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const community = await findCommunity(app.db, { viewerId: member.id, slug: request.params.id, admin: member.role === 'admin' });
      const after = decodeCursor(request.query.cursor, rowId);
      return listCommunityArticles(app.db, { viewerId: member.id, communityId: community.id, after });
    },
  );

  app.put(
    '/api/networks/communities/:id/membership',
    {
      schema: {
        tags,
        operationId: 'joinCommunity',
        summary: 'Join a community',
        params: slugParams,
        response: { 204: noContent, ...refusals({ 404: 'no such community', 409: 'the community is archived' }) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await joinCommunity(app.db, { viewerId: member.id, slug: request.params.id });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/networks/communities/:id/membership',
    {
      schema: { tags, operationId: 'leaveCommunity', summary: 'Leave a community', params: slugParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await leaveCommunity(app.db, { viewerId: member.id, slug: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/networks/articles/:id/community',
    {
      schema: {
        tags,
        operationId: 'articleCommunity',
        summary: 'The community my article is tagged with, or none',
        params: idParams,
        response: { 200: articleCommunitySchema, ...refusals({ 403: 'not the author', 404: 'no such article' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return articleCommunity(app.db, { viewerId: member.id, articleId: request.params.id });
    },
  );

  app.put(
    '/api/networks/articles/:id/community',
    {
      schema: {
        tags,
        operationId: 'tagArticleWithCommunity',
        summary: 'Tag my article with one of my communities, or with none',
        params: idParams,
        body: z.object({ slug: communitySlug.nullable() }),
        response: {
          204: noContent,
          ...refusals({ 403: 'not the author, or not a member of the community', 404: 'no such article or community' }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await tagArticle(app.db, { viewerId: member.id, articleId: request.params.id, slug: request.body.slug });
      return reply.status(204).send();
    },
  );
}
