import type { FastifyBaseLogger } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import type { Gateways } from './gateways.ts';
import { checkTransferLater } from './payout-jobs.ts';
import { applyTransfer, type PayoutRow, payoutBy } from './payouts.ts';

/*
 * Paystack transfers from an account that asks an OTP for them (decision 061): POST /transfer
 * answers `otp` and the payout waits (awaiting_otp) until an admin enters the code Paystack sent to
 * the business's phone (POST /transfer/finalize_transfer), or asks for it again (resend_otp). A
 * wrong code changes nothing; the provider's answer is applied as any other word about the transfer.
 */

const t = en.payouts;

export type PayoutOtpDeps = { db: Db; gateways: Gateways; log: FastifyBaseLogger };

/** The payout, if it is a Paystack transfer held for its OTP; refused otherwise. */
async function heldPayout(db: Db, payoutId: string): Promise<PayoutRow & { provider_transfer_id: string }> {
  const p = await payoutBy(db, { id: payoutId });
  if (!p) throw new AppError(404, 'not_found', t.payoutNotFound);
  if (p.status !== 'awaiting_otp' || p.provider !== 'paystack' || !p.provider_transfer_id) {
    throw new AppError(409, 'not_awaiting_otp', t.otpNotAwaited);
  }
  return p as PayoutRow & { provider_transfer_id: string };
}

const unreachable = (log: FastifyBaseLogger, error: unknown) => {
  log.warn({ payout: { provider: 'paystack', error: error instanceof Error ? error.message : 'unexpected' } }, 'payouts: OTP call failed');
  return new AppError(502, 'provider_unavailable', t.providerUnavailable);
};

/** Finalizes the held transfer with the admin's OTP; the transfer then goes on (or ends) as Paystack says. */
export async function finalizePayoutOtp(deps: PayoutOtpDeps, o: { adminId: string; payoutId: string; otp: string }) {
  const { db, gateways, log } = deps;
  const p = await heldPayout(db, o.payoutId);
  let transfer: Awaited<ReturnType<Gateways['paystackOtp']['finalize']>>;
  try {
    transfer = await gateways.paystackOtp.finalize({ country: p.country, transferCode: p.provider_transfer_id, otp: o.otp });
  } catch (error) {
    throw unreachable(log, error);
  }
  if (transfer === 'wrong_otp') throw new AppError(400, 'wrong_otp', t.otpWrong, { otp: t.otpWrong });
  const applied = transfer;
  const outcome = await db.transaction(async (tx) => {
    const result = await applyTransfer(tx, { reference: p.reference, transfer: applied });
    await recordAdminAction(tx, {
      adminId: o.adminId,
      action: 'finalize_payout_otp',
      targetType: 'payout',
      targetId: p.id,
      memberId: p.mentor_id,
    });
    // Under way now: asked again until Paystack's transfer.success (or failure) is known, as any transfer.
    if (result === 'sent') await checkTransferLater(tx, { payoutId: p.id, reference: p.reference, checks: 1 });
    return result;
  });
  return outcome;
}

/** Asks Paystack to send the held transfer's OTP to the business's phone again. */
export async function resendPayoutOtp(deps: PayoutOtpDeps, o: { adminId: string; payoutId: string }) {
  const { db, gateways, log } = deps;
  const p = await heldPayout(db, o.payoutId);
  try {
    await gateways.paystackOtp.resend({ country: p.country, transferCode: p.provider_transfer_id });
  } catch (error) {
    throw unreachable(log, error);
  }
  await db.transaction((tx) =>
    recordAdminAction(tx, { adminId: o.adminId, action: 'resend_payout_otp', targetType: 'payout', targetId: p.id, memberId: p.mentor_id }),
  );
}
