import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import websocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueMessage } from '@prosper/shared/i18n/issue-messages';
import { memberId, rowId } from '@prosper/shared/schemas/ids';
import { createAuth } from './auth/auth.ts';
import { registerRouteAccess } from './auth/route-access.ts';
import { authRoutes } from './auth/routes.ts';
import { registerSessionRefresh } from './auth/viewer.ts';
import { ViewerCache } from './auth/viewer-cache.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { articlesRoutes } from './features/articles/routes.ts';
import { storiesRoutes } from './features/stories/routes.ts';
import { goalsRoutes } from './features/goals/routes.ts';
import { welcomeRoutes } from './features/welcome/routes.ts';
import { faqRoutes } from './features/faq/routes.ts';
import { questionsRoutes } from './features/questions/routes.ts';
import { mediaJobs } from './features/media/jobs.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { messageJobs } from './features/messages/jobs.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { communityRoutes } from './features/networks/community-routes.ts';
import { connectionRoutes } from './features/networks/connection-routes.ts';
import { reportsRoutes } from './features/reports/routes.ts';
import { sessionJobs, sessionReminderJobs } from './features/sessions/jobs.ts';
import { paymentJobs } from './features/payments/jobs.ts';
import { scheduleGivenUpSweep } from './features/payments/given-up.ts';
import { scheduleHoldRelease } from './features/payments/hold.ts';
import { paymentsRoutes } from './features/payments/routes.ts';
import { payoutJobs, schedulePayoutSweep } from './features/payments/payout-jobs.ts';
import { payoutRoutes } from './features/payments/payout-routes.ts';
import { setPayoutWindowHours } from './features/sessions/payout-view.ts';
import { securityRoutes } from './features/security/routes.ts';
import { sessionsRoutes } from './features/sessions/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { sitemapRoutes } from './features/sitemap/routes.ts';
import { exportRoutes } from './features/export/routes.ts';
import { accountDeletionRoutes } from './features/account-deletion/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { countriesRoutes } from './features/countries/routes.ts';
import { accountDeletionJobs } from './features/account-deletion/jobs.ts';
import { healthRoutes } from './features/health/routes.ts';
import { landingRoutes } from './features/landing/routes.ts';
import { mentorOnboardingRoutes } from './features/profiles/mentor-onboarding-routes.ts';
import { mentorsRoutes } from './features/mentors/routes.ts';
import { ReportBuffer } from './features/monitoring/report-buffer.ts';
import { monitoringJobs } from './features/monitoring/jobs.ts';
import { monitoringRoutes } from './features/monitoring/routes.ts';
import { scheduleRollUp } from './features/monitoring/roll-up.ts';
import { scheduleUnreadSweep } from './features/sms/unread-text.ts';
import { placesRoutes } from './features/places/routes.ts';
import { mentorPageHead } from './features/profiles/page-head.ts';
import { writingPageHead } from './lib/writing-page-head.ts';
import { profilesRoutes } from './features/profiles/routes.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, registerNotFound } from './lib/error-handler.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { refuseCrossSiteWrites } from './lib/same-origin.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { inlineScriptSources, registerWebApp } from './lib/web-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { servePrivateFiles } from './storage/serve-private.ts';
import { serveUploads } from './storage/serve-uploads.ts';
import { createLocalStorage } from './storage/storage.ts';
import { registerRequestLog, serializeRequest } from './lib/log-request.ts';
import { notificationJobs, reminderMailJobs } from './features/notifications/jobs.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { newsletterJobs } from './features/newsletter/jobs.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { certificatePageHead, programPageHead } from './features/programs/page-head.ts';
import { programsRoutes } from './features/programs/routes.ts';
import { pushJobs } from './features/push/jobs.ts';
import { pushRoutes } from './features/push/routes.ts';
import { createSmsClient } from './features/sms/client.ts';
import { smsJobs } from './features/sms/jobs.ts';
import { smsRoutes } from './features/sms/routes.ts';
import { whatsappRoutes } from './features/whatsapp/routes.ts';
import { channelTestRoutes } from './features/notifications/channel-test-routes.ts';
import { JobWorker } from './jobs/queue.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { realtimeRoutes } from './realtime/routes.ts';

/** Pages whose link previews need their own title, description and image; an id of the wrong shape has none. */
function pageHead(app: FastifyInstance, pathname: string) {
  const mentor = memberId.safeParse(/^\/mentor\/([^/]+)$/.exec(pathname)?.[1]);
  if (mentor.success) return mentorPageHead(app.db, mentor.data);
  const post = rowId.safeParse(/^\/(?:view-)?post\/([^/]+)$/.exec(pathname)?.[1]);
  if (post.success) return writingPageHead(app.db, 'articles', post.data);
  const story = rowId.safeParse(/^\/stories\/([^/]+)$/.exec(pathname)?.[1]);
  if (story.success) return writingPageHead(app.db, 'stories', story.data);
  const certificate = /^\/programs\/([^/]+)\/certificates\/([^/]+)$/.exec(pathname);
  const [programId, certificateId] = [rowId.safeParse(certificate?.[1]), rowId.safeParse(certificate?.[2])];
  if (programId.success && certificateId.success)
    return certificatePageHead(app.db, { programId: programId.data, certificateId: certificateId.data });
  const program = rowId.safeParse(/^\/programs\/([^/]+)$/.exec(pathname)?.[1]);
  if (program.success) return programPageHead(app.db, program.data);
  return Promise.resolve(null);
}

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** How often the job worker looks for due work; 0 leaves it stopped (tests run jobs themselves). */
  jobPollMs?: number;
};

/** Recurring work (the monitoring roll-up) is queued again (idempotently) this often. */
const SCHEDULE_EVERY_MS = 60_000;

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp({ config, database, mailer, jobPollMs = 1_000 }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
    // One line for failed and slow requests instead of two for every one (lib/log-request.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  // zod's own messages in the catalog's words, for every schema that does not word its own.
  z.config({ customError: issueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const trustedOrigins = [new URL(config.publicUrl).origin];
  // In development the app may also be opened on the server's own port, next to Vite's.
  if (config.env === 'development') trustedOrigins.push(`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`);

  app.decorate('config', config);
  setPayoutWindowHours(config.payments.payoutWindowHours);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }));
  const uploadsDir = path.join(config.dataDir, 'uploads');
  app.decorate('storage', createLocalStorage(uploadsDir, config.authSecret));
  app.decorate('auth', createAuth({ config, db: database.db, mailer: app.mailer, log: app.log, trustedOrigins }));

  app.decorate('sms', createSmsClient(config.sms, config.dataDir));
  app.decorate('realtime', new RealtimeHub(database, app.log));
  app.decorate('viewerCache', new ViewerCache(database, app.log));
  app.decorate('fieldReports', new ReportBuffer(database.db, app.log));
  let scheduledAt = 0;
  const beforeEachPoll = async () => {
    if (Date.now() - scheduledAt < SCHEDULE_EVERY_MS) return;
    await scheduleRollUp(app.db);
    await scheduleUnreadSweep(app.db);
    await scheduleHoldRelease(app.db);
    await schedulePayoutSweep(app.db);
    await scheduleGivenUpSweep(app.db);
    scheduledAt = Date.now();
  };
  const textJobs = smsJobs(app);
  app.decorate(
    'jobs',
    new JobWorker(
      database.db,
      {
        ...notificationJobs(app),
        ...textJobs.handlers,
        ...messageJobs(database.db),
        ...sessionJobs(app),
        ...paymentJobs(app),
        ...payoutJobs(app),
        ...accountDeletionJobs(app),
        ...mediaJobs(app),
        ...monitoringJobs(database.db),
        ...newsletterJobs({ db: database.db, mailer: app.mailer, config, log: app.log }),
      },
      app.log,
      {
        pollMs: jobPollMs,
        beforeEachPoll,
        concurrency: config.jobConcurrency,
        // A channel's sends claimed, sent at a bounded concurrency and settled together (decision 063).
        batchHandlers: { ...sessionReminderJobs(app), ...pushJobs(app), ...textJobs.batches, ...reminderMailJobs(app) },
      },
    ),
  );
  app.addHook('onReady', async () => {
    await app.viewerCache.start();
    await app.realtime.start();
    if (jobPollMs > 0) app.jobs.start();
  });
  app.addHook('onClose', async () => {
    await app.fieldReports.flush();
    await app.jobs.stop();
    await app.realtime.stop();
    await app.viewerCache.stop();
    app.mailer.close?.();
  });

  registerErrorHandler(app);
  registerSessionRefresh(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    inlineScripts: config.webDist ? inlineScriptSources(config.webDist) : [],
  });
  refuseCrossSiteWrites(app, trustedOrigins);

  registerRouteAccess(app);
  await registerOpenApi(app);

  // At the root, so tests can open sockets with app.injectWS.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await serveUploads(app, uploadsDir);
  servePrivateFiles(app, app.storage);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(healthRoutes);
  await app.register(placesRoutes);
  await app.register(landingRoutes);
  await app.register(accountsRoutes);
  await app.register(profilesRoutes);
  await app.register(mentorsRoutes);
  await app.register(mentorOnboardingRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(smsRoutes);
  await app.register(whatsappRoutes);
  await app.register(channelTestRoutes);
  await app.register(articlesRoutes);
  await app.register(storiesRoutes);
  await app.register(goalsRoutes);
  await app.register(welcomeRoutes);
  await app.register(messagesRoutes);
  await app.register(connectionRoutes);
  await app.register(communityRoutes);
  await app.register(reportsRoutes);
  await app.register(mediaRoutes);
  await app.register(sessionsRoutes);
  await app.register(paymentsRoutes);
  await app.register(payoutRoutes);
  await app.register(settingsRoutes);
  await app.register(sitemapRoutes);
  await app.register(exportRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(adminRoutes);
  await app.register(countriesRoutes);
  await app.register(securityRoutes);
  await app.register(newsletterRoutes);
  await app.register(programsRoutes);
  await app.register(questionsRoutes);
  await app.register(faqRoutes);
  await app.register(monitoringRoutes);
  await app.register(realtimeRoutes, { hub: app.realtime, trustedOrigins });

  const servesWebApp = config.webDist ? await registerWebApp(app, config.webDist) : false;
  registerNotFound(app, servesWebApp && config.webDist ? { dist: config.webDist, pageHead: (pathname) => pageHead(app, pathname) } : null);
  return app;
}
