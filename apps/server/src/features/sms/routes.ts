import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SMS_TESTS_PER_MEMBER } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { e164 } from '@prosper/shared/rules/phone';
import {
  atOptOutSchema,
  callingCodeParams,
  smsCallbackQuery,
  smsCodeInputSchema,
  smsCountryInputSchema,
  smsCountryListSchema,
  smsCountrySchema,
  smsPhoneSchema,
} from '@prosper/shared/schemas/sms';
import { requireAdmin, requireMember } from '../../auth/guards.ts';
import { AppError } from '../../lib/app-error.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { allowSmsCountry, disallowSmsCountry, listSmsCountries } from './countries.ts';
import { confirmPhoneCode, sendPhoneCode, smsPhoneState, verifiedPhone } from './phone-verification.ts';
import { recordOptOut, sendSms, smsDeps } from './send.ts';
import { isCallbackToken } from './callback-token.ts';

const t = en.notifications.sms;

/** SMS (decision 049): the member's phone and its code, a test text, and the countries admins allow. */
export async function smsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  // Africa's Talking posts its opt-out notifications as a form; only this plugin's routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/sms/africastalking/opt-out',
    {
      schema: {
        tags,
        operationId: 'africasTalkingOptOut',
        summary: "Africa's Talking's opt-out notification: a number replied STOP to our sender, and is never texted again",
        description: "Called by Africa's Talking at the address set in its dashboard, with `?token=` (SMS_CALLBACK_TOKEN).",
        querystring: smsCallbackQuery,
        body: atOptOutSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 204: noContent, ...refusals({ 403: 'the token is not ours', 400: 'not a phone number' }) },
      },
    },
    async (request, reply) => {
      if (!isCallbackToken(app.config.sms.callbackToken, request.query.token)) throw new AppError(403, 'forbidden', en.errors.forbidden);
      const phone = e164(request.body.phoneNumber);
      if (!phone) throw new AppError(400, 'invalid_phone', t.invalidPhone, { phoneNumber: t.invalidPhone });
      await recordOptOut(app.db, phone, 'africastalking');
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/sms/phone',
    {
      schema: {
        tags,
        operationId: 'getSmsPhone',
        summary: 'My phone for text messages: the number, whether it is verified, whether it opted out',
        response: { 200: smsPhoneSchema },
      },
    },
    async (request) => smsPhoneState(app.db, (await requireMember(request)).id),
  );

  app.post(
    '/api/sms/phone/code',
    {
      schema: {
        tags,
        operationId: 'sendSmsPhoneCode',
        summary: "Text a 6-digit code to my profile's phone, to verify it (valid 10 minutes, 5 tries)",
        response: {
          200: smsPhoneSchema,
          ...refusals({
            400: 'no phone in international format, or a country we do not text',
            409: 'the number is verified already, or it opted out',
            429: 'too many codes for this member or this number in an hour',
            503: 'the day’s cap of texts is reached, or the provider failed',
          }),
        },
      },
    },
    async (request) => sendPhoneCode(smsDeps(app), (await requireMember(request)).id),
  );

  app.post(
    '/api/sms/phone/verify',
    {
      schema: {
        tags,
        operationId: 'verifySmsPhone',
        summary: 'Verify my phone with the code texted to it',
        body: smsCodeInputSchema,
        response: {
          200: smsPhoneSchema,
          ...refusals({ 400: 'no code waiting, a wrong code or an expired one', 429: 'five wrong codes: a new one must be sent' }),
        },
      },
    },
    async (request) => confirmPhoneCode(app.db, (await requireMember(request)).id, request.body.code),
  );

  app.post(
    '/api/sms/test',
    {
      schema: {
        tags,
        operationId: 'sendSmsTest',
        summary: 'Text my verified phone a test message',
        response: {
          204: noContent,
          ...refusals({
            409: 'the phone is not verified, or it opted out',
            429: 'too many tests in an hour',
            503: 'the day’s cap of texts is reached, or the provider failed',
          }),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const phone = await verifiedPhone(app.db, member.id);
      if (!phone) throw new AppError(409, 'phone_not_verified', t.notVerifiedRefused);
      await consumeRateLimit(app.db, `sms_test:${member.id}`, SMS_TESTS_PER_MEMBER);
      const result = await sendSms(smsDeps(app), { userId: member.id, phone, kind: 'test', text: t.testText });
      if (result === 'opted_out') throw new AppError(409, 'phone_opted_out', t.optedOut);
      if (result === 'country_refused') throw new AppError(409, 'sms_country_refused', t.countryRefused);
      if (result === 'capped' || result === 'failed') throw new AppError(503, 'sms_unavailable', t.unavailable);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/sms-countries',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListSmsCountries',
        summary: 'The countries we may text, by calling code',
        response: { 200: smsCountryListSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { countries: await listSmsCountries(app.db) };
    },
  );

  app.put(
    '/api/admin/sms-countries/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminAllowSmsCountry',
        summary: 'Allow texts to a country, by its calling code ("254" for Kenya)',
        params: callingCodeParams,
        body: smsCountryInputSchema,
        response: { 200: smsCountrySchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return allowSmsCountry(app.db, admin.id, { callingCode: request.params.id, name: request.body.name });
    },
  );

  app.delete(
    '/api/admin/sms-countries/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDisallowSmsCountry',
        summary: 'Stop texts to a country',
        params: callingCodeParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await disallowSmsCountry(app.db, admin.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
