import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@prosper/shared/constants/sign-up-options';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import {
  adminMemberDetailSchema,
  adminMemberRowSchema,
  adminMembersQuery,
  adminOverviewSchema,
  auditEntrySchema,
  suspendSchema,
  suspensionSchema,
} from '@prosper/shared/schemas/admin';
import { pageSchema } from '@prosper/shared/schemas/member';
import { requireAdmin } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, memberParams } from '../../lib/route-schemas.ts';
import { listAuditLog } from './audit-list.ts';
import { adminMember } from './member-detail.ts';
import { listAdminMembers } from './members.ts';
import { adminOverview } from './overview.ts';
import { adminPaymentsRoutes } from './payments-routes.ts';
import { makeAdmin, removeAdmin } from './roles.ts';
import { liftSuspension, suspendMember } from './suspension.ts';

/** The admin area (decision 033): every route for admins only, checked first by requireAdmin. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  await app.register(adminPaymentsRoutes);

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags,
        operationId: 'adminOverview',
        summary: 'The community in figures, with sign-ups by week',
        response: { 200: adminOverviewSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return adminOverview(app.db);
    },
  );

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags,
        operationId: 'adminListMembers',
        summary: 'Every member, newest first: by a part of their name or email, role, status and country',
        querystring: cursorQuery.extend(adminMembersQuery.shape),
        response: { 200: pageSchema(adminMemberRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { cursor, ...filters } = request.query;
      return listAdminMembers(app.db, filters, decodeCursor(cursor, memberId));
    },
  );

  app.get(
    '/api/admin/members/:id',
    {
      schema: {
        tags,
        operationId: 'adminGetMember',
        summary: 'A member with their suspension, activity and the latest admin actions on them',
        params: memberParams,
        response: { 200: adminMemberDetailSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return adminMember(app.db, request.params.id);
    },
  );

  app.put(
    '/api/admin/members/:id/admin',
    {
      schema: {
        tags,
        operationId: 'adminMakeAdmin',
        summary: 'Make a member an admin',
        params: memberParams,
        response: { 204: noContent, ...refusals({ 409: 'the member is an admin already, suspended or closed' }) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await makeAdmin(app.db, { adminId: admin.id, memberId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/members/:id/admin',
    {
      schema: {
        tags,
        operationId: 'adminRemoveAdmin',
        summary: 'Remove an admin (never the last one): they go back to mentor if they have a mentor profile, else mentee',
        params: memberParams,
        response: { 200: z.object({ role: z.enum(ROLES) }), ...refusals({ 409: 'the member is not an admin, or is the last one' }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { role: await removeAdmin(app.db, { adminId: admin.id, memberId: request.params.id }) };
    },
  );

  app.put(
    '/api/admin/members/:id/suspension',
    {
      schema: {
        tags,
        operationId: 'adminSuspendMember',
        summary: 'Suspend a member, until a time or until lifted: their sign-ins and sockets end at once and they cannot sign in',
        params: memberParams,
        body: suspendSchema,
        response: { 200: suspensionSchema, ...refusals({ 409: 'the member is an admin (the caller included) or closed' }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { reason, until } = request.body;
      return suspendMember(app.db, { adminId: admin.id, memberId: request.params.id, reason, until: until ? new Date(until) : null });
    },
  );

  app.delete(
    '/api/admin/members/:id/suspension',
    {
      schema: {
        tags,
        operationId: 'adminLiftSuspension',
        summary: 'Lift a member’s suspension',
        params: memberParams,
        response: { 204: noContent, ...refusals({ 409: 'the member is not suspended, or closed' }) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await liftSuspension(app.db, { adminId: admin.id, memberId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        operationId: 'adminAuditLog',
        summary: 'Every admin action, newest first: who, what, on whom, why and when',
        querystring: cursorQuery,
        response: { 200: pageSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAuditLog(app.db, decodeCursor(request.query.cursor, rowId));
    },
  );
}
