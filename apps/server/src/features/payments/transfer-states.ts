import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { FlutterwaveTransfer } from './flutterwave-client.ts';
import type { PaystackTransfer } from './paystack-client.ts';

/*
 * Each provider's words for a transfer's state, in ours (decision 055): under way, paid, or failed
 * (a failed one is tried again under a new reference; a reversed one is failed too: the money came back).
 */

type State = { state: 'sent' | 'paid' | 'failed' | 'otp'; reason: string | null };

/**
 * Paystack: success; failed, reversed or abandoned; otp (held until the OTP sent to the business's
 * phone is entered, decision 061); anything else (pending, received, processing) is under way.
 */
export function paystackTransferState(t: Pick<PaystackTransfer, 'status' | 'reason'>): State {
  if (t.status === 'success') return { state: 'paid', reason: null };
  if (t.status === 'otp') return { state: 'otp', reason: null };
  if (t.status === 'failed' || t.status === 'reversed' || t.status === 'abandoned') return { state: 'failed', reason: t.status };
  return { state: 'sent', reason: null };
}

/** Flutterwave v3: SUCCESSFUL, FAILED (with its complete_message); NEW and PENDING are under way. */
export function flutterwaveTransferState(t: Pick<FlutterwaveTransfer, 'status' | 'complete_message'>): State {
  if (t.status === 'SUCCESSFUL') return { state: 'paid', reason: null };
  if (t.status === 'FAILED') return { state: 'failed', reason: t.complete_message || 'failed' };
  return { state: 'sent', reason: null };
}

/** Paystack's recipient type for an account: by the bank's country (its currency), or a mobile money wallet. */
export function paystackRecipientType(kind: 'bank' | 'mobile_money', currency: ChargeCurrency) {
  if (kind === 'mobile_money') return 'mobile_money' as const;
  if (currency === 'GHS') return 'ghipss' as const;
  if (currency === 'ZAR') return 'basa' as const;
  return 'nuban' as const;
}
