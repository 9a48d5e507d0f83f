import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  acceptInputSchema,
  acceptResultSchema,
  answerInputSchema,
  answerSchema,
  questionCardSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionSchema,
  questionUpdateSchema,
  voteInputSchema,
  voteResultSchema,
} from '@prosper/shared/schemas/question';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import { acceptAnswer, createAnswer, deleteAnswer, listAnswers, updateAnswer, voteOnAnswer } from './answers.ts';
import { createQuestion, deleteQuestion, findQuestion, listQuestions, updateQuestion } from './questions.ts';

/**
 * Questions and answers (issue 18). Reading is open to visitors, as articles are; asking,
 * answering and voting need a member; changes need the author, accepting needs the asker.
 */
export async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const viewerId = async (request: Parameters<typeof findViewer>[0]) => (await findViewer(request))?.user.id ?? null;

  app.get(
    '/api/questions',
    {
      schema: {
        tags,
        operationId: 'listQuestions',
        summary: 'Questions, newest first: all, unanswered or, for a mentor, those on their skills; by words and tags',
        querystring: questionListQuerySchema,
        response: {
          200: pageSchema(questionCardSchema),
          ...refusals({ 401: 'view=for-you without a session', 403: 'view=for-you by a member who is not a mentor' }),
        },
      },
    },
    async (request) => {
      const { view, q, tags: tagged, cursor } = request.query;
      const viewer = view === 'for-you' ? await requireMember(request) : null;
      return listQuestions(app.db, { viewer, view, q, tags: tagged, after: decodeCursor(cursor, rowId) });
    },
  );

  app.get(
    '/api/questions/:id',
    { schema: { tags, operationId: 'getQuestion', summary: 'One question (public)', params: idParams, response: { 200: questionSchema } } },
    async (request) => {
      const question = await findQuestion(app.db, request.params.id);
      if (!question) throw new AppError(404, 'not_found', en.questions.notFound);
      return question;
    },
  );

  app.post(
    '/api/questions',
    {
      schema: {
        tags,
        operationId: 'createQuestion',
        summary: 'Ask a question, optionally of one mentor',
        body: questionInputSchema,
        response: { 201: questionSchema, ...refusals({ 429: 'too many questions in a short time' }) },
      },
    },
    async (request, reply) => {
      const question = await createQuestion(app.db, { ...request.body, authorId: (await requireMember(request)).id });
      return reply.status(201).send(question);
    },
  );

  app.patch(
    '/api/questions/:id',
    {
      schema: {
        tags,
        operationId: 'updateQuestion',
        summary: 'Change my question',
        params: idParams,
        body: questionUpdateSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) => updateQuestion(app.db, { ...request.body, viewerId: (await requireMember(request)).id, id: request.params.id }),
  );

  app.delete(
    '/api/questions/:id',
    {
      schema: {
        tags,
        operationId: 'deleteQuestion',
        summary: 'Delete my question and its answers',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteQuestion(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/questions/:id/accepted-answer',
    {
      schema: {
        tags,
        operationId: 'acceptAnswer',
        summary: 'Accept one answer of my question (null takes the acceptance back)',
        params: idParams,
        body: acceptInputSchema,
        response: { 200: acceptResultSchema },
      },
    },
    async (request) =>
      acceptAnswer(app.db, { viewerId: (await requireMember(request)).id, questionId: request.params.id, answerId: request.body.answerId }),
  );

  app.get(
    '/api/questions/:id/answers',
    {
      schema: {
        tags,
        operationId: 'listAnswers',
        summary: 'A question’s answers, the accepted one first, then oldest first (public)',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(answerSchema) },
      },
    },
    async (request) =>
      listAnswers(app.db, {
        questionId: request.params.id,
        viewerId: await viewerId(request),
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/questions/:id/answers',
    {
      schema: {
        tags,
        operationId: 'createAnswer',
        summary: 'Answer a question; the asker is told',
        params: idParams,
        body: answerInputSchema,
        response: { 201: answerSchema, ...refusals({ 429: 'too many answers in a short time' }) },
      },
    },
    async (request, reply) => {
      const answer = await createAnswer(app.db, {
        author: await requireMember(request),
        questionId: request.params.id,
        body: request.body.body,
      });
      return reply.status(201).send(answer);
    },
  );

  app.patch(
    '/api/answers/:id',
    {
      schema: {
        tags,
        operationId: 'updateAnswer',
        summary: 'Change my answer',
        params: idParams,
        body: answerInputSchema,
        response: { 200: answerSchema },
      },
    },
    async (request) =>
      updateAnswer(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, body: request.body.body }),
  );

  app.delete(
    '/api/answers/:id',
    { schema: { tags, operationId: 'deleteAnswer', summary: 'Delete my answer', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteAnswer(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/answers/:id/vote',
    {
      schema: {
        tags,
        operationId: 'voteOnAnswer',
        summary: 'Vote an answer up (1) or down (-1), or take my vote back (0); not my own',
        params: idParams,
        body: voteInputSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) =>
      voteOnAnswer(app.db, { viewerId: (await requireMember(request)).id, answerId: request.params.id, value: request.body.value }),
  );
}
