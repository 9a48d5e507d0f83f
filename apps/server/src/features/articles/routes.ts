import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  articleCardSchema,
  articleCommentSchema,
  articleDraftSchema,
  articleImageSchema,
  articleInputSchema,
  articleSchema,
  articleUpdateSchema,
  commentSchema,
  draftSchema,
  likeResultSchema,
  saveResultSchema,
  shareResultSchema,
} from '@prosper/shared/schemas/article';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeCoverImage } from '../../lib/cover-image.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams, pageLimitQuery } from '../../lib/route-schemas.ts';
import { readUpload } from '../../lib/upload.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.ts';
import { deleteDraft, findDraft, saveDraft } from './drafts.ts';
import { createArticle, deleteArticle, findArticle, listArticles, updateArticle } from './articles.ts';
import { countShare, listSaved, setLike, setSaved } from './reactions.ts';

const feedQuery = cursorQuery.extend({ scope: z.enum(['all', 'following']).default('all'), ...pageLimitQuery.shape });
const cardPage = pageSchema(articleCardSchema);
/** Only the feed of followed members needs a member; the rest is public. */
const followingNeedsMember = refusals({ 401: 'scope=following without a session', 403: 'scope=following by a member with no profile yet' });

/**
 * Articles, their likes, shares, saves, comments and the member's draft. Reading is open to
 * visitors (post pages are public); everything else needs a member, and changes need the author.
 */
export async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['articles'];
  await app.register(multipart, { limits: { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/api/articles',
    {
      schema: {
        tags,
        operationId: 'listArticles',
        summary: 'Articles, newest first (all, or from people I follow)',
        querystring: feedQuery,
        response: { 200: cardPage, ...followingNeedsMember },
      },
    },
    async (request) => {
      const viewerId =
        request.query.scope === 'following' ? (await requireMember(request)).id : ((await findViewer(request))?.user.id ?? null);
      return listArticles(app.db, {
        viewerId,
        scope: request.query.scope,
        after: decodeCursor(request.query.cursor, rowId),
        pageSize: request.query.limit,
      });
    },
  );

  app.get(
    '/api/articles/:id',
    { schema: { tags, operationId: 'getArticle', summary: 'One article (public)', params: idParams, response: { 200: articleSchema } } },
    async (request) => {
      const viewer = await findViewer(request);
      const article = await findArticle(app.db, { id: request.params.id, viewerId: viewer?.user.id ?? null });
      if (!article) throw new AppError(404, 'not_found', en.articles.notFound);
      return article;
    },
  );

  app.post(
    '/api/articles',
    {
      schema: {
        tags,
        operationId: 'createArticle',
        summary: 'Publish an article',
        body: articleInputSchema,
        response: { 201: articleSchema, ...refusals({ 429: 'too many articles in a short time' }) },
      },
    },
    async (request, reply) => {
      const article = await createArticle(app.db, { ...request.body, author: await requireMember(request), log: request.log });
      return reply.status(201).send(article);
    },
  );

  app.patch(
    '/api/articles/:id',
    {
      schema: {
        tags,
        operationId: 'updateArticle',
        summary: 'Change my article',
        params: idParams,
        body: articleUpdateSchema,
        response: { 200: articleSchema },
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return updateArticle(app.db, { ...request.body, viewerId: viewer.id, id: request.params.id });
    },
  );

  app.delete(
    '/api/articles/:id',
    { schema: { tags, operationId: 'deleteArticle', summary: 'Delete my article', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const viewer = await requireMember(request);
      await deleteArticle(app.db, { viewerId: viewer.id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/articles/images',
    {
      schema: {
        tags,
        operationId: 'uploadArticleImage',
        summary: 'Upload a cover image (multipart, field "file", 2MB)',
        consumes: ['multipart/form-data'],
        response: { 201: articleImageSchema, ...refusals({ 415: 'the file is not an image we can read' }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const bytes = await readUpload(request, en.articles.imageTooLarge);
      return reply.status(201).send({ imageUrl: await storeCoverImage(app.storage, { viewerId: viewer.id, bytes, folder: 'articles' }) });
    },
  );

  for (const like of [true, false]) {
    app.route({
      method: like ? 'PUT' : 'DELETE',
      url: '/api/articles/:id/like',
      schema: {
        tags,
        operationId: like ? 'likeArticle' : 'unlikeArticle',
        summary: like ? 'Like an article' : 'Take my like back',
        params: idParams,
        response: { 200: likeResultSchema },
      },
      handler: async (request) => setLike(app.db, { viewer: await requireMember(request), id: request.params.id, like }),
    });
    app.route({
      method: like ? 'PUT' : 'DELETE',
      url: '/api/articles/:id/save',
      schema: {
        tags,
        operationId: like ? 'saveArticle' : 'unsaveArticle',
        summary: like ? 'Save an article' : 'Unsave an article',
        params: idParams,
        response: { 200: saveResultSchema },
      },
      handler: async (request) => setSaved(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, save: like }),
    });
  }

  app.post(
    '/api/articles/:id/share',
    {
      schema: {
        tags,
        operationId: 'shareArticle',
        summary: 'Count a share',
        params: idParams,
        response: { 200: shareResultSchema, ...refusals({ 429: 'too many shares in a minute' }) },
      },
    },
    async (request) => countShare(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id }),
  );

  app.get(
    '/api/saved-articles',
    {
      schema: {
        tags,
        operationId: 'listSavedArticles',
        summary: 'My saved articles, newest saved first',
        querystring: cursorQuery,
        response: { 200: cardPage },
      },
    },
    async (request) => {
      return listSaved(app.db, { viewerId: (await requireMember(request)).id, after: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/articles/:id/comments',
    {
      schema: {
        tags,
        operationId: 'listComments',
        summary: 'Comments, oldest first, with their replies',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(articleCommentSchema) },
      },
    },
    async (request) => listComments(app.db, { articleId: request.params.id, after: decodeCursor(request.query.cursor, rowId) }),
  );

  app.post(
    '/api/articles/:id/comments',
    {
      schema: {
        tags,
        operationId: 'createComment',
        summary: 'Comment, or reply to a comment',
        params: idParams,
        body: commentSchema,
        response: { 201: articleCommentSchema, ...refusals({ 400: 'a reply to a reply', 429: 'too many comments in a short time' }) },
      },
    },
    async (request, reply) => {
      const comment = await createComment(app.db, { ...request.body, viewer: await requireMember(request), articleId: request.params.id });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/comments/:id',
    {
      schema: {
        tags,
        operationId: 'updateComment',
        summary: 'Change my comment',
        params: idParams,
        body: commentSchema.pick({ content: true }),
        response: { 200: articleCommentSchema },
      },
    },
    async (request) =>
      updateComment(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, content: request.body.content }),
  );

  app.delete(
    '/api/comments/:id',
    {
      schema: {
        tags,
        operationId: 'deleteComment',
        summary: 'Delete my comment and its replies',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteComment(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/article-draft',
    { schema: { tags, operationId: 'getDraft', summary: 'My draft, or null', response: { 200: articleDraftSchema.nullable() } } },
    async (request) => findDraft(app.db, { userId: (await requireMember(request)).id }),
  );

  app.put(
    '/api/article-draft',
    { schema: { tags, operationId: 'saveDraft', summary: 'Save my draft', body: draftSchema, response: { 200: articleDraftSchema } } },
    async (request) => saveDraft(app.db, { ...request.body, userId: (await requireMember(request)).id }),
  );

  app.delete(
    '/api/article-draft',
    { schema: { tags, operationId: 'deleteDraft', summary: 'Delete my draft', response: { 204: noContent } } },
    async (request, reply) => {
      await deleteDraft(app.db, { userId: (await requireMember(request)).id });
      return reply.status(204).send();
    },
  );
}
