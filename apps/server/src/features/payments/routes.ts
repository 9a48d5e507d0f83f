import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { PAYMENT_WEBHOOK_BODY_BYTES, PAYMENT_WEBHOOKS_PER_IP } from '@prosper/shared/constants/limits';
import { reportNoShowSchema } from '@prosper/shared/schemas/payment-dispute';
import { checkoutSchema, paymentCheckSchema, sessionSchema } from '@prosper/shared/schemas/session';
import { requireMember } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { rateLimited } from '../../lib/rate-limit.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { checkPayment, startCheckout } from './checkout.ts';
import { receiveFlutterwaveEvent } from './flutterwave-webhook.ts';
import { paymentGateways } from './gateways.ts';
import { reportNoShow } from './disputes.ts';
import { receivePaystackEvent } from './paystack-webhook.ts';
import { webhookRoutes } from './webhook-routes.ts';

/**
 * Paying through a provider (decisions 045, 050): the mentee opens a checkout on the provider's page,
 * the return page asks for a check, and Paystack or Flutterwave tells us by webhook. The first two are the session's
 * members'; the webhook is anyone's to call, and is believed only when signed and then verified.
 */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const gateways = paymentGateways(app.config.payments);
  const deps = { db: app.db, gateways, publicUrl: app.config.publicUrl, log: app.log };

  app.post(
    '/api/sessions/:id/payment/checkout',
    {
      schema: {
        tags,
        operationId: 'startCheckout',
        summary: "Open the provider's checkout page for a confirmed paid session (mentee)",
        description: 'Each call opens a new attempt under a new reference, so an abandoned checkout can be tried again.',
        params: idParams,
        response: {
          200: checkoutSchema,
          ...refusals({
            403: 'the session is not the caller’s to pay',
            409: 'nothing to pay through a provider now (a direct payment, already paid, or the session moved on)',
            502: 'the payment provider could not be reached',
          }),
        },
      },
    },
    async (request) => startCheckout(deps, { viewerId: (await requireMember(request)).id, id: request.params.id }),
  );

  app.post(
    '/api/sessions/:id/payment/check',
    {
      schema: {
        tags,
        operationId: 'checkPayment',
        summary: 'Ask the provider now about the session’s open payment attempts (the return page)',
        params: idParams,
        body: paymentCheckSchema,
        response: { 200: sessionSchema, ...refusals({ 403: 'the caller is not one of the session’s members' }) },
      },
    },
    async (request) =>
      checkPayment(deps, { viewer: await requireMember(request), id: request.params.id, reference: request.body.reference }),
  );

  app.post(
    '/api/sessions/:id/payment/dispute',
    {
      schema: {
        tags,
        operationId: 'reportNoShow',
        summary: 'Report the other member absent from a session paid through a provider: opens its one dispute and holds the money',
        description: 'Decision 051: either member, once the session has begun; an admin then refunds the mentee or pays the mentor.',
        params: idParams,
        body: reportNoShowSchema,
        response: {
          200: sessionSchema,
          ...refusals({
            403: 'the caller is not one of the session’s members',
            409: 'a no-show is already reported, or the session is not a begun one paid through a provider',
          }),
        },
      },
    },
    async (request) => reportNoShow(app.db, { viewer: await requireMember(request), id: request.params.id, note: request.body.note }),
  );

  await app.register(async (webhooks) => {
    // Counted in this instance's memory, as monitoring's reports are: a burst costs no statement.
    await webhooks.register(rateLimit, { global: false });
    // The signature is over the exact bytes sent: the body is kept raw here, and parsed only once it is authentic.
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: PAYMENT_WEBHOOK_BODY_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const paystack = { db: app.db, paystack: gateways.paystack, keys: app.config.payments.paystackKeys, log: app.log };
    const flutterwave = {
      db: app.db,
      flutterwave: gateways.flutterwave,
      secretHash: app.config.payments.flutterwave?.secretHash ?? null,
      log: app.log,
    };
    for (const hook of webhookRoutes({
      paystack: (raw, header) => receivePaystackEvent(paystack, raw, header),
      flutterwave: (raw, header) => receiveFlutterwaveEvent(flutterwave, raw, header),
    })) {
      // Each provider its own count (each limiter keeps its own): one provider's burst never holds back the other's events.
      const limit = webhooks.createRateLimit({
        max: PAYMENT_WEBHOOKS_PER_IP.max,
        timeWindow: PAYMENT_WEBHOOKS_PER_IP.windowSeconds * 1000,
      });
      webhooks.withTypeProvider<ZodTypeProvider>().post(
        `/api/payments/${hook.provider}/webhook`,
        {
          bodyLimit: PAYMENT_WEBHOOK_BODY_BYTES,
          // The body is believed only once its signature is, and then read by the event's own schema, not by Fastify.
          validatorCompiler: () => (value) => ({ value }),
          schema: {
            tags,
            operationId: hook.operationId,
            summary: hook.summary,
            description: `Answered 200 once the event is received (acted on, a repeat, or not ours: a mismatch admins see); 401 when the ${hook.header} header is not ${hook.valid}; 503 when ${hook.name}'s verify call could not be made (${hook.name} sends it again). At most ${PAYMENT_WEBHOOK_BODY_BYTES / 1024} KB.`,
            body: hook.body,
            response: {
              200: z.object({ received: z.literal(true) }),
              ...refusals({
                401: `the ${hook.header} header is missing or wrong`,
                429: `over ${PAYMENT_WEBHOOKS_PER_IP.max} events a minute from this network address`,
                503: `${hook.name}'s verify call could not be made; ${hook.name} will send the event again`,
              }),
            },
          },
        },
        async (request) => {
          const verdict = await limit(request);
          if (!verdict.isAllowed && verdict.isExceeded) throw rateLimited(verdict.ttlInSeconds, PAYMENT_WEBHOOKS_PER_IP);
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(JSON.stringify(request.body ?? null));
          const header = request.headers[hook.header];
          const outcome = await hook.receive(raw, typeof header === 'string' ? header : undefined);
          if (outcome === 'bad_signature') throw new AppError(401, 'bad_signature', en.payments.badSignature);
          if (outcome === 'unavailable') throw new AppError(503, 'provider_unavailable', en.payments.providerUnavailable);
          return { received: true as const };
        },
      );
    }
  });
}
