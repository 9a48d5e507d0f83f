import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { callProvider, NoAnswer, type ProviderAnswer } from '../../lib/provider-call.ts';
import { CHARGE_CURRENCIES, type ChargeCurrency } from '@prosper/shared/constants/charge-currencies';
import type { PaymentsConfig } from '../../config.ts';

/*
 * A small typed client for the Flutterwave v3 calls we make (https://developer.flutterwave.com/v3.0/reference):
 * POST /v3/payments (a hosted checkout link under our tx_ref), GET /v3/transactions/verify_by_reference,
 * POST /v3/transactions/:id/refund, GET /v3/refunds/:id and GET /v3/refunds (decision 062); for payouts (decision 055)
 * GET /v3/banks/:country (the bank list, decision 061), POST /v3/accounts/resolve, POST /v3/transfers under our
 * reference, GET /v3/transfers/:id and GET /v3/transfers (decision 062). Each call has a timeout; answers are parsed
 * with zod. Only calls that cannot move money twice are retried: the checkout link carries our own
 * tx_ref (reused on retry, and no money moves until the customer pays on the page), verify and the
 * refund lookups only read. Asking for a refund or a transfer is never retried here (decisions 050, 062): a
 * lost answer is looked for in the lists before anything is asked again.
 */

/**
 * Flutterwave v3 counts amounts in MAJOR units (100.5 naira, 55500 shillings); our ledger in ISO
 * minor units. Converted here, at the client's edge, and nowhere else.
 */
export const toMajor = (minor: number, currency: ChargeCurrency) => minor / 10 ** CHARGE_CURRENCIES[currency].exponent;
/** Major units back to minor ones; NaN when the amount has more decimals than the currency (never equal to what we expect). */
export const fromMajor = (major: number, currency: ChargeCurrency | string) => {
  const exponent = CHARGE_CURRENCIES[currency as ChargeCurrency]?.exponent;
  if (exponent === undefined) return Number.NaN;
  const minor = major * 10 ** exponent;
  const whole = Math.round(minor);
  return Math.abs(minor - whole) < 1e-6 ? whole : Number.NaN;
};

/** A fee Flutterwave reports (app_fee, major units) in minor units, rounded: it is what we record, not what we check. */
export const feeFromMajor = (major: number, currency: ChargeCurrency | string) =>
  Math.round(major * 10 ** (CHARGE_CURRENCIES[currency as ChargeCurrency]?.exponent ?? 0));

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), message: z.string(), data });

const hostedLink = envelope(z.object({ link: z.url() }));

/** GET /v3/banks/:country with include_provider_type: banks and mobile money providers, told apart by provider_type. */
const bankList = envelope(
  z.array(
    z.object({ id: z.number().int().optional(), code: z.string(), name: z.string(), provider_type: z.string().nullable().optional() }),
  ),
);
export type FlutterwaveBank = z.infer<typeof bankList>['data'][number];

/** A transaction as verify and the charge.completed event describe it (the fields we read). */
export const flutterwaveTransaction = z.object({
  id: z.number().int(),
  tx_ref: z.string(),
  flw_ref: z.string().nullable().optional(),
  amount: z.number(),
  currency: z.string(),
  charged_amount: z.number().nullable().optional(),
  app_fee: z.number().nullable().optional(),
  status: z.string(),
  payment_type: z.string().nullable().optional(),
});
export type FlutterwaveTransaction = z.infer<typeof flutterwaveTransaction>;
const verified = envelope(flutterwaveTransaction);

const refund = z.object({ id: z.number().int(), tx_id: z.number().int(), amount_refunded: z.number(), status: z.string() });
export type FlutterwaveRefund = z.infer<typeof refund>;
const refunded = envelope(refund);

/** A refund as GET /v3/refunds lists it: its transaction under `transaction_id` (the single refund says `tx_id`). */
const listedRefund = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  amount_refunded: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export type FlutterwaveListedRefund = z.infer<typeof listedRefund>;

/** v3's lists: one page of `data`, and `meta.page_info` to know whether there are more. */
const page = <T extends z.ZodType>(item: T) =>
  envelope(z.array(item)).extend({
    meta: z.object({ page_info: z.object({ total: z.number().int(), current_page: z.number().int(), total_pages: z.number().int() }) }),
  });

/** Lists are walked at most this many pages; a list that goes on is an error (never a "not found", which would let us ask again). */
const MAX_PAGES = 50;

/** A date as the lists' from/to want it: YYYY-MM-DD (UTC). */
const day = (d: Date) => d.toISOString().slice(0, 10);

const resolved = envelope(z.object({ account_number: z.string(), account_name: z.string() }));

/** A transfer as POST /v3/transfers, GET /v3/transfers/:id and the transfer.completed event describe it (the fields we read). */
export const flutterwaveTransfer = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** NEW, PENDING, SUCCESSFUL, FAILED. */
  status: z.string(),
  complete_message: z.string().nullable().optional(),
  created_at: z.string().optional(),
});
export type FlutterwaveTransfer = z.infer<typeof flutterwaveTransfer>;
const transferred = envelope(flutterwaveTransfer);

/** Flutterwave said no, or could not be reached; the message never carries a key. */
export class FlutterwaveError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came (timeout, network). */
    readonly status: number,
  ) {
    super(message);
  }
  /** Worth trying again: no answer, or Flutterwave's own failure. */
  get transient() {
    return this.status === 0 || this.status >= 500;
  }
}

export type FlutterwaveClient = ReturnType<typeof flutterwaveClient>;

export function flutterwaveClient(config: Pick<PaymentsConfig, 'flutterwave' | 'flutterwaveBaseUrl' | 'flutterwaveTimeoutMs'>) {
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    o: { body?: object; tries: number },
  ): Promise<z.output<T>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(method, path, schema, o.body);
      } catch (error) {
        if (!(error instanceof FlutterwaveError) || !error.transient || attempt >= o.tries) throw error;
        await sleep(100 * 3 ** (attempt - 1));
      }
    }
  }

  async function once<T extends z.ZodType>(method: string, path: string, schema: T, body?: object) {
    if (!config.flutterwave) throw new FlutterwaveError('Flutterwave is not configured', 0);
    const name = path.split('?')[0]!.split('/').slice(2, 4).join(' ');
    let res: ProviderAnswer;
    try {
      res = await callProvider(`${config.flutterwaveBaseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${config.flutterwave.secretKey}`, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
        timeoutMs: config.flutterwaveTimeoutMs,
      });
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      throw new FlutterwaveError(error.timedOut ? `Flutterwave ${method} ${name}: no answer in time` : 'Flutterwave unreachable', 0);
    }
    const json = res.json();
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(json);
      throw new FlutterwaveError(message.success ? message.data.message : `Flutterwave answered ${res.status}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new FlutterwaveError('Flutterwave answered in an unexpected shape', 502);
    return parsed.data;
  }

  return {
    /** A hosted checkout link under our tx_ref; retried on timeouts with the same tx_ref (paying happens on the page, once). */
    async checkout(o: {
      email: string;
      name: string;
      amountMinor: number;
      currency: ChargeCurrency;
      reference: string;
      redirectUrl: string;
    }) {
      const res = await call('POST', '/v3/payments', hostedLink, {
        tries: 3,
        body: {
          tx_ref: o.reference,
          amount: toMajor(o.amountMinor, o.currency),
          currency: o.currency,
          redirect_url: o.redirectUrl,
          customer: { email: o.email, name: o.name },
          customizations: { title: 'Prosper Mentor' },
          payment_options: 'mobilemoneyuganda, mobilemoneytanzania, card',
        },
      });
      return res.data;
    },

    /** The transaction under our tx_ref as Flutterwave has it now; null when Flutterwave knows no such reference. */
    async verify(reference: string): Promise<FlutterwaveTransaction | null> {
      try {
        return (await call('GET', `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`, verified, { tries: 3 }))
          .data;
      } catch (error) {
        if (error instanceof FlutterwaveError && (error.status === 400 || error.status === 404)) return null;
        throw error;
      }
    },

    /** Asks for a refund of a transaction (by Flutterwave's id), once: never retried (see the header). */
    async refund(o: { transactionId: string; amountMinor: number; currency: ChargeCurrency }) {
      const res = await call('POST', `/v3/transactions/${encodeURIComponent(o.transactionId)}/refund`, refunded, {
        tries: 1,
        body: { amount: toMajor(o.amountMinor, o.currency) },
      });
      return res.data;
    },

    /** The banks and mobile money providers of a country (GET /v3/banks/:country). */
    async banks(country: string): Promise<FlutterwaveBank[]> {
      return (await call('GET', `/v3/banks/${encodeURIComponent(country)}?include_provider_type=1`, bankList, { tries: 3 })).data;
    },

    /** The account's holder (POST /v3/accounts/resolve); null when the bank knows no such account. */
    async resolveAccount(o: { accountNumber: string; bankCode: string }) {
      try {
        return (
          await call('POST', '/v3/accounts/resolve', resolved, {
            tries: 3,
            body: { account_number: o.accountNumber, account_bank: o.bankCode },
          })
        ).data;
      } catch (error) {
        if (error instanceof FlutterwaveError && error.status === 400) return null;
        throw error;
      }
    },

    /**
     * Sends money from the balance under our reference. Never retried here: v3 refuses a reference
     * it has seen, and a lost answer is found by our reference in the list (transferByReference, decision 062).
     */
    async transfer(o: { amountMinor: number; currency: ChargeCurrency; bankCode: string; accountNumber: string; reference: string }) {
      const res = await call('POST', '/v3/transfers', transferred, {
        tries: 1,
        body: {
          account_bank: o.bankCode,
          account_number: o.accountNumber,
          amount: toMajor(o.amountMinor, o.currency),
          currency: o.currency,
          debit_currency: o.currency,
          narration: 'Prosper Mentor session',
          reference: o.reference,
        },
      });
      return res.data;
    },

    /** A transfer as Flutterwave has it now, by its id. */
    async transferById(id: string) {
      return (await call('GET', `/v3/transfers/${encodeURIComponent(id)}`, transferred, { tries: 3 })).data;
    },

    /**
     * The refunds of one transaction made between two days (GET /v3/refunds, filtered by `from`,
     * `to` and the transaction's `id`), every page; matched on `transaction_id` here too, so a
     * filter Flutterwave did not apply can never hand us another transaction's refund.
     */
    async refundsOf(o: { transactionId: string; from: Date; to: Date }) {
      const found: FlutterwaveListedRefund[] = [];
      for (let p = 1; p <= MAX_PAGES; p++) {
        const q = new URLSearchParams({ from: day(o.from), to: day(o.to), id: o.transactionId, page: String(p) });
        const res = await call('GET', `/v3/refunds?${q}`, page(listedRefund), { tries: 3 });
        found.push(...res.data.filter((r) => String(r.transaction_id) === o.transactionId));
        if (p >= res.meta.page_info.total_pages) return found;
      }
      throw new FlutterwaveError(`Flutterwave GET refunds: more than ${MAX_PAGES} pages`, 0);
    },

    /**
     * The transfer under our reference (GET /v3/transfers, newest first; v3 lists them by page and
     * status only), paging until the list is older than `since` (when we first asked); null when none.
     */
    async transferByReference(o: { reference: string; since: Date }) {
      for (let p = 1; p <= MAX_PAGES; p++) {
        const res = await call('GET', `/v3/transfers?page=${p}`, page(flutterwaveTransfer), { tries: 3 });
        const hit = res.data.find((t) => t.reference === o.reference);
        if (hit) return hit;
        const oldest = res.data.at(-1)?.created_at;
        if (p >= res.meta.page_info.total_pages || (oldest && new Date(oldest) < o.since)) return null;
      }
      throw new FlutterwaveError(`Flutterwave GET transfers: more than ${MAX_PAGES} pages in the window`, 0);
    },

    /** A refund already asked for, by Flutterwave's refund id. */
    async refundById(id: string) {
      return (await call('GET', `/v3/refunds/${encodeURIComponent(id)}`, refunded, { tries: 3 })).data;
    },
  };
}
