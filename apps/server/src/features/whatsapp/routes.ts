import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WHATSAPP_TESTS_PER_MEMBER, WHATSAPP_WEBHOOK_BODY_BYTES, WHATSAPP_WEBHOOKS_PER_IP } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { textChannelInputSchema, whatsappHandshakeQuery, whatsappStateSchema } from '@prosper/shared/schemas/whatsapp';
import { requireMember } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit, rateLimited } from '../../lib/rate-limit.ts';
import { verifiedPhone } from '../sms/phone-verification.ts';
import { sendSms, smsDeps } from '../sms/send.ts';
import { chooseTextChannel, whatsappOptedInAt, whatsappState, whatsappStoppedAt } from './choice.ts';
import { templateSender, whatsappClient } from './client.ts';
import { testTemplate } from './templates.ts';
import { isSignedByMeta, isVerifyToken, recordStatuses, recordStops } from './webhook.ts';

const t = en.notifications.whatsapp;

const webhookBodySchema = z
  .object({ object: z.string().max(100), entry: z.array(z.unknown()).max(1000) })
  .describe("Meta's webhook notification, read as the raw bytes its X-Hub-Signature-256 (HMAC-SHA256 with the app secret) was made over");

/**
 * WhatsApp (decision 053): the member's choice of SMS or WhatsApp for their verified phone, a test
 * message, and Meta's webhook (its subscription handshake, and delivery statuses signed with the
 * app secret). Registered whether or not WhatsApp is configured: unconfigured, it is never offered
 * and the webhook believes nobody.
 */
export async function whatsappRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = app.config.whatsapp;
  const available = config !== null;

  app.get(
    '/api/whatsapp',
    {
      schema: {
        tags,
        operationId: 'getWhatsappChoice',
        summary: 'Whether WhatsApp is offered, and whether my texts go by SMS or WhatsApp',
        response: { 200: whatsappStateSchema },
      },
    },
    async (request) => whatsappState(app.db, (await requireMember(request)).id, available),
  );

  app.put(
    '/api/whatsapp/channel',
    {
      schema: {
        tags,
        operationId: 'chooseTextChannel',
        summary: 'Send my texts by SMS or by WhatsApp; choosing WhatsApp records my opt-in (when, and that it came from Settings)',
        body: textChannelInputSchema,
        response: {
          200: whatsappStateSchema,
          ...refusals({ 409: 'WhatsApp is not configured, the phone is not verified, or its country is not one we text' }),
        },
      },
    },
    async (request) => chooseTextChannel(app.db, (await requireMember(request)).id, request.body.channel, available),
  );

  app.post(
    '/api/whatsapp/test',
    {
      schema: {
        tags,
        operationId: 'sendWhatsappTest',
        summary: 'Send my verified phone a WhatsApp test message (the prosper_test template)',
        response: {
          204: noContent,
          ...refusals({
            409: 'WhatsApp is not configured or not chosen, the phone is not verified, or it replied STOP',
            429: 'too many tests in an hour',
            503: 'the day’s cap of texts is reached, or WhatsApp failed',
          }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      if (!config) throw new AppError(409, 'whatsapp_unavailable', t.unavailable);
      const phone = await verifiedPhone(app.db, member.id);
      if (!phone) throw new AppError(409, 'phone_not_verified', en.notifications.sms.notVerifiedRefused);
      if (!(await whatsappOptedInAt(app.db, member.id, phone))) throw new AppError(409, 'whatsapp_not_chosen', t.notChosen);
      if (await whatsappStoppedAt(app.db, phone)) throw new AppError(409, 'phone_opted_out', t.optedOut);
      await consumeRateLimit(app.db, `whatsapp_test:${member.id}`, WHATSAPP_TESTS_PER_MEMBER);
      const deps = { ...smsDeps(app), client: templateSender(whatsappClient(config), testTemplate()) };
      const result = await sendSms(deps, { userId: member.id, phone, kind: 'test', text: '' });
      if (result === 'opted_out') throw new AppError(409, 'phone_opted_out', en.notifications.sms.optedOut);
      if (result === 'country_refused') throw new AppError(409, 'sms_country_refused', en.notifications.sms.countryRefused);
      if (result === 'capped' || result === 'failed') throw new AppError(503, 'whatsapp_unavailable', t.sendFailed);
      return reply.status(204).send();
    },
  );

  await app.register(async (webhooks) => {
    // Counted in this instance's memory, as Paystack's webhook is: a burst costs no statement.
    await webhooks.register(rateLimit, { global: false });
    const limit = webhooks.createRateLimit({
      max: WHATSAPP_WEBHOOKS_PER_IP.max,
      timeWindow: WHATSAPP_WEBHOOKS_PER_IP.windowSeconds * 1000,
    });
    const limited = async (request: Parameters<typeof limit>[0]) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw rateLimited(verdict.ttlInSeconds, WHATSAPP_WEBHOOKS_PER_IP);
    };
    // The signature is over the exact bytes sent: the body is kept raw here, and parsed only once it is authentic.
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WHATSAPP_WEBHOOK_BODY_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const hooks = webhooks.withTypeProvider<ZodTypeProvider>();

    hooks.get(
      '/api/whatsapp/webhook',
      {
        schema: {
          tags,
          operationId: 'whatsappWebhookHandshake',
          summary: "Meta's subscription handshake: answers hub.challenge when hub.verify_token is ours (WHATSAPP_VERIFY_TOKEN)",
          querystring: whatsappHandshakeQuery,
          response: {
            200: { description: 'hub.challenge, as sent', content: { 'text/plain': { schema: z.string() } } },
            ...refusals({
              403: 'hub.mode is not subscribe, or the verify token is not ours',
              429: `over ${WHATSAPP_WEBHOOKS_PER_IP.max} calls a minute from this network address`,
            }),
          },
        },
      },
      async (request, reply) => {
        await limited(request);
        const q = request.query;
        if (q['hub.mode'] !== 'subscribe' || !isVerifyToken(config?.verifyToken, q['hub.verify_token']))
          throw new AppError(403, 'forbidden', t.badVerifyToken);
        return reply.header('content-type', 'text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
      },
    );

    hooks.post(
      '/api/whatsapp/webhook',
      {
        bodyLimit: WHATSAPP_WEBHOOK_BODY_BYTES,
        // The body is checked by its signature and then by the notification's own schema, not by Fastify.
        validatorCompiler: () => (value) => ({ value }),
        schema: {
          tags,
          operationId: 'receiveWhatsappWebhook',
          summary:
            "Meta's WhatsApp notifications: delivery statuses (sent, delivered, read, failed) of our messages, and members replying STOP",
          description: `Answered 200 once received (recorded, or not about our messages); a member's message "STOP" (any case) stops WhatsApp messages to their number; 401 when X-Hub-Signature-256 is missing or wrong, and nothing changes. At most ${WHATSAPP_WEBHOOK_BODY_BYTES / 1024} KB.`,
          body: webhookBodySchema,
          response: {
            200: z.object({ received: z.literal(true) }),
            ...refusals({
              401: 'the X-Hub-Signature-256 header is missing or wrong',
              429: `over ${WHATSAPP_WEBHOOKS_PER_IP.max} calls a minute from this network address`,
            }),
          },
        },
      },
      async (request) => {
        await limited(request);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(JSON.stringify(request.body ?? null));
        const signature = request.headers['x-hub-signature-256'];
        if (!config || !isSignedByMeta(config.appSecret, raw, typeof signature === 'string' ? signature : undefined))
          throw new AppError(401, 'bad_signature', t.badSignature);
        let body: unknown = null;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          // Signed but not JSON: nothing we can read, and nothing to send again.
        }
        await recordStatuses(app.db, config.phoneNumberId, body);
        await recordStops(app.db, config.phoneNumberId, body);
        return { received: true as const };
      },
    );
  });
}
