import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  articleInputSchema,
  articleUpdateSchema,
  commentSchema,
  draftSchema,
} from '@prosper/shared/schemas/article';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import { readUpload } from '../../lib/upload.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.ts';
import { deleteDraft, findDraft, saveDraft } from './drafts.ts';
import { createArticle, deleteArticle, findArticle, listArticles, updateArticle } from './articles.ts';
import { storeArticleImage } from './images.ts';
import { countShare, listSaved, setLike, setSaved } from './reactions.ts';

const feedQuery = cursorQuery.extend({ scope: z.enum(['all', 'following']).default('all') });

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
    { schema: { tags, summary: 'Articles, newest first (all, or from people I follow)', querystring: feedQuery } },
    async (request) => {
      const viewerId =
        request.query.scope === 'following' ? (await requireMember(request)).id : ((await findViewer(request))?.user.id ?? null);
      return listArticles(app.db, {
        viewerId,
        scope: request.query.scope,
        after: decodeCursor(request.query.cursor),
      });
    },
  );

  app.get('/api/articles/:id', { schema: { tags, summary: 'One article (public)', params: idParams } }, async (request) => {
    const viewer = await findViewer(request);
    const article = await findArticle(app.db, { id: request.params.id, viewerId: viewer?.user.id ?? null });
    if (!article) throw new AppError(404, 'not_found', en.articles.notFound);
    return article;
  });

  app.post('/api/articles', { schema: { tags, summary: 'Publish an article', body: articleInputSchema } }, async (request, reply) => {
    const article = await createArticle(app.db, { ...request.body, author: await requireMember(request), log: request.log });
    return reply.status(201).send(article);
  });

  app.patch(
    '/api/articles/:id',
    { schema: { tags, summary: 'Change my article', params: idParams, body: articleUpdateSchema } },
    async (request) => {
      const viewer = await requireMember(request);
      return updateArticle(app.db, { ...request.body, viewerId: viewer.id, id: request.params.id });
    },
  );

  app.delete('/api/articles/:id', { schema: { tags, summary: 'Delete my article', params: idParams } }, async (request, reply) => {
    const viewer = await requireMember(request);
    await deleteArticle(app.db, { viewerId: viewer.id, id: request.params.id });
    return reply.status(204).send();
  });

  app.post(
    '/api/articles/images',
    { schema: { tags, summary: 'Upload a cover image (multipart, field "file", 2MB)', consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const bytes = await readUpload(request, en.articles.imageTooLarge);
      return reply.status(201).send({ imageUrl: await storeArticleImage(app.storage, { viewerId: viewer.id, bytes }) });
    },
  );

  for (const like of [true, false]) {
    app.route({
      method: like ? 'PUT' : 'DELETE',
      url: '/api/articles/:id/like',
      schema: { tags, summary: like ? 'Like an article' : 'Take my like back', params: idParams },
      handler: async (request) => setLike(app.db, { viewer: await requireMember(request), id: request.params.id, like }),
    });
    app.route({
      method: like ? 'PUT' : 'DELETE',
      url: '/api/articles/:id/save',
      schema: { tags, summary: like ? 'Save an article' : 'Unsave an article', params: idParams },
      handler: async (request) => setSaved(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, save: like }),
    });
  }

  app.post('/api/articles/:id/share', { schema: { tags, summary: 'Count a share', params: idParams } }, async (request) => {
    return countShare(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
  });

  app.get(
    '/api/saved-articles',
    { schema: { tags, summary: 'My saved articles, newest saved first', querystring: cursorQuery } },
    async (request) => {
      return listSaved(app.db, { viewerId: (await requireMember(request)).id, after: decodeCursor(request.query.cursor) });
    },
  );

  app.get(
    '/api/articles/:id/comments',
    { schema: { tags, summary: 'Comments, oldest first, with their replies', params: idParams, querystring: cursorQuery } },
    async (request) => listComments(app.db, { articleId: request.params.id, after: decodeCursor(request.query.cursor) }),
  );

  app.post(
    '/api/articles/:id/comments',
    { schema: { tags, summary: 'Comment, or reply to a comment', params: idParams, body: commentSchema } },
    async (request, reply) => {
      const comment = await createComment(app.db, { ...request.body, viewer: await requireMember(request), articleId: request.params.id });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/comments/:id',
    { schema: { tags, summary: 'Change my comment', params: idParams, body: commentSchema.pick({ content: true }) } },
    async (request) =>
      updateComment(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, content: request.body.content }),
  );

  app.delete(
    '/api/comments/:id',
    { schema: { tags, summary: 'Delete my comment and its replies', params: idParams } },
    async (request, reply) => {
      await deleteComment(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get('/api/article-draft', { schema: { tags, summary: 'My draft, or null' } }, async (request) =>
    findDraft(app.db, { userId: (await requireMember(request)).id }),
  );

  app.put('/api/article-draft', { schema: { tags, summary: 'Save my draft', body: draftSchema } }, async (request) =>
    saveDraft(app.db, { ...request.body, userId: (await requireMember(request)).id }),
  );

  app.delete('/api/article-draft', { schema: { tags, summary: 'Delete my draft' } }, async (request, reply) => {
    await deleteDraft(app.db, { userId: (await requireMember(request)).id });
    return reply.status(204).send();
  });
}
