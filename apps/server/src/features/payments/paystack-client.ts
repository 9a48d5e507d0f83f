import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { callProvider, NoAnswer, type ProviderAnswer } from '../../lib/provider-call.ts';
import { CHARGE_CURRENCIES, type ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PaymentsConfig } from '../../config.ts';

/*
 * A small typed client for the Paystack calls we make (https://paystack.com/docs/api/):
 * POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund (and GET /refund
 * to find one already asked); for payouts (decision 055) GET /bank (the bank list, decision 061), GET /bank/resolve, POST /transferrecipient,
 * POST /transfer under our reference and GET /transfer/verify/:reference; POST /transfer/finalize_transfer and
 * /transfer/resend_otp where the account asks an OTP for transfers (decision 061). Each call has a timeout; answers are parsed with zod. Only calls that
 * cannot move money twice are retried: initialize carries our own reference (Paystack refuses a
 * second transaction under it), verify and the refund list only read. Creating a refund is never
 * retried here: the refund job first lists the transaction's refunds, so a lost answer is found.
 */

/** Paystack counts every currency in hundredths ("subunits"); our ledger in ISO minor units (whole CFA francs). */
export const toSubunits = (minor: number, currency: ChargeCurrency) => minor * 10 ** (2 - CHARGE_CURRENCIES[currency].exponent);
export const fromSubunits = (subunits: number, currency: ChargeCurrency) =>
  Math.round(subunits / 10 ** (2 - CHARGE_CURRENCIES[currency].exponent));

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), message: z.string(), data });

const initialized = envelope(z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }));

/** A transaction as verify and the charge.success event describe it (the fields we read). */
export const paystackTransaction = z.object({
  id: z.number().int(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  fees: z.number().int().nullable().optional(),
  channel: z.string().nullable().optional(),
  paid_at: z.string().nullable().optional(),
});
export type PaystackTransaction = z.infer<typeof paystackTransaction>;

const verified = envelope(paystackTransaction);

const refund = z.object({ id: z.number().int(), status: z.string(), amount: z.number().int(), currency: z.string() });
export type PaystackRefund = z.infer<typeof refund>;
const refunded = envelope(refund);
const refundList = envelope(z.array(refund));

/** GET /bank: one page of banks (and mobile money networks: type mobile_money), with the cursor of the next. */
const bankPage = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      type: z.string().nullable().optional(),
      currency: z.string().nullable().optional(),
      active: z.boolean().optional(),
      is_deleted: z.boolean().nullable().optional(),
    }),
  ),
  meta: z.object({ next: z.string().nullable().optional() }).optional(),
});
export type PaystackBank = z.infer<typeof bankPage>['data'][number];
/** Enough pages for any country's banks (Nigeria's are a few hundred); a list longer than this is cut, not looped on. */
const MAX_BANK_PAGES = 10;

const resolved = envelope(z.object({ account_number: z.string(), account_name: z.string() }));
const recipient = envelope(z.object({ recipient_code: z.string(), active: z.boolean().optional() }));

/** A transfer as POST /transfer, GET /transfer/verify and the transfer.* events describe it (the fields we read). */
export const paystackTransfer = z.object({
  id: z.number().int().optional(),
  reference: z.string(),
  transfer_code: z.string().optional(),
  amount: z.number().int(),
  currency: z.string(),
  /** pending, otp, success, failed, reversed, abandoned (and received, processing while under way). */
  status: z.string(),
  reason: z.string().nullable().optional(),
});
export type PaystackTransfer = z.infer<typeof paystackTransfer>;
const transferred = envelope(paystackTransfer);
/** An answer whose data we do not read (resend_otp). */
const acknowledged = z.object({ status: z.literal(true), message: z.string() });

/** Paystack said no, or could not be reached; the message never carries a key. */
export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came (timeout, network). */
    readonly status: number,
  ) {
    super(message);
  }
  /** Worth trying again: no answer, or Paystack's own failure. */
  get transient() {
    return this.status === 0 || this.status >= 500;
  }
}

export type PaystackClient = ReturnType<typeof paystackClient>;

export function paystackClient(config: Pick<PaymentsConfig, 'paystackKeys' | 'paystackBaseUrl' | 'paystackTimeoutMs'>) {
  const keyOf = (country: string) => {
    const key = config.paystackKeys[country];
    if (!key) throw new PaystackError(`no Paystack key for ${country}`, 0);
    return key;
  };

  async function call<T extends z.ZodType>(
    country: string,
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    o: { body?: object; tries: number },
  ): Promise<z.output<T>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(country, method, path, schema, o.body);
      } catch (error) {
        if (!(error instanceof PaystackError) || !error.transient || attempt >= o.tries) throw error;
        await sleep(100 * 3 ** (attempt - 1));
      }
    }
  }

  async function once<T extends z.ZodType>(country: string, method: string, path: string, schema: T, body?: object) {
    let res: ProviderAnswer;
    try {
      res = await callProvider(`${config.paystackBaseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${keyOf(country)}`, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
        timeoutMs: config.paystackTimeoutMs,
      });
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      throw new PaystackError(error.timedOut ? `Paystack ${method} ${path.split('/')[1]}: no answer in time` : 'Paystack unreachable', 0);
    }
    const json = res.json();
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(json);
      throw new PaystackError(message.success ? message.data.message : `Paystack answered ${res.status}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaystackError('Paystack answered in an unexpected shape', 502);
    return parsed.data;
  }

  return {
    countries: () => Object.keys(config.paystackKeys),

    /** Opens a transaction under our reference; retried on timeouts, as Paystack refuses a reference twice. */
    async initialize(
      country: string,
      o: { email: string; amountMinor: number; currency: ChargeCurrency; reference: string; callbackUrl: string },
    ) {
      const res = await call(country, 'POST', '/transaction/initialize', initialized, {
        tries: 3,
        body: {
          email: o.email,
          amount: toSubunits(o.amountMinor, o.currency),
          currency: o.currency,
          reference: o.reference,
          callback_url: o.callbackUrl,
          channels: ['card', 'mobile_money', 'bank', 'ussd', 'bank_transfer'],
        },
      });
      return res.data;
    },

    /** The transaction as Paystack has it now; null when Paystack knows no such reference. */
    async verify(country: string, reference: string): Promise<PaystackTransaction | null> {
      try {
        return (await call(country, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`, verified, { tries: 3 })).data;
      } catch (error) {
        if (error instanceof PaystackError && (error.status === 400 || error.status === 404)) return null;
        throw error;
      }
    },

    /** Asks for a refund of a transaction (by our reference), once: never retried (see the header). */
    async refund(country: string, o: { reference: string; amountMinor: number; currency: ChargeCurrency }) {
      const res = await call(country, 'POST', '/refund', refunded, {
        tries: 1,
        body: { transaction: o.reference, amount: toSubunits(o.amountMinor, o.currency), currency: o.currency },
      });
      return res.data;
    },

    /** The banks and mobile money networks in a currency (GET /bank, cursor-paged), active ones only. */
    async banks(country: string, currency: string): Promise<PaystackBank[]> {
      const all: PaystackBank[] = [];
      let next: string | null | undefined = null;
      for (let page = 0; page < MAX_BANK_PAGES; page++) {
        const query = new URLSearchParams({ currency, use_cursor: 'true', perPage: '100' });
        if (next) query.set('next', next);
        const res: z.output<typeof bankPage> = await call(country, 'GET', `/bank?${query}`, bankPage, { tries: 3 });
        all.push(...res.data);
        next = res.meta?.next;
        if (!next) break;
      }
      return all.filter((b) => b.active !== false && !b.is_deleted);
    },

    /** The account's holder as the bank has it (GET /bank/resolve); null when the bank knows no such account. */
    async resolveAccount(country: string, o: { accountNumber: string; bankCode: string }) {
      const query = new URLSearchParams({ account_number: o.accountNumber, bank_code: o.bankCode });
      try {
        return (await call(country, 'GET', `/bank/resolve?${query}`, resolved, { tries: 3 })).data;
      } catch (error) {
        if (error instanceof PaystackError && (error.status === 400 || error.status === 422)) return null;
        throw error;
      }
    },

    /** A transfer recipient for the account (Paystack answers the existing one for a number it knows, so a retry is safe). */
    async createRecipient(
      country: string,
      o: { type: 'nuban' | 'ghipss' | 'basa' | 'mobile_money'; name: string; accountNumber: string; bankCode: string; currency: string },
    ) {
      const res = await call(country, 'POST', '/transferrecipient', recipient, {
        tries: 3,
        body: { type: o.type, name: o.name, account_number: o.accountNumber, bank_code: o.bankCode, currency: o.currency },
      });
      return res.data;
    },

    /**
     * Sends money from the balance under our reference, once: never retried here. The payout job
     * first asks verifyTransfer for that reference, so a lost answer is found, not sent again.
     */
    async transfer(country: string, o: { amountMinor: number; currency: ChargeCurrency; recipientCode: string; reference: string }) {
      const res = await call(country, 'POST', '/transfer', transferred, {
        tries: 1,
        body: {
          source: 'balance',
          amount: toSubunits(o.amountMinor, o.currency),
          currency: o.currency,
          recipient: o.recipientCode,
          reference: o.reference,
          reason: 'Prosper Mentor session',
        },
      });
      return res.data;
    },

    /**
     * Completes a transfer Paystack holds for the OTP it sent to the business's phone (decision 061).
     * Never retried: the payout's state is asked again (verifyTransfer) before anything else.
     */
    async finalizeTransfer(country: string, o: { transferCode: string; otp: string }) {
      return (
        await call(country, 'POST', '/transfer/finalize_transfer', transferred, {
          tries: 1,
          body: { transfer_code: o.transferCode, otp: o.otp },
        })
      ).data;
    },

    /** Asks Paystack to send the transfer's OTP again; not retried (each call is a text message). */
    async resendTransferOtp(country: string, transferCode: string) {
      await call(country, 'POST', '/transfer/resend_otp', acknowledged, {
        tries: 1,
        body: { transfer_code: transferCode, reason: 'transfer' },
      });
    },

    /** The transfer under our reference as Paystack has it now; null when it knows none. */
    async verifyTransfer(country: string, reference: string): Promise<PaystackTransfer | null> {
      try {
        return (await call(country, 'GET', `/transfer/verify/${encodeURIComponent(reference)}`, transferred, { tries: 3 })).data;
      } catch (error) {
        if (error instanceof PaystackError && (error.status === 400 || error.status === 404)) return null;
        throw error;
      }
    },

    /** The refunds already asked for a transaction (by Paystack's id). */
    async refunds(country: string, transactionId: string) {
      return (await call(country, 'GET', `/refund?transaction=${encodeURIComponent(transactionId)}`, refundList, { tries: 3 })).data;
    },
  };
}
