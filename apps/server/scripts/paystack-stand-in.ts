/**
 * The local Paystack stand-in as a process of its own, for the journeys: Playwright starts it next
 * to the server (e2e/playwright.config.ts), and the server's PAYSTACK_BASE_URL points at it.
 * PAYSTACK_STAND_IN_PORT: where it listens; PAYSTACK_STAND_IN_WEBHOOK_URL: where its events go;
 * PAYSTACK_STAND_IN_TRANSFER_OTP=1: transfers wait for the OTP.
 */
import { startPaystackStandIn } from '../src/test/paystack-stand-in.ts';

const standIn = await startPaystackStandIn({
  port: Number(process.env.PAYSTACK_STAND_IN_PORT ?? 3101),
  webhookUrl: process.env.PAYSTACK_STAND_IN_WEBHOOK_URL,
  refundAfterMs: 500,
});
// PAYSTACK_STAND_IN_TRANSFER_OTP=1: the account asks an OTP for transfers (decision 061).
standIn.behaviour.transferOtp = process.env.PAYSTACK_STAND_IN_TRANSFER_OTP === '1';
// The South African bank account the payout journey adds (its bank lookup names the holder).
standIn.addBankAccount('632005', '1234567890', 'EFUA ASANTE');
console.log(`Paystack stand-in on ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}
