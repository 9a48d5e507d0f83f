import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payoutAccountSchema,
  payoutAccountsViewSchema,
  payoutAccountViewSchema,
  payoutBanksQuery,
  payoutBanksSchema,
} from '@prosper/shared/schemas/payout';
import { requireMentor } from '../../auth/guards.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { paymentGateways } from './gateways.ts';
import { payoutAccountsOf, removePayoutAccount, savePayoutAccount } from './payout-accounts.ts';
import { payoutBankLists } from './payout-banks.ts';

/**
 * A mentor's payout accounts (decision 055): where sessions paid in the app are paid to them. The
 * mentor's own, and only theirs; the full account number never leaves the server.
 */
export async function payoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const config = app.config.payments;
  const deps = { db: app.db, gateways: paymentGateways(config), config, log: app.log };
  const payoutBanks = payoutBankLists(deps);

  app.get(
    '/api/payout-account',
    {
      schema: {
        tags,
        operationId: 'getPayoutAccounts',
        summary: 'Where I am paid for sessions paid in the app (mentors)',
        response: { 200: payoutAccountsViewSchema },
      },
    },
    async (request) => payoutAccountsOf(app.db, { mentorId: (await requireMentor(request)).id, windowHours: config.payoutWindowHours }),
  );

  app.get(
    '/api/payout-account/banks',
    {
      schema: {
        tags,
        operationId: 'getPayoutBanks',
        summary: 'The banks and mobile money networks I can be paid to in a currency (mentors)',
        description:
          "The list of the provider that pays out in the currency (Paystack's GET /bank, Flutterwave's GET /v3/banks/:country), kept for 12 hours; each bank's code is what PUT /api/payout-account takes.",
        querystring: payoutBanksQuery,
        response: {
          200: payoutBanksSchema,
          ...refusals({
            409: 'no payment provider pays out in this currency',
            502: 'the payment provider could not be reached (and no list was kept)',
          }),
        },
      },
    },
    async (request) => {
      await requireMentor(request);
      return payoutBanks(request.query.currency);
    },
  );

  app.put(
    '/api/payout-account',
    {
      schema: {
        tags,
        operationId: 'savePayoutAccount',
        summary: 'Save my payout account for a currency (mentors)',
        description:
          "A bank account is checked with the provider's account lookup (its holder's name is kept); a mobile money wallet keeps the name given. Replaces the mentor's account in the same currency.",
        body: payoutAccountSchema,
        response: {
          200: payoutAccountViewSchema,
          ...refusals({
            409: 'no payment provider pays out in this currency',
            400: 'the provider knows no such account, or a wallet has no holder’s name',
            502: 'the payment provider could not be reached',
          }),
        },
      },
    },
    async (request) => savePayoutAccount(deps, { mentorId: (await requireMentor(request)).id, account: request.body }),
  );

  app.delete(
    '/api/payout-account/:id',
    {
      schema: {
        tags,
        operationId: 'removePayoutAccount',
        summary: 'Remove one of my payout accounts (mentors)',
        params: idParams,
        response: { 200: z.object({ removed: z.literal(true) }), ...refusals({ 404: 'no payout account of the caller’s with this id' }) },
      },
    },
    async (request) => {
      await removePayoutAccount(app.db, { mentorId: (await requireMentor(request)).id, id: request.params.id });
      return { removed: true as const };
    },
  );
}
