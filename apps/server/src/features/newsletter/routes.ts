import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_SUBSCRIBE_PER_EMAIL, NEWSLETTER_SUBSCRIBE_PER_IP, NEWSLETTER_TEST_SENDS } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { pageSchema } from '@prosper/shared/schemas/member';
import {
  confirmLinkSchema,
  mySubscriptionPatchSchema,
  mySubscriptionSchema,
  newsletterIssueSchema,
  newsletterPreviewSchema,
  newsletterSentSchema,
  subscribeResultSchema,
  subscribeSchema,
  subscriberSchema,
  subscriberSearchSchema,
  subscriberStatsSchema,
  testSentSchema,
  unsubscribeLinkSchema,
} from '@prosper/shared/schemas/newsletter';
import { rowId } from '@prosper/shared/schemas/ids';
import { requireAdmin, requireMember } from '../../auth/guards.ts';
import { rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { sql } from 'drizzle-orm';
import { CSV_FILE_NAME, subscribersCsv } from './csv.ts';
import { sendIssue } from './issues.ts';
import { issuePreviewHtml, markdownToHtml, testMail } from './render.ts';
import { confirm, listSubscribers, memberSubscribed, setMemberSubscribed, subscribe, subscriberStats, unsubscribe } from './subscribers.ts';
import { isConfirmToken, isUnsubscribeToken } from './tokens.ts';

const t = en.newsletter;
const badLink = () => new AppError(400, 'invalid_link', t.badLink);

/** The newsletter (SPEC §2 Newsletter Management, §4, §7, §9; decision 032). */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['newsletter'];
  const secret = app.config.authSecret;

  // Mail providers send the RFC 8058 one-click POST as a form; only this plugin's routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags,
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe an address; a new one is mailed a confirmation link first (double opt-in)',
        body: subscribeSchema,
        response: { 200: subscribeResultSchema, ...refusals({ 429: 'too many attempts for this address, or from this network address' }) },
      },
    },
    async (request) => {
      const input = request.body;
      await consumeRateLimit(app.db, `ip:newsletter:${request.ip}`, NEWSLETTER_SUBSCRIBE_PER_IP);
      await consumeRateLimit(app.db, `newsletter:${input.email}`, NEWSLETTER_SUBSCRIBE_PER_EMAIL, t.tooMany);
      return { status: await subscribe(app.db, input) };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmNewsletterSubscription',
        summary: 'Confirm a subscription with the signed link of the confirmation mail',
        body: confirmLinkSchema,
        response: { 204: noContent, ...refusals({ 400: 'the link is not one we made, or has expired' }) },
      },
    },
    async (request, reply) => {
      const { s, e, t: token } = request.body;
      const [row] = rowsOf<{ email: string }>(await app.db.execute(sql`select email from newsletter_subscribers where id = ${s}`));
      if (!row || !isConfirmToken(secret, { subscriberId: s, email: row.email, expiresAt: e, token })) {
        throw new AppError(400, 'invalid_link', t.confirmFailed);
      }
      if (!(await confirm(app.db, s))) throw new AppError(400, 'invalid_link', t.confirmFailed);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        operationId: 'unsubscribeFromNewsletter',
        summary: 'Unsubscribe with the signed link of a newsletter mail',
        body: unsubscribeLinkSchema,
        response: { 204: noContent, ...refusals({ 400: 'the link is not one we made' }) },
      },
    },
    async (request, reply) => {
      const { s, t: token } = request.body;
      if (!isUnsubscribeToken(secret, s, token) || !(await unsubscribe(app.db, s))) throw badLink();
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/newsletter/one-click',
    {
      schema: {
        tags,
        operationId: 'unsubscribeOneClick',
        summary: 'RFC 8058 one-click unsubscribe: what mail providers POST to the List-Unsubscribe address',
        querystring: unsubscribeLinkSchema,
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
        consumes: ['application/x-www-form-urlencoded'],
        response: { 204: noContent, ...refusals({ 400: 'the link is not one we made' }) },
      },
    },
    async (request, reply) => {
      const { s, t: token } = request.query;
      if (!isUnsubscribeToken(secret, s, token) || !(await unsubscribe(app.db, s))) throw badLink();
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/newsletter/me',
    {
      schema: {
        tags,
        operationId: 'getMyNewsletterSubscription',
        summary: 'Whether my account’s address receives the newsletter',
        response: { 200: mySubscriptionSchema },
      },
    },
    async (request) => ({ subscribed: await memberSubscribed(app.db, (await requireMember(request)).id) }),
  );

  app.put(
    '/api/newsletter/me',
    {
      schema: {
        tags,
        operationId: 'setMyNewsletterSubscription',
        summary: 'Turn the newsletter on or off for my account’s (confirmed) address',
        body: mySubscriptionPatchSchema,
        response: { 200: mySubscriptionSchema },
      },
    },
    async (request) => ({ subscribed: await setMemberSubscribed(app.db, (await requireMember(request)).id, request.body.subscribed) }),
  );

  app.get(
    '/api/newsletter/subscribers',
    {
      schema: {
        tags,
        operationId: 'listNewsletterSubscribers',
        summary: 'Subscribers, newest first, searchable by the start of an address or a name',
        querystring: subscriberSearchSchema,
        response: { 200: pageSchema(subscriberSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listSubscribers(app.db, { q: request.query.q, after: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/newsletter/stats',
    {
      schema: {
        tags,
        operationId: 'getNewsletterStats',
        summary: 'Total and active subscribers',
        response: { 200: subscriberStatsSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return subscriberStats(app.db);
    },
  );

  // Without the zod reply type: the answer is a stream, not an object to serialize.
  fastify.get(
    '/api/newsletter/export',
    {
      schema: {
        tags,
        operationId: 'exportNewsletterSubscribers',
        summary: 'The active subscribers as newsletter-subscribers.csv (SPEC §9), streamed as it is read',
        response: {
          200: {
            description:
              'Columns Email, First Name, Last Name, Subscribed At, Source; every value quoted; a value starting with =, +, - or @ neutralised with an apostrophe.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const file = Readable.from(subscribersCsv(app.db), { objectMode: false, highWaterMark: 1 << 20 });
      file.on('error', (error) => request.log.error({ err: error }, 'newsletter export failed while streaming'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CSV_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post(
    '/api/newsletter/preview',
    {
      schema: {
        tags,
        operationId: 'previewNewsletterIssue',
        summary: 'An issue as subscribers will read it: its Markdown as sanitized HTML',
        body: newsletterIssueSchema,
        response: { 200: newsletterPreviewSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { html: issuePreviewHtml(markdownToHtml(request.body.body)) };
    },
  );

  app.post(
    '/api/newsletter/test',
    {
      schema: {
        tags,
        operationId: 'sendNewsletterTest',
        summary: 'Send a test copy of an issue to my own address',
        body: newsletterIssueSchema,
        response: { 200: testSentSchema, ...refusals({ 429: `more than ${NEWSLETTER_TEST_SENDS.max} test copies in an hour` }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await consumeRateLimit(app.db, `newsletter-test:${admin.id}`, NEWSLETTER_TEST_SENDS);
      const [user] = rowsOf<{ email: string; subscriber: string | null }>(
        await app.db.execute(sql`
          select u.email, s.id as subscriber from users u
          left join newsletter_subscribers s on s.email = lower(btrim(u.email)) where u.id = ${admin.id}`),
      );
      const email = user!.email;
      const issue = { subject: request.body.subject, body: request.body.body, html: markdownToHtml(request.body.body) };
      // The admin's own unsubscribe link when they are a subscriber; else one that leads nowhere.
      const id = user?.subscriber ?? '00000000-0000-4000-8000-000000000000';
      await app.mailer.send(testMail(issue, { id, email }, { publicUrl: app.config.publicUrl, secret }));
      return { email };
    },
  );

  app.post(
    '/api/newsletter/issues',
    {
      schema: {
        tags,
        operationId: 'sendNewsletterIssue',
        summary: 'Send an issue to every active subscriber, in batches through the job queue',
        body: newsletterIssueSchema,
        response: { 200: newsletterSentSchema, ...refusals({ 409: 'there are no active subscribers' }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return sendIssue(app.db, { adminId: admin.id, ...request.body });
    },
  );
}
