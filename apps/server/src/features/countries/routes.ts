import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chargeRateInputSchema, chargeRateListSchema, chargeRateSchema } from '@prosper/shared/schemas/charge-rates';
import {
  countryCodeParams,
  paymentCountryInputSchema,
  paymentCountryListSchema,
  paymentCountrySchema,
} from '@prosper/shared/schemas/payment-countries';
import { requireAdmin } from '../../auth/guards.ts';
import { noContent, refusals } from '../../lib/openapi-responses.ts';
import { listChargeRates, setChargeRate } from './charge-rates.ts';
import { listPaymentCountries, removePaymentCountry, setPaymentCountry } from './payment-countries.ts';

/** The admin's Countries section (decision 054): payments by country and charge rates, for admins only. */
export async function countriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/api/admin/payment-countries',
    {
      schema: {
        tags,
        operationId: 'adminListPaymentCountries',
        summary: 'Each country with the provider and currency its mentees are charged through, by name',
        response: { 200: paymentCountryListSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { countries: await listPaymentCountries(app.db) };
    },
  );

  app.put(
    '/api/admin/payment-countries/:id',
    {
      schema: {
        tags,
        operationId: 'adminSetPaymentCountry',
        summary: 'Add a country by its ISO code ("KE"), or change its provider, charge currency and fee estimate',
        params: countryCodeParams,
        body: paymentCountryInputSchema,
        response: { 200: paymentCountrySchema, ...refusals({ 409: 'another code already has this country' }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return setPaymentCountry(app.db, { adminId: admin.id, code: request.params.id, input: request.body });
    },
  );

  app.delete(
    '/api/admin/payment-countries/:id',
    {
      schema: {
        tags,
        operationId: 'adminRemovePaymentCountry',
        summary: 'Remove a country: its mentees pay their mentors directly from the next confirmation on',
        params: countryCodeParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      await removePaymentCountry(app.db, { adminId: admin.id, code: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/charge-rates',
    {
      schema: {
        tags,
        operationId: 'adminListChargeRates',
        summary: 'Each charge currency: the rate in force, rates set for later, and the latest earlier ones',
        response: { 200: chargeRateListSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { currencies: await listChargeRates(app.db) };
    },
  );

  app.post(
    '/api/admin/charge-rates',
    {
      schema: {
        tags,
        operationId: 'adminSetChargeRate',
        summary: 'Set a new charge rate for a currency from now or a later date; earlier rates stay as they were',
        body: chargeRateInputSchema,
        response: { 201: chargeRateSchema, ...refusals({ 400: 'a rate out of bounds, or a date in the past' }) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.status(201).send(await setChargeRate(app.db, { adminId: admin.id, input: request.body }));
    },
  );
}
