import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MONITORING_CAPS, MONITORING_REPORTS_PER_IP } from '@prosper/shared/constants/monitoring';
import {
  healthQuerySchema,
  healthReportSchema,
  javascriptErrorSchema,
  performanceAlertSchema,
  unhandledRejectionSchema,
  webVitalReportSchema,
} from '@prosper/shared/schemas/monitoring';
import { requireAdmin } from '../../auth/guards.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { rateLimited } from '../../lib/rate-limit.ts';
import { mayStoreReport } from './consent.ts';
import { healthReport } from './health-report.ts';
import { channelHealth } from '../notifications/channel-health.ts';
import { channelHealthSchema } from '@prosper/shared/schemas/channel-health';
import { storeClientError, storePerformanceAlert, storeWebVital } from './store.ts';

type Report = { url: string; operationId: string; summary: string; body: z.ZodType; store: (body: never) => void };

/**
 * SPEC §7 Monitoring: four endpoints browsers post field reports to, mostly by navigator.sendBeacon,
 * which sends a string as text/plain; so JSON is read under that type too, here only. Anyone may
 * send; the answer is 204 whether the report was kept or not, so it tells nothing about the sender.
 */
export async function monitoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitoring'];
  const bodyLimit = MONITORING_CAPS.bodyBytes;

  // Counted in this instance's memory, not in PostgreSQL as other limits are (decision 041): at
  // 2,000 reports a second a statement each would take the database from the API. Another
  // instance counts apart, so a sender gets the limit once per instance.
  await app.register(rateLimit, { global: false });
  const limitReports = app.createRateLimit({
    max: MONITORING_REPORTS_PER_IP.max,
    timeWindow: MONITORING_REPORTS_PER_IP.windowSeconds * 1000,
  });

  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, app.getDefaultJsonParser('error', 'error'));

  const reports: Report[] = [
    {
      url: '/api/analytics/web-vitals',
      operationId: 'reportWebVital',
      summary: "One of a page view's web vitals (LCP, INP, CLS, FCP, TTFB), from the sampled page views",
      body: webVitalReportSchema,
      store: (body: z.infer<typeof webVitalReportSchema>) => storeWebVital(app.fieldReports, body),
    },
    {
      url: '/api/alerts/performance',
      operationId: 'reportPerformanceAlert',
      summary: 'A vital rated poor, a resource slower than 2 s, or the heap over 80 % of its limit',
      body: performanceAlertSchema,
      store: (body: z.infer<typeof performanceAlertSchema>) => storePerformanceAlert(app.fieldReports, body),
    },
    {
      url: '/api/errors/unhandled-rejection',
      operationId: 'reportUnhandledRejection',
      summary: 'A promise rejected with nobody to handle it',
      body: unhandledRejectionSchema,
      store: (body: z.infer<typeof unhandledRejectionSchema>) => storeClientError(app.fieldReports, 'unhandled-rejection', body),
    },
    {
      url: '/api/errors/javascript-error',
      operationId: 'reportJavascriptError',
      summary: "A script error the page did not catch, or one the app's error boundary caught",
      body: javascriptErrorSchema,
      store: (body: z.infer<typeof javascriptErrorSchema>) => storeClientError(app.fieldReports, 'javascript-error', body),
    },
  ];

  for (const report of reports) {
    app.post(
      report.url,
      {
        bodyLimit,
        schema: {
          tags,
          operationId: report.operationId,
          summary: report.summary,
          description: `JSON, also sent as text/plain (navigator.sendBeacon); at most ${bodyLimit / 1024} KB. Not kept under DNT: 1, Sec-GPC: 1 or the signed-in member's analytics opt-out; addresses are kept without query or fragment.`,
          consumes: ['application/json', 'text/plain'],
          body: report.body,
          response: {
            204: noContent,
            ...refusals({ 429: `over ${MONITORING_REPORTS_PER_IP.max} reports a minute from this network address` }),
          },
        },
      },
      async (request, reply) => {
        // Counted first, kept or not: a flood costs no statement and never a session lookup.
        const verdict = await limitReports(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw rateLimited(verdict.ttlInSeconds, MONITORING_REPORTS_PER_IP);
        if (await mayStoreReport(request)) report.store(request.body as never);
        return reply.code(204).send();
      },
    );
  }

  app.get(
    '/api/admin/health',
    {
      schema: {
        tags,
        operationId: 'adminHealth',
        summary: 'The field reports of the last 1, 7 or 28 days: p75 and shares per page and metric, the slowest pages, the top errors',
        querystring: healthQuerySchema,
        response: { 200: healthReportSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return healthReport(app.db, Number(request.query.days));
    },
  );

  app.get(
    '/api/admin/health/channels',
    {
      schema: {
        tags,
        operationId: 'adminChannelHealth',
        summary: "Per notification channel over the last 7 days: sends, failures, opt-outs; and the day's texts against the cap",
        response: { 200: channelHealthSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return channelHealth(app.db, app.config.sms.dailyCap);
    },
  );
}
