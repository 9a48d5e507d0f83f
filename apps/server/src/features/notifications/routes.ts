import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@prosper/shared/constants/notifications';
import { en } from '@prosper/shared/i18n/en';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  mentorNotificationCountsSchema,
  mentorNotificationItemSchema,
  notificationCountsSchema,
  notificationItemSchema,
} from '@prosper/shared/schemas/notification';
import { notificationSettingsPatchSchema, notificationSettingsSchema } from '@prosper/shared/schemas/notification-settings';
import { requireMember, requireMentor } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import {
  clearNotifications,
  deleteMentorNotification,
  deleteNotification,
  listMentorNotifications,
  listNotifications,
  markAllMentorNotificationsRead,
  markAllNotificationsRead,
  mentorNotificationCounts,
  notificationCounts,
  setMentorNotificationRead,
  setNotificationRead,
} from './lists.ts';
import { notificationSettings, updateNotificationSettings } from './settings.ts';

const listQuery = cursorQuery.extend({ unread: z.enum(['true', 'false']).optional() });
/** The general list also narrows to one kind (the /notifications filter); an unknown kind is refused. */
const generalListQuery = listQuery.extend({
  kind: z
    .enum(NOTIFICATION_KINDS)
    .optional()
    .describe(`One kind only: ${NOTIFICATION_KINDS.join(', ')} (types per kind in packages/shared)`),
});
const readBody = z.object({ read: z.boolean() });
const notFound = () => new AppError(404, 'not_found', en.errors.notFound);

/**
 * A member's notifications and, for mentors, their own stream. Every query is keyed by the signed-in
 * member: another member's notification answers 404, as if it did not exist.
 */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'My notifications, newest first, of one kind when asked',
        querystring: generalListQuery,
        response: { 200: pageSchema(notificationItemSchema), ...refusals({ 400: 'kind is not one of the kinds listed' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return listNotifications(app.db, member.id, {
        after: decodeCursor(request.query.cursor, rowId),
        unreadOnly: request.query.unread === 'true',
        kind: request.query.kind,
      });
    },
  );

  app.get(
    '/api/notifications/counts',
    {
      schema: {
        tags,
        operationId: 'getNotificationCounts',
        summary: 'Unread notifications and unread connection requests',
        response: { 200: notificationCountsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return notificationCounts(app.db, member.id);
    },
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        operationId: 'setNotificationRead',
        summary: 'Mark a notification read or unread',
        params: idParams,
        body: readBody,
        response: {
          204: noContent,
          ...refusals({ 409: 'marking a "new posts" item unread while another one is unread (one at a time)' }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      if (!(await setNotificationRead(app.db, member.id, request.params.id, request.body.read))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { tags, operationId: 'markAllNotificationsRead', summary: 'Mark all my notifications read', response: { 204: noContent } } },
    async (request, reply) => {
      const member = await requireMember(request);
      await markAllNotificationsRead(app.db, member.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: { tags, operationId: 'deleteNotification', summary: 'Delete a notification', params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      if (!(await deleteNotification(app.db, member.id, request.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/notifications',
    { schema: { tags, operationId: 'clearNotifications', summary: 'Delete all my notifications', response: { 204: noContent } } },
    async (request, reply) => {
      const member = await requireMember(request);
      await clearNotifications(app.db, member.id);
      return reply.status(204).send();
    },
  );

  // The mentor stream is a mentor's alone.
  app.get(
    '/api/mentor-notifications',
    {
      schema: {
        tags,
        operationId: 'listMentorNotifications',
        summary: 'My mentor notifications, newest first',
        querystring: listQuery,
        response: { 200: pageSchema(mentorNotificationItemSchema) },
      },
    },
    async (request) => {
      const mentor = await requireMentor(request);
      return listMentorNotifications(app.db, mentor.id, {
        after: decodeCursor(request.query.cursor, rowId),
        unreadOnly: request.query.unread === 'true',
      });
    },
  );

  app.get(
    '/api/mentor-notifications/counts',
    {
      schema: {
        tags,
        operationId: 'getMentorNotificationCounts',
        summary: 'Total and unread mentor notifications',
        response: { 200: mentorNotificationCountsSchema },
      },
    },
    async (request) => {
      const mentor = await requireMentor(request);
      return mentorNotificationCounts(app.db, mentor.id);
    },
  );

  app.patch(
    '/api/mentor-notifications/:id',
    {
      schema: {
        tags,
        operationId: 'setMentorNotificationRead',
        summary: 'Mark a mentor notification read or unread',
        params: idParams,
        body: readBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const mentor = await requireMentor(request);
      if (!(await setMentorNotificationRead(app.db, mentor.id, request.params.id, request.body.read))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/mentor-notifications/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllMentorNotificationsRead',
        summary: 'Mark all my mentor notifications read',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const mentor = await requireMentor(request);
      await markAllMentorNotificationsRead(app.db, mentor.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/mentor-notifications/:id',
    {
      schema: {
        tags,
        operationId: 'deleteMentorNotification',
        summary: 'Delete a mentor notification',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const mentor = await requireMentor(request);
      if (!(await deleteMentorNotification(app.db, mentor.id, request.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/notification-settings',
    {
      schema: {
        tags,
        operationId: 'getNotificationSettings',
        summary: 'My notification settings (made with the defaults on first read)',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return notificationSettings(app.db, member.id);
    },
  );

  app.patch(
    '/api/notification-settings',
    {
      schema: {
        tags,
        operationId: 'updateNotificationSettings',
        summary: 'Change my notification settings',
        body: notificationSettingsPatchSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return updateNotificationSettings(app.db, member.id, request.body);
    },
  );
}
