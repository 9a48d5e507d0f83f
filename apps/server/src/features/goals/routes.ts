import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  goalCommentInputSchema,
  goalCommentSchema,
  goalInputSchema,
  goalListQuerySchema,
  goalMentorsSchema,
  goalSchema,
  goalShareSchema,
  goalUpdateSchema,
  milestoneCheckSchema,
} from '@prosper/shared/schemas/goal';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import { requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import { createGoalComment, listGoalComments } from './comments.ts';
import { checkMilestone, createGoal, deleteGoal, findGoal, listGoals, listSharedGoals, shareGoal, updateGoal } from './goals.ts';
import { listGoalMentors } from './mentors.ts';

const goalPage = pageSchema(goalSchema);

/**
 * Goals (SPEC §2 /goals, decision 039): a member's own, changed by them alone; shared with one of
 * their mentors, who reads it and comments.
 */
export async function goalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['goals'];

  app.get(
    '/api/goals',
    {
      schema: {
        tags,
        operationId: 'listGoals',
        summary: 'My active or archived goals, newest first',
        querystring: cursorQuery.extend(goalListQuerySchema.shape),
        response: { 200: goalPage },
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return listGoals(app.db, {
        viewerId: viewer.id,
        archived: request.query.status === 'archived',
        cursor: decodeCursor(request.query.cursor, rowId),
      });
    },
  );

  app.get(
    '/api/goals/shared',
    {
      schema: {
        tags,
        operationId: 'listSharedGoals',
        summary: 'Active goals my mentees shared with me, newest first',
        querystring: cursorQuery,
        response: { 200: goalPage },
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return listSharedGoals(app.db, { viewerId: viewer.id, cursor: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/goals/mentors',
    {
      schema: {
        tags,
        operationId: 'listGoalMentors',
        summary: 'The mentors I may share a goal with (a confirmed or completed session with me)',
        response: { 200: goalMentorsSchema },
      },
    },
    async (request) => ({ items: await listGoalMentors(app.db, { menteeId: (await requireMember(request)).id }) }),
  );

  app.post(
    '/api/goals',
    { schema: { tags, operationId: 'createGoal', summary: 'Set a goal', body: goalInputSchema, response: { 201: goalSchema } } },
    async (request, reply) => {
      const viewer = await requireMember(request);
      return reply.status(201).send(await createGoal(app.db, { viewerId: viewer.id, ...request.body }));
    },
  );

  app.get(
    '/api/goals/:id',
    {
      schema: {
        tags,
        operationId: 'getGoal',
        summary: 'One goal, for its owner or the mentor it is shared with',
        params: idParams,
        response: { 200: goalSchema, ...refusals({ 403: 'the goal is neither mine nor shared with me (answered as 404)' }) },
      },
    },
    async (request) => findGoal(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id }),
  );

  app.patch(
    '/api/goals/:id',
    {
      schema: {
        tags,
        operationId: 'updateGoal',
        summary: 'Change, archive or restore my goal; milestones, when sent, are the whole list',
        params: idParams,
        body: goalUpdateSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => updateGoal(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id, ...request.body }),
  );

  app.put(
    '/api/goal-milestones/:id',
    {
      schema: {
        tags,
        operationId: 'checkGoalMilestone',
        summary: 'Tick or untick a milestone of my active goal',
        params: idParams,
        body: milestoneCheckSchema,
        response: { 200: goalSchema, ...refusals({ 409: 'the goal is archived' }) },
      },
    },
    async (request) =>
      checkMilestone(app.db, {
        viewerId: (await requireMember(request)).id,
        milestoneId: request.params.id,
        done: request.body.done,
      }),
  );

  app.delete(
    '/api/goals/:id',
    { schema: { tags, operationId: 'deleteGoal', summary: 'Delete my goal', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteGoal(app.db, { viewerId: (await requireMember(request)).id, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/goals/:id/share',
    {
      schema: {
        tags,
        operationId: 'shareGoal',
        summary: 'Share my goal with one of my mentors, or (null) stop sharing it',
        params: idParams,
        body: goalShareSchema,
        response: { 200: goalSchema, ...refusals({ 403: 'the mentor has had no confirmed or completed session with me' }) },
      },
    },
    async (request) => shareGoal(app.db, { viewer: await requireMember(request), id: request.params.id, mentorId: request.body.mentorId }),
  );

  app.get(
    '/api/goals/:id/comments',
    {
      schema: {
        tags,
        operationId: 'listGoalComments',
        summary: "A goal's comments, oldest first (its owner and its mentor)",
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(goalCommentSchema) },
      },
    },
    async (request) =>
      listGoalComments(app.db, {
        viewerId: (await requireMember(request)).id,
        id: request.params.id,
        cursor: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/goals/:id/comments',
    {
      schema: {
        tags,
        operationId: 'createGoalComment',
        summary: 'Comment on a goal shared with me',
        params: idParams,
        body: goalCommentInputSchema,
        response: {
          201: goalCommentSchema,
          ...refusals({ 403: 'the caller is not the mentor the goal is shared with', 429: 'too many comments in a short time' }),
        },
      },
    },
    async (request, reply) => {
      const comment = await createGoalComment(app.db, { viewer: await requireMember(request), id: request.params.id, ...request.body });
      return reply.status(201).send(comment);
    },
  );
}
