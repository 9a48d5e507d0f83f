import type { ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PayoutBank } from '@prosper/shared/schemas/payout';
import type { PaymentsConfig } from '../../config.ts';
import { FlutterwaveError, feeFromMajor, flutterwaveClient, fromMajor } from './flutterwave-client.ts';
import { fromSubunits, PaystackError, type PaystackTransfer, paystackClient } from './paystack-client.ts';
import { flutterwaveTransferState, paystackRecipientType, paystackTransferState } from './transfer-states.ts';

/*
 * The providers as the rest of payments sees them: open a checkout, verify a charge, ask for and
 * look up a refund, check a payout account and transfer to it, all in our ledger's minor units. Each provider's own units, paths and shapes
 * stay in its client (decisions 045, 050); the webhook's authenticity is each provider's own file.
 */

export type ProviderId = 'paystack' | 'flutterwave';

/** A day, the margin around list windows: Flutterwave's from/to are whole days, and clocks differ. */
const DAY_MS = 86_400_000;

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

/** Where a mentor is paid, as the provider needs it (decision 055). */
export type PayoutDestination = {
  country: string;
  currency: ChargeCurrency;
  kind: 'bank' | 'mobile_money';
  bankCode: string;
  accountNumber: string;
  accountName: string;
};

/**
 * A transfer as the provider reports it: under way (`sent`), `paid`, `failed` (with the provider's
 * reason), or held for an OTP (`otp`: Paystack, when the account asks one for transfers, decision 061).
 */
export type ProviderTransfer = { id: string | null; state: 'sent' | 'paid' | 'failed' | 'otp'; reason: string | null };

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
  /**
   * A refund already asked for this transaction (an earlier answer may have been lost), or null.
   * `since`: when we first decided to ask (no refund of ours can be older). `firstAsk`: no ask can
   * have been made yet (the job's first run, no id kept), so a lookup that costs a list is skipped.
   */
  findRefund(o: {
    country: string;
    transactionId: string;
    refundId: string | null;
    since: Date;
    firstAsk?: boolean;
  }): Promise<ProviderRefund | null>;
  /** Asks once for a refund; never retried blindly (findRefund comes first). */
  refund(o: {
    country: string;
    reference: string;
    transactionId: string;
    amountMinor: number;
    currency: ChargeCurrency;
    since: Date;
  }): Promise<ProviderRefund>;
  /** The banks and mobile money networks the provider pays out to in a currency, from its account in that country (decision 061). */
  banks(o: { country: string; currency: ChargeCurrency }): Promise<PayoutBank[]>;
  /**
   * The holder's name by the provider's account lookup, null when the bank knows no such account,
   * or 'no_lookup' where the provider has none (mobile money wallets).
   */
  resolveAccount(o: Omit<PayoutDestination, 'accountName'>): Promise<{ accountName: string } | null | 'no_lookup'>;
  /** What the provider needs kept to pay this account later (Paystack's recipient code), or null. */
  prepareRecipient(o: PayoutDestination): Promise<string | null>;
  /**
   * A transfer already asked under our reference (an earlier answer may have been lost), or null.
   * `since`: when the payout was opened (no transfer under its references can be older). `firstAsk`:
   * no ask under this reference can have been made yet, so a lookup that costs a list is skipped.
   */
  findTransfer(o: {
    country: string;
    reference: string;
    transferId: string | null;
    since: Date;
    firstAsk?: boolean;
  }): Promise<ProviderTransfer | null>;
  /** Asks once for a transfer under our reference; never retried blindly (findTransfer comes first). */
  transfer(o: {
    country: string;
    reference: string;
    amountMinor: number;
    currency: ChargeCurrency;
    bankCode: string;
    accountNumber: string;
    recipientCode: string | null;
    since: Date;
  }): Promise<ProviderTransfer>;
};

export type Gateways = Record<ProviderId, Gateway> & {
  /** Paystack's OTP for transfers (decision 061): 'wrong_otp' when Paystack refuses the code, nothing changed. */
  paystackOtp: {
    finalize(o: { country: string; transferCode: string; otp: string }): Promise<ProviderTransfer | 'wrong_otp'>;
    resend(o: { country: string; transferCode: string }): Promise<void>;
  };
};

/** Paystack's transfer in our words, its id being its transfer code (what finalize and resend take). */
const fromPaystack = (t: PaystackTransfer): ProviderTransfer => ({
  id: t.transfer_code ?? (t.id === undefined ? null : String(t.id)),
  ...paystackTransferState(t),
});

export function paymentGateways(config: PaymentsConfig): Gateways {
  const paystack = paystackClient(config);
  const flutterwave = flutterwaveClient(config);

  const findFlutterwaveRefund: Gateway['findRefund'] = async (o) => {
    if (o.refundId) {
      const r = await flutterwave.refundById(o.refundId);
      return { id: String(r.id), done: r.status === 'completed' };
    }
    if (o.firstAsk) return null;
    // No id kept: the answer to our ask was lost, or we never asked. The transaction's refunds listed
    // since we decided to ask (a day either side: from/to are whole days) say which (decision 062).
    const listed = await flutterwave.refundsOf({
      transactionId: o.transactionId,
      from: new Date(o.since.getTime() - DAY_MS),
      to: new Date(Date.now() + DAY_MS),
    });
    const r = listed[0];
    return r ? { id: String(r.id), done: r.status === 'completed' } : null;
  };

  const findFlutterwaveTransfer: Gateway['findTransfer'] = async (o) => {
    // By its id when we have it; else (the answer to our ask was lost) in the list, by our reference (decision 062).
    if (!o.transferId && o.firstAsk) return null;
    const t = o.transferId
      ? await flutterwave.transferById(o.transferId)
      : await flutterwave.transferByReference({ reference: o.reference, since: new Date(o.since.getTime() - DAY_MS) });
    return t && { id: String(t.id), ...flutterwaveTransferState(t) };
  };
  return {
    paystackOtp: {
      async finalize(o) {
        try {
          return fromPaystack(await paystack.finalizeTransfer(o.country, { transferCode: o.transferCode, otp: o.otp }));
        } catch (error) {
          // Paystack refuses a wrong or expired OTP with a 400 and keeps the transfer waiting.
          if (error instanceof PaystackError && (error.status === 400 || error.status === 422)) return 'wrong_otp';
          throw error;
        }
      },
      resend: (o) => paystack.resendTransferOtp(o.country, o.transferCode),
    },
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
      async banks(o) {
        return (await paystack.banks(o.country, o.currency)).map((b) => ({
          code: b.code,
          name: b.name,
          kind: b.type === 'mobile_money' ? ('mobile_money' as const) : ('bank' as const),
        }));
      },
      async resolveAccount(o) {
        // Paystack looks up bank accounts; a mobile money wallet has no lookup.
        if (o.kind === 'mobile_money') return 'no_lookup';
        const found = await paystack.resolveAccount(o.country, { accountNumber: o.accountNumber, bankCode: o.bankCode });
        return found && { accountName: found.account_name };
      },
      async prepareRecipient(o) {
        const r = await paystack.createRecipient(o.country, {
          type: paystackRecipientType(o.kind, o.currency),
          name: o.accountName,
          accountNumber: o.accountNumber,
          bankCode: o.bankCode,
          currency: o.currency,
        });
        return r.recipient_code;
      },
      async findTransfer(o) {
        const t = await paystack.verifyTransfer(o.country, o.reference);
        return t && fromPaystack(t);
      },
      async transfer(o) {
        if (!o.recipientCode) throw new Error('payouts: no Paystack recipient for this account');
        const t = await paystack.transfer(o.country, {
          amountMinor: o.amountMinor,
          currency: o.currency,
          recipientCode: o.recipientCode,
          reference: o.reference,
        });
        return fromPaystack(t);
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
      findRefund: findFlutterwaveRefund,
      async refund(o) {
        try {
          const r = await flutterwave.refund({ transactionId: o.transactionId, amountMinor: o.amountMinor, currency: o.currency });
          return { id: String(r.id), done: r.status === 'completed' };
        } catch (error) {
          // Refused (over the amount left: already refunded, by an ask whose answer was lost and that the
          // list had not shown yet): the refusal alone proves nothing, so it is looked up; found, it is ours.
          if (error instanceof FlutterwaveError && error.status >= 400 && error.status < 500) {
            const found = await findFlutterwaveRefund({
              country: o.country,
              transactionId: o.transactionId,
              refundId: null,
              since: o.since,
            });
            if (found) return found;
          }
          throw error;
        }
      },
      async banks(o) {
        return (await flutterwave.banks(o.country)).map((b) => ({
          code: b.code,
          name: b.name,
          kind: /mobile/i.test(b.provider_type ?? '') ? ('mobile_money' as const) : ('bank' as const),
        }));
      },
      async resolveAccount(o) {
        // v3 resolves bank accounts (Nigerian banks); a mobile money wallet has no lookup.
        if (o.kind === 'mobile_money') return 'no_lookup';
        const found = await flutterwave.resolveAccount({ accountNumber: o.accountNumber, bankCode: o.bankCode });
        return found && { accountName: found.account_name };
      },
      // v3 transfers take the account itself: nothing to keep.
      prepareRecipient: async () => null,
      findTransfer: findFlutterwaveTransfer,
      async transfer(o) {
        try {
          const t = await flutterwave.transfer({
            amountMinor: o.amountMinor,
            currency: o.currency,
            bankCode: o.bankCode,
            accountNumber: o.accountNumber,
            reference: o.reference,
          });
          return { id: String(t.id), ...flutterwaveTransferState(t) };
        } catch (error) {
          // The reference was taken by our own earlier ask whose answer was lost: that transfer is ours, found
          // in the list; not listed yet, it is under way and the payout_verify job looks again.
          if (error instanceof FlutterwaveError && error.status === 400 && /reference/i.test(error.message)) {
            return (
              (await findFlutterwaveTransfer({ country: o.country, reference: o.reference, transferId: null, since: o.since })) ?? {
                id: null,
                state: 'sent',
                reason: null,
              }
            );
          }
          throw error;
        }
      },
    },
  };
}
