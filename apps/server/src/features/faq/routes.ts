import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqEntrySchema, faqInputSchema, faqListSchema } from '@prosper/shared/schemas/faq';
import { requireAdmin } from '../../auth/guards.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { createFaqEntry, deleteFaqEntry, listFaq, updateFaqEntry } from './faq.ts';

/** The FAQ: anyone reads it whole; admins write it, each change in the audit log. */
export async function faqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['faq'];
  const slugTaken = refusals({ 409: 'another entry has this anchor' });

  app.get(
    '/api/faq',
    {
      schema: {
        tags,
        operationId: 'listFaq',
        summary: 'Every FAQ entry, by topic and position (public)',
        response: { 200: faqListSchema },
      },
    },
    async () => ({ items: await listFaq(app.db) }),
  );

  app.post(
    '/api/faq',
    {
      schema: {
        tags,
        operationId: 'createFaqEntry',
        summary: 'Add an FAQ entry',
        body: faqInputSchema,
        response: { 201: faqEntrySchema, ...slugTaken },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.status(201).send(await createFaqEntry(app.db, { ...request.body, adminId: admin.id }));
    },
  );

  app.put(
    '/api/faq/:id',
    {
      schema: {
        tags,
        operationId: 'updateFaqEntry',
        summary: 'Change an FAQ entry (its topic, anchor, texts or position)',
        params: idParams,
        body: faqInputSchema,
        response: { 200: faqEntrySchema, ...slugTaken },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return updateFaqEntry(app.db, { ...request.body, id: request.params.id, adminId: admin.id });
    },
  );

  app.delete(
    '/api/faq/:id',
    { schema: { tags, operationId: 'deleteFaqEntry', summary: 'Delete an FAQ entry', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await deleteFaqEntry(app.db, { adminId: admin.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
}
