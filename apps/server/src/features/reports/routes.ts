import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  dismissReportsSchema,
  removeContentSchema,
  reportedSchema,
  reportGroupSchema,
  reportSchema,
  reportsResolvedSchema,
  suspendAuthorSchema,
} from '@prosper/shared/schemas/report';
import { requireAdmin, requireMember } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery } from '../../lib/route-schemas.ts';
import { listReportQueue } from './queue.ts';
import { reportContent } from './report.ts';
import { dismissReports, removeReportedContent, suspendReportedAuthor } from './resolve.ts';

const gone = 'no open or closed report names that thing';
const handled = 'another admin resolved its reports meanwhile';

/** Members report what they see; admins (checked here, on the server) work through the queue. */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  app.post(
    '/api/reports',
    {
      schema: {
        tags,
        operationId: 'reportContent',
        summary: 'Report an article, a comment, a profile or a message to the admins; the same report again changes nothing',
        body: reportSchema,
        response: {
          201: reportedSchema,
          ...refusals({
            403: 'it is the caller’s own profile or writing',
            404: 'nothing of that kind has that id, or the caller cannot see it (a message not sent to them, a closed account)',
            429: `over ${REPORT_LIMIT.max} reports in an hour`,
          }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await reportContent(app.db, { ...request.body, reporterId: member.id });
      return reply.status(201).send({ message: en.reports.sent });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        operationId: 'listReportQueue',
        summary: 'Open reports, one item per reported thing with its count and reasons, the longest waiting first; later ones by cursor',
        querystring: cursorQuery,
        response: { 200: pageSchema(reportGroupSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listReportQueue(app.db, { after: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.post(
    '/api/admin/reports/dismiss',
    {
      schema: {
        tags,
        operationId: 'dismissReports',
        summary: 'Close every open report of one thing as dismissed: nothing is removed and nobody is told',
        body: dismissReportsSchema,
        response: { 200: reportsResolvedSchema, ...refusals({ 404: gone, 409: handled }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { resolved } = await dismissReports(app.db, { ...request.body, adminId: admin.id });
      return { message: en.reports.dismissed, resolved };
    },
  );

  app.post(
    '/api/admin/reports/remove',
    {
      schema: {
        tags,
        operationId: 'removeReportedContent',
        summary: 'Remove a reported article, comment or message for everyone and close its reports; its author is told which and why',
        body: removeContentSchema,
        response: { 200: reportsResolvedSchema, ...refusals({ 404: gone, 409: handled }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { resolved } = await removeReportedContent(app.db, { ...request.body, adminId: admin.id });
      return { message: en.reports.removed, resolved };
    },
  );

  app.post(
    '/api/admin/reports/suspend',
    {
      schema: {
        tags,
        operationId: 'suspendReportedAuthor',
        summary: 'Suspend the member responsible for a reported thing (signed out everywhere) and close its reports',
        body: suspendAuthorSchema,
        response: {
          200: reportsResolvedSchema,
          ...refusals({
            400: 'the end of the suspension is not in the future',
            404: `${gone}, or its member is gone`,
            409: `${handled}; or the member is an admin, or their account is closed`,
          }),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { resolved } = await suspendReportedAuthor(app.db, { ...request.body, adminId: admin.id });
      return { message: en.reports.suspended, resolved };
    },
  );
}
