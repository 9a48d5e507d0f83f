import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import {
  adminDisputeRowSchema,
  adminMismatchRowSchema,
  adminPaymentRowSchema,
  adminPayoutRowSchema,
  adminRefundRowSchema,
  paymentSearchQuery,
  payoutOtpSchema,
} from '@prosper/shared/schemas/admin-payments';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import { decideDisputeSchema } from '@prosper/shared/schemas/payment-dispute';
import { requireAdmin } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import { decideDispute } from '../payments/disputes.ts';
import { paymentGateways } from '../payments/gateways.ts';
import { finalizePayoutOtp, resendPayoutOtp } from '../payments/payout-otp.ts';
import { listAdminDisputes, listAdminMismatches, listAdminPayments, listAdminRefunds } from './payment-lists.ts';
import { listAdminPayouts } from './payout-list.ts';

/** A mismatch's id is a bigserial, written as digits. */
const mismatchId = z.string().regex(/^\d{1,19}$/, en.validation.invalidId);

/**
 * The admin's Payments section (decisions 051, 061): the five lists and the decision on a no-show
 * dispute. Admins only, checked first by requireAdmin.
 */
export async function adminPaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const querystring = cursorQuery.extend(paymentSearchQuery.shape);
  const otpDeps = { db: app.db, gateways: paymentGateways(app.config.payments), log: app.log };
  const payoutRow = async (id: string) => (await listAdminPayouts(app.db, { cursor: null, id })).items[0]!;
  const otpRefusals = {
    404: 'no payout with this id',
    409: 'the payout is not a Paystack transfer waiting for its OTP',
    502: 'Paystack could not be reached',
  };

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        operationId: 'adminListPayments',
        summary: 'Every checkout attempt at a provider, newest first, or the one with a reference (ours or the provider’s)',
        querystring,
        response: { 200: pageSchema(adminPaymentRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAdminPayments(app.db, { q: request.query.q || undefined, cursor: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/admin/payments/refunds',
    {
      schema: {
        tags,
        operationId: 'adminListRefunds',
        summary: 'Every refund asked of a provider, newest first, with its state until the provider reports it done',
        querystring,
        response: { 200: pageSchema(adminRefundRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAdminRefunds(app.db, { q: request.query.q || undefined, cursor: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/admin/payments/disputes',
    {
      schema: {
        tags,
        operationId: 'adminListDisputes',
        summary: 'Every no-show dispute, newest first, open or decided',
        querystring,
        response: { 200: pageSchema(adminDisputeRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAdminDisputes(app.db, { q: request.query.q || undefined, cursor: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.get(
    '/api/admin/payments/payouts',
    {
      schema: {
        tags,
        operationId: 'adminListPayouts',
        summary: 'Every payout to a mentor, newest first, with its state at the provider and why it failed if it did',
        description: 'Searchable by our reference (payout-…, any try’s) or the provider’s transfer id (Paystack’s TRF_… code).',
        querystring,
        response: { 200: pageSchema(adminPayoutRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAdminPayouts(app.db, { q: request.query.q || undefined, cursor: decodeCursor(request.query.cursor, rowId) });
    },
  );

  app.post(
    '/api/admin/payments/payouts/:id/otp',
    {
      schema: {
        tags,
        operationId: 'adminFinalizePayoutOtp',
        summary: 'Enter the OTP Paystack sent for a payout’s transfer, which then goes on',
        description:
          'Decision 061: Paystack holds a transfer (status otp) when its account asks an OTP for transfers; this calls POST /transfer/finalize_transfer. A wrong OTP is a 400 and changes nothing. Audited.',
        params: idParams,
        body: payoutOtpSchema,
        response: { 200: adminPayoutRowSchema, ...refusals({ 400: 'Paystack did not accept the OTP', ...otpRefusals }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await finalizePayoutOtp(otpDeps, { adminId: admin.id, payoutId: request.params.id, otp: request.body.otp });
      return payoutRow(request.params.id);
    },
  );

  app.post(
    '/api/admin/payments/payouts/:id/otp/resend',
    {
      schema: {
        tags,
        operationId: 'adminResendPayoutOtp',
        summary: 'Ask Paystack to send a held payout’s OTP again',
        description: 'Decision 061: POST /transfer/resend_otp with reason transfer. Audited.',
        params: idParams,
        response: { 200: adminPayoutRowSchema, ...refusals(otpRefusals) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await resendPayoutOtp(otpDeps, { adminId: admin.id, payoutId: request.params.id });
      return payoutRow(request.params.id);
    },
  );

  app.get(
    '/api/admin/payments/mismatches',
    {
      schema: {
        tags,
        operationId: 'adminListMismatches',
        summary: 'What a provider sent that did not add up (bad signature, unknown reference, wrong amount or currency), newest first',
        querystring,
        response: { 200: pageSchema(adminMismatchRowSchema) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAdminMismatches(app.db, { q: request.query.q || undefined, cursor: decodeCursor(request.query.cursor, mismatchId) });
    },
  );

  app.post(
    '/api/admin/payments/disputes/:id/decision',
    {
      schema: {
        tags,
        operationId: 'adminDecideDispute',
        summary: 'Decide a no-show dispute once: refund the mentee in full through the provider, or pay the mentor',
        params: idParams,
        body: decideDisputeSchema,
        response: {
          200: adminDisputeRowSchema,
          ...refusals({ 404: 'no dispute with this id', 409: 'the dispute is already decided' }),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { outcome, reason } = request.body;
      await decideDispute(app.db, { adminId: admin.id, disputeId: request.params.id, outcome, reason });
      return (await listAdminDisputes(app.db, { cursor: null, id: request.params.id })).items[0]!;
    },
  );
}
