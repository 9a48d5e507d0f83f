import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { ARTICLE_IMAGE_MAX_BYTES, articleImageSchema } from '@prosper/shared/schemas/article';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  nameableMentorsSchema,
  namingAnswerSchema,
  storyCardSchema,
  storyCommentInputSchema,
  storyCommentSchema,
  storyInputSchema,
  storyLikeResultSchema,
  storyListQuerySchema,
  storySchema,
  storyUpdateSchema,
} from '@prosper/shared/schemas/story';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { storeCoverImage } from '../../lib/cover-image.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams, memberParams, pageLimitQuery } from '../../lib/route-schemas.ts';
import { readUpload } from '../../lib/upload.ts';
import { createStoryComment, deleteStoryComment, listStoryComments } from './comments.ts';
import { setStoryLike } from './reactions.ts';
import {
  answerNaming,
  createStory,
  deleteStory,
  findStory,
  listMentorStories,
  listStories,
  nameableMentors,
  storyNotFound,
  updateStory,
} from './stories.ts';

/** The most-loved feed's cursor names the likes count with the id: `<likes>:<uuid>`. */
const lovedId = z.string().regex(/^\d{1,9}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const cardPage = pageSchema(storyCardSchema);
const viewerIdOf = async (request: Parameters<typeof findViewer>[0]) => (await findViewer(request))?.user.id ?? null;

/**
 * Stories (issue 18): reading is open to visitors, as articles are; writing needs a member,
 * changes need the author, and the named mentor alone answers the naming.
 */
export async function storiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stories'];
  await app.register(multipart, { limits: { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/api/stories',
    {
      schema: {
        tags,
        operationId: 'listStories',
        summary: 'Stories, newest first or most loved first (public)',
        querystring: cursorQuery.extend({ ...storyListQuerySchema.shape, ...pageLimitQuery.shape }),
        response: { 200: cardPage },
      },
    },
    async (request) => {
      const { sort, cursor, limit } = request.query;
      return listStories(app.db, {
        viewerId: await viewerIdOf(request),
        sort,
        after: decodeCursor(cursor, sort === 'loved' ? lovedId : rowId),
        pageSize: limit,
      });
    },
  );

  app.get(
    '/api/stories/:id',
    { schema: { tags, operationId: 'getStory', summary: 'One story (public)', params: idParams, response: { 200: storySchema } } },
    async (request) => {
      const story = await findStory(app.db, { id: request.params.id, viewerId: await viewerIdOf(request) });
      if (!story) throw storyNotFound();
      return story;
    },
  );

  app.post(
    '/api/stories',
    {
      schema: {
        tags,
        operationId: 'createStory',
        summary: 'Publish a story, optionally naming my mentor (who is asked to approve)',
        body: storyInputSchema,
        response: {
          201: storySchema,
          ...refusals({ 400: 'the named member is not a mentor I had a session with', 429: 'too many stories' }),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createStory(app.db, { ...request.body, author: await requireMember(request) })),
  );

  app.patch(
    '/api/stories/:id',
    {
      schema: {
        tags,
        operationId: 'updateStory',
        summary: 'Change my story',
        params: idParams,
        body: storyUpdateSchema,
        response: { 200: storySchema, ...refusals({ 400: 'the named member is not a mentor I had a session with' }) },
      },
    },
    async (request) => updateStory(app.db, { ...request.body, author: await requireMember(request), id: request.params.id }),
  );

  app.delete(
    '/api/stories/:id',
    { schema: { tags, operationId: 'deleteStory', summary: 'Delete my story', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteStory(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/stories/:id/mentor-approval',
    {
      schema: {
        tags,
        operationId: 'answerStoryNaming',
        summary: 'As the named mentor, approve or decline being named',
        params: idParams,
        body: namingAnswerSchema,
        response: { 200: storySchema },
      },
    },
    async (request) =>
      answerNaming(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, approve: request.body.approve }),
  );

  app.post(
    '/api/stories/images',
    {
      schema: {
        tags,
        operationId: 'uploadStoryImage',
        summary: 'Upload a cover image (multipart, field "file", 2MB)',
        consumes: ['multipart/form-data'],
        response: { 201: articleImageSchema, ...refusals({ 415: 'the file is not an image we can read' }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const bytes = await readUpload(request, en.articles.imageTooLarge);
      return reply.status(201).send({ imageUrl: await storeCoverImage(app.storage, { viewerId: viewer.id, bytes, folder: 'stories' }) });
    },
  );

  app.get(
    '/api/story-mentors',
    {
      schema: {
        tags,
        operationId: 'listNameableMentors',
        summary: 'The mentors I may name in a story: those I had a session with',
        response: { 200: nameableMentorsSchema },
      },
    },
    async (request) => nameableMentors(app.db, { viewerId: (await requireMember(request)).id }),
  );

  app.get(
    '/api/mentors/:id/stories',
    {
      schema: {
        tags,
        operationId: 'listMentorStories',
        summary: 'The stories that name this mentor, with their approval (public)',
        params: memberParams,
        querystring: cursorQuery,
        response: { 200: cardPage },
      },
    },
    async (request) =>
      listMentorStories(app.db, {
        mentorId: request.params.id,
        viewerId: await viewerIdOf(request),
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  for (const like of [true, false]) {
    app.route({
      method: like ? 'PUT' : 'DELETE',
      url: '/api/stories/:id/like',
      schema: {
        tags,
        operationId: like ? 'likeStory' : 'unlikeStory',
        summary: like ? 'Like a story' : 'Take my like back',
        params: idParams,
        response: { 200: storyLikeResultSchema },
      },
      handler: async (request) => setStoryLike(app.db, { viewer: await requireMember(request), id: request.params.id, like }),
    });
  }

  app.get(
    '/api/stories/:id/comments',
    {
      schema: {
        tags,
        operationId: 'listStoryComments',
        summary: 'Comments, oldest first (public)',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(storyCommentSchema) },
      },
    },
    async (request) => listStoryComments(app.db, { storyId: request.params.id, after: decodeCursor(request.query.cursor, rowId) }),
  );

  app.post(
    '/api/stories/:id/comments',
    {
      schema: {
        tags,
        operationId: 'createStoryComment',
        summary: 'Comment on a story',
        params: idParams,
        body: storyCommentInputSchema,
        response: { 201: storyCommentSchema, ...refusals({ 429: 'too many comments in a short time' }) },
      },
    },
    async (request, reply) => {
      const comment = await createStoryComment(app.db, {
        viewer: await requireMember(request),
        storyId: request.params.id,
        content: request.body.content,
      });
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/story-comments/:id',
    { schema: { tags, operationId: 'deleteStoryComment', summary: 'Delete my comment', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteStoryComment(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
