import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PaymentsConfig } from '../../config.ts';
import { feeFromMajor, flutterwaveClient, fromMajor } from './flutterwave-client.ts';
import { fromSubunits, paystackClient } from './paystack-client.ts';

/*
 * The providers as the rest of payments sees them: open a checkout, verify a charge, ask for and
 * look up a refund, all in our ledger's minor units. Each provider's own units, paths and shapes
 * stay in its client (decisions 045, 050); the webhook's authenticity is each provider's own file.
 */

export type ProviderId = 'paystack' | 'flutterwave';

/** What the provider's verify call says of one charge, converted to minor units at the client's edge. */
export type VerifiedCharge = {
  transactionId: string;
  /** The provider says the money is in. */
  paid: boolean;
  reference: string;
  currency: string;
  /** NaN when the provider's amount is not a whole number of the currency's minor units (never equal to ours). */
  amountMinor: number;
  /** The amount as the provider's API wrote it (its own unit), for the mismatch record. */
  providerAmount: number;
  feeMinor: number;
};

export type ProviderRefund = { id: string; done: boolean };

export type Gateway = {
  open(o: {
    country: string;
    email: string;
    name: string;
    amountMinor: number;
    currency: ChargeCurrency;
    reference: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** Null when the provider knows no such reference. */
  verify(o: { country: string; reference: string }): Promise<VerifiedCharge | null>;
  /** A refund already asked for this transaction (an earlier answer may have been lost), or null. */
  findRefund(o: { country: string; transactionId: string; refundId: string | null }): Promise<ProviderRefund | null>;
  /** Asks once for a refund; never retried blindly (findRefund comes first). */
  refund(o: {
    country: string;
    reference: string;
    transactionId: string;
    amountMinor: number;
    currency: ChargeCurrency;
  }): Promise<ProviderRefund>;
};

export type Gateways = Record<ProviderId, Gateway>;

export function paymentGateways(config: PaymentsConfig): Gateways {
  const paystack = paystackClient(config);
  const flutterwave = flutterwaveClient(config);
  return {
    paystack: {
      async open(o) {
        const opened = await paystack.initialize(o.country, {
          email: o.email,
          amountMinor: o.amountMinor,
          currency: o.currency,
          reference: o.reference,
          callbackUrl: o.returnUrl,
        });
        return { url: opened.authorization_url };
      },
      async verify(o) {
        const v = await paystack.verify(o.country, o.reference);
        if (!v) return null;
        const currency = v.currency as ChargeCurrency;
        return {
          transactionId: String(v.id),
          paid: v.status === 'success',
          reference: v.reference,
          currency: v.currency,
          amountMinor: fromSubunits(v.amount, currency),
          providerAmount: v.amount,
          feeMinor: v.fees ? fromSubunits(v.fees, currency) : 0,
        };
      },
      async findRefund(o) {
        const found = (await paystack.refunds(o.country, o.transactionId))[0];
        return found ? { id: String(found.id), done: found.status === 'processed' } : null;
      },
      async refund(o) {
        const r = await paystack.refund(o.country, { reference: o.reference, amountMinor: o.amountMinor, currency: o.currency });
        return { id: String(r.id), done: r.status === 'processed' };
      },
    },
    flutterwave: {
      async open(o) {
        const opened = await flutterwave.checkout({
          email: o.email,
          name: o.name,
          amountMinor: o.amountMinor,
          currency: o.currency,
          reference: o.reference,
          redirectUrl: o.returnUrl,
        });
        return { url: opened.link };
      },
      async verify(o) {
        const v = await flutterwave.verify(o.reference);
        if (!v) return null;
        return {
          transactionId: String(v.id),
          paid: v.status === 'successful',
          reference: v.tx_ref,
          currency: v.currency,
          amountMinor: fromMajor(v.amount, v.currency),
          providerAmount: v.amount,
          feeMinor: feeFromMajor(v.app_fee ?? 0, v.currency),
        };
      },
      async findRefund(o) {
        // v3 lists refunds by date, not by transaction: the one we asked is found by the id kept from its answer.
        if (!o.refundId) return null;
        const r = await flutterwave.refundById(o.refundId);
        return { id: String(r.id), done: r.status === 'completed' };
      },
      async refund(o) {
        const r = await flutterwave.refund({ transactionId: o.transactionId, amountMinor: o.amountMinor, currency: o.currency });
        return { id: String(r.id), done: r.status === 'completed' };
      },
    },
  };
}
