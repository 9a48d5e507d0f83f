import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FLUTTERWAVE_BANKS } from './stand-in-banks.ts';

/*
 * A local Flutterwave, written from its v3 API reference (https://developer.flutterwave.com/v3.0/reference):
 * the calls our client makes, with v3's paths and fields, amounts in MAJOR units and
 * `{ status: "success", message, data }` answers (`status: "error"` when refused); a hosted checkout
 * page a journey can click through (mobile money or card) that sends the customer back to
 * `redirect_url?status=successful&tx_ref=…&transaction_id=…`; and `charge.completed` webhooks with the
 * dashboard's secret hash in the `verif-hash` header, as v3 sends them. It can answer late, fail,
 * send an event twice, lose it, or send it with a wrong hash, as the tests ask. For payouts: account
 * resolve, transfers under the caller's reference (a reference used once is refused), GET
 * /v3/transfers/:id and the transfer.completed event; and the bank list (GET /v3/banks/:country, decision 061).
 * Lost answers (decision 062): GET /v3/refunds (the reference's filters: from and to as YYYY-MM-DD
 * days of created_at, status, currency, id — the transaction's id — and flw_ref, with page and
 * meta.page_info) and GET /v3/transfers (page and status, newest first, 10 a page); and a mode that
 * makes the refund or the transfer, then drops the connection without an answer (`loseAnswers`).
 */

type Link = { code: string; txRef: string; amount: number; currency: string; email: string; name: string; redirectUrl: string };

type Transaction = {
  id: number;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  email: string;
  status: 'successful' | 'failed';
  paymentType: string;
  appFee: number;
  createdAt: string;
};

type Refund = { id: number; txId: number; flwRef: string; amount: number; status: 'pending' | 'completed'; createdAt: string };

type Transfer = {
  id: number;
  reference: string;
  accountBank: string;
  accountNumber: string;
  fullName: string;
  amount: number;
  currency: string;
  narration: string;
  status: 'NEW' | 'SUCCESSFUL' | 'FAILED';
  completeMessage: string;
  createdAt: string;
};

export type FlutterwaveStandInOptions = {
  /** The secret hash set on Flutterwave's dashboard, sent in every webhook's verif-hash header. */
  secretHash: string;
  /** The account's secret key; calls with another are refused (any key when unset). */
  secretKey?: string;
  /** Where events go, as set on the dashboard; settable later (the server's port may come after). */
  webhookUrl?: string;
  /** Milliseconds before a refund is completed; 0: completed in the answer to the refund call itself. */
  refundAfterMs?: number;
  /** Milliseconds before a transfer ends (SUCCESSFUL, or FAILED as `transferOutcome` says) and transfer.completed is sent. */
  transferAfterMs?: number;
  port?: number;
};

export type FlutterwaveStandIn = Awaited<ReturnType<typeof startFlutterwaveStandIn>>;

/** Page sizes of the lists (the reference's examples: 20 refunds, 10 transfers a page). */
const REFUNDS_PAGE = 20;
const TRANSFERS_PAGE = 10;

/** Flutterwave's local mobile money fee, roughly: 2.9 %, in major units to two decimals (the server records what it is told). */
const feeOf = (amount: number) => Math.round(amount * 2.9) / 100;

export async function startFlutterwaveStandIn(o: FlutterwaveStandInOptions) {
  const links = new Map<string, Link>();
  const byRef = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  /** The banks' accounts the stand-in knows, for POST /v3/accounts/resolve: `${account_bank}:${account_number}` → holder. */
  const bankAccounts = new Map<string, string>();
  const transfers: Transfer[] = [];
  let nextId = 7_000_000;
  let bankListCalls = 0;
  const behaviour = {
    webhookUrl: o.webhookUrl,
    /** Delay of every API answer, ms. */
    delayMs: 0,
    /** The next N API calls answer 500. */
    failNext: 0,
    /** Each event is sent this many times. */
    deliveries: 1,
    /** Events are not sent at all (a lost webhook). */
    dropEvents: false,
    /** Events carry a wrong verif-hash. */
    badHash: false,
    /** Verify answers this amount (major units) instead of the real one (a tampered transaction). */
    verifyAmountOverride: null as number | null,
    /** Verify answers this currency instead of the real one. */
    verifyCurrencyOverride: null as string | null,
    refundAfterMs: o.refundAfterMs ?? 20,
    transferAfterMs: o.transferAfterMs ?? 20,
    /** How the next transfers end. */
    transferOutcome: 'SUCCESSFUL' as 'SUCCESSFUL' | 'FAILED',
    /**
     * The next N refund (POST /v3/transactions/:id/refund) or transfer (POST /v3/transfers) calls
     * are carried out, then the connection is dropped with no answer: the caller cannot know.
     */
    loseAnswers: { refund: 0, transfer: 0 },
  };
  /** Every API call, method and path (with its query), in order: what a test counts to prove nothing was asked twice. */
  const calls: string[] = [];
  const sent: { event: string; reference: string; status: number }[] = [];
  const pending = new Set<Promise<unknown>>();

  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) => json(res, status, { status: 'error', message, data: null });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const authorized = (req: IncomingMessage) => {
    const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    return Boolean(key) && (!o.secretKey || key === o.secretKey);
  };
  const transactionData = (t: Transaction, amount = t.amount, currency = t.currency) => ({
    id: t.id,
    tx_ref: t.txRef,
    flw_ref: t.flwRef,
    device_fingerprint: 'N/A',
    amount,
    currency,
    charged_amount: amount,
    app_fee: t.appFee,
    merchant_fee: 0,
    processor_response: t.status === 'successful' ? 'Approved' : 'Declined',
    auth_model: t.paymentType === 'card' ? 'PIN' : 'MOBILEMONEY',
    narration: 'Prosper Mentor',
    status: t.status,
    payment_type: t.paymentType,
    created_at: t.createdAt,
    account_id: 17321,
    customer: { email: t.email },
  });

  /** Sends charge.completed the way v3 does: JSON body, the secret hash in verif-hash. */
  async function deliver(t: Transaction) {
    if (behaviour.dropEvents || !behaviour.webhookUrl) return;
    const body = JSON.stringify({
      event: 'charge.completed',
      data: transactionData(t),
      'event.type': t.paymentType === 'card' ? 'CARD_TRANSACTION' : 'MOBILEMONEYUG_TRANSACTION',
    });
    for (let i = 0; i < behaviour.deliveries; i++) {
      const res = await fetch(behaviour.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verif-hash': behaviour.badHash ? `${o.secretHash}-wrong` : o.secretHash },
        body,
      }).catch(() => null);
      sent.push({ event: 'charge.completed', reference: t.txRef, status: res?.status ?? 0 });
      await res?.arrayBuffer().catch(() => undefined);
    }
  }
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  /** The customer pays on the hosted page (or a test says they did): a successful transaction, then charge.completed. */
  function pay(txRef: string, paymentType = 'mobilemoneyuganda') {
    let t = byRef.get(txRef);
    if (!t) {
      const link = [...links.values()].find((l) => l.txRef === txRef);
      if (!link) throw new Error(`stand-in: no checkout for ${txRef}`);
      t = {
        id: nextId++,
        txRef,
        flwRef: `FLW-MOCK-${randomBytes(6).toString('hex')}`,
        amount: link.amount,
        currency: link.currency,
        email: link.email,
        status: 'successful',
        paymentType,
        appFee: feeOf(link.amount),
        createdAt: new Date().toISOString(),
      };
      byRef.set(txRef, t);
    }
    const delivery = deliver(t);
    track(delivery);
    return { transaction: t, delivery };
  }

  const checkoutPage = (l: Link) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flutterwave checkout (stand-in)</title><link rel="icon" href="data:,"></head>
<body><main><h1>Pay ${l.currency} ${l.amount.toLocaleString('en-US')}</h1><p>${l.email}</p>
<form method="post" action="/v3/hosted/pay/${l.code}/pay">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="payment_type" value="card" checked> Card</label>
<label><input type="radio" name="payment_type" value="mobilemoneyuganda"> Mobile money</label>
</fieldset>
<button type="submit">Pay</button>
</form></main></body></html>`;

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (behaviour.failNext > 0) {
      behaviour.failNext--;
      return refuse(res, 500, 'An error occurred');
    }
    if (!authorized(req)) return refuse(res, 401, 'Invalid authorization key');
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    /** Answers, unless the answer to this kind of call is to be lost: then the connection is dropped after the work is done. */
    const answer = (kind: 'refund' | 'transfer', body: object) => {
      if (behaviour.loseAnswers[kind] > 0) {
        behaviour.loseAnswers[kind]--;
        res.destroy();
        return;
      }
      json(res, 200, body);
    };

    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const customer = (body.customer ?? {}) as Record<string, unknown>;
      const amount = Number(body.amount);
      if (typeof body.tx_ref !== 'string' || !customer.email || !(amount > 0) || typeof body.redirect_url !== 'string') {
        return refuse(res, 400, 'tx_ref, amount, redirect_url and customer.email are required');
      }
      if (byRef.has(body.tx_ref)) return refuse(res, 400, 'Duplicate tx_ref: this transaction has already been paid');
      const link: Link = {
        code: randomBytes(8).toString('hex'),
        txRef: body.tx_ref,
        amount,
        currency: String(body.currency ?? 'NGN'),
        email: String(customer.email),
        name: String(customer.name ?? ''),
        redirectUrl: body.redirect_url,
      };
      links.set(link.code, link);
      return json(res, 200, { status: 'success', message: 'Hosted Link', data: { link: `${origin}/v3/hosted/pay/${link.code}` } });
    }

    if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const t = byRef.get(url.searchParams.get('tx_ref') ?? '');
      if (!t) return refuse(res, 400, 'No transaction was found for this id');
      return json(res, 200, {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: transactionData(t, behaviour.verifyAmountOverride ?? t.amount, behaviour.verifyCurrencyOverride ?? t.currency),
      });
    }

    const refundPath = /^\/v3\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refundPath) {
      const t = [...byRef.values()].find((x) => x.id === Number(refundPath[1]));
      if (t?.status !== 'successful') return refuse(res, 400, 'Transaction not found');
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const already = refunds.filter((r) => r.txId === t.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? t.amount - already : Number(body.amount);
      if (!(amount > 0) || already + amount > t.amount) return refuse(res, 400, 'Refund amount cannot exceed the transaction amount');
      // v3 may answer a refund completed at once (its reference's example does), or pending and completed later.
      const r: Refund = {
        id: nextId++,
        txId: t.id,
        flwRef: `URF_${Date.now()}_${nextId}`,
        amount,
        status: behaviour.refundAfterMs === 0 ? 'completed' : 'pending',
        createdAt: new Date().toISOString(),
      };
      refunds.push(r);
      if (r.status === 'pending') {
        track(
          new Promise((resolve) => setTimeout(resolve, behaviour.refundAfterMs)).then(() => {
            r.status = 'completed';
          }),
        );
      }
      return answer('refund', { status: 'success', message: 'Transaction refund initiated', data: refundData(r, t) });
    }

    if (req.method === 'GET' && url.pathname === '/v3/refunds') {
      // Fetch multiple refunded transactions: from/to are days (YYYY-MM-DD, UTC) of created_at, both included.
      const q = url.searchParams;
      const day = (iso: string) => iso.slice(0, 10);
      const matching = refunds
        .filter((r) => {
          const t = [...byRef.values()].find((x) => x.id === r.txId);
          return (
            (!q.get('from') || day(r.createdAt) >= q.get('from')!) &&
            (!q.get('to') || day(r.createdAt) <= q.get('to')!) &&
            (!q.get('status') || r.status === q.get('status')) &&
            (!q.get('currency') || t?.currency === q.get('currency')) &&
            (!q.get('id') || String(r.txId) === q.get('id')) &&
            (!q.get('flw_ref') || r.flwRef === q.get('flw_ref'))
          );
        })
        .reverse();
      return json(res, 200, { status: 'success', message: 'Refunds fetched', ...paged(matching, q, REFUNDS_PAGE, refundListData) });
    }

    const refundById = /^\/v3\/refunds\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundById) {
      const r = refunds.find((x) => x.id === Number(refundById[1]));
      const t = r && [...byRef.values()].find((x) => x.id === r.txId);
      if (!r || !t) return refuse(res, 404, 'Refund not found');
      return json(res, 200, { status: 'success', message: 'Refund fetched', data: refundData(r, t) });
    }

    // The bank list (decision 061): a country's banks and mobile money providers, told apart by provider_type when asked.
    const banksOf = /^\/v3\/banks\/([A-Z]{2})$/.exec(url.pathname);
    if (req.method === 'GET' && banksOf) {
      bankListCalls++;
      const withType = url.searchParams.get('include_provider_type') === '1';
      return json(res, 200, {
        status: 'success',
        message: 'Banks fetched successfully',
        data: (FLUTTERWAVE_BANKS[banksOf[1]!] ?? []).map((b, i) => ({
          id: 130 + i,
          code: b.code,
          name: b.name,
          ...(withType && { provider_type: b.type }),
        })),
      });
    }

    if (req.method === 'POST' && url.pathname === '/v3/accounts/resolve') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
      const name = bankAccounts.get(`${body.account_bank}:${body.account_number}`);
      if (!name) return refuse(res, 400, 'Sorry, that account number is invalid, please check and try again');
      return json(res, 200, {
        status: 'success',
        message: 'Account details fetched',
        data: { account_number: body.account_number, account_name: name },
      });
    }

    if (req.method === 'POST' && url.pathname === '/v3/transfers') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const amount = Number(body.amount);
      if (typeof body.account_bank !== 'string' || typeof body.account_number !== 'string' || !(amount > 0) || !body.currency) {
        return refuse(res, 400, 'account_bank, account_number, amount and currency are required');
      }
      const reference = typeof body.reference === 'string' ? body.reference : `flw-${randomBytes(6).toString('hex')}`;
      if (transfers.some((t) => t.reference === reference)) return refuse(res, 400, 'Transfer with this reference already exists');
      const t: Transfer = {
        id: nextId++,
        reference,
        accountBank: body.account_bank,
        accountNumber: body.account_number,
        fullName: bankAccounts.get(`${body.account_bank}:${body.account_number}`) ?? 'N/A',
        amount,
        currency: String(body.currency),
        narration: String(body.narration ?? ''),
        status: 'NEW',
        completeMessage: '',
        createdAt: new Date().toISOString(),
      };
      transfers.push(t);
      const outcome = behaviour.transferOutcome;
      track(
        new Promise((resolve) => setTimeout(resolve, behaviour.transferAfterMs)).then(() => {
          t.status = outcome;
          t.completeMessage = outcome === 'SUCCESSFUL' ? 'Successful' : 'DISBURSE FAILED: Insufficient wallet balance';
          return deliverTransfer(t);
        }),
      );
      return answer('transfer', { status: 'success', message: 'Transfer Queued Successfully', data: transferData(t) });
    }

    if (req.method === 'GET' && url.pathname === '/v3/transfers') {
      // Get all transfers: newest first, filtered by status (as the reference names it: successful, failed, …).
      const status = url.searchParams.get('status')?.toUpperCase();
      const matching = transfers
        .filter((t) => !status || t.status === status)
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt) || y.id - x.id);
      return json(res, 200, {
        status: 'success',
        message: 'Transfers fetched',
        ...paged(matching, url.searchParams, TRANSFERS_PAGE, transferData),
      });
    }

    const transferById = /^\/v3\/transfers\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && transferById) {
      const t = transfers.find((x) => x.id === Number(transferById[1]));
      if (!t) return refuse(res, 404, 'Transfer not found');
      return json(res, 200, { status: 'success', message: 'Transfer fetched', data: transferData(t) });
    }
    return refuse(res, 404, 'Not found');
  }

  const transferData = (t: Transfer) => ({
    id: t.id,
    account_number: t.accountNumber,
    bank_code: t.accountBank,
    full_name: t.fullName,
    created_at: t.createdAt,
    currency: t.currency,
    debit_currency: t.currency,
    amount: t.amount,
    fee: 10.75,
    status: t.status,
    reference: t.reference,
    meta: null,
    narration: t.narration,
    complete_message: t.completeMessage,
    requires_approval: 0,
    is_approved: 1,
    bank_name: 'Bank',
  });

  /** transfer.completed as v3 sends it: the secret hash in verif-hash. */
  async function deliverTransfer(t: Transfer) {
    if (behaviour.dropEvents || !behaviour.webhookUrl) return;
    const body = JSON.stringify({
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: { ...transferData(t), fullname: t.fullName },
    });
    for (let i = 0; i < behaviour.deliveries; i++) {
      const res = await fetch(behaviour.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verif-hash': behaviour.badHash ? `${o.secretHash}-wrong` : o.secretHash },
        body,
      }).catch(() => null);
      sent.push({ event: 'transfer.completed', reference: t.reference, status: res?.status ?? 0 });
      await res?.arrayBuffer().catch(() => undefined);
    }
  }

  const refundData = (r: Refund, _t: Transaction) => ({
    id: r.id,
    account_id: 17321,
    tx_id: r.txId,
    flw_ref: r.flwRef,
    wallet_id: 74639,
    amount_refunded: r.amount,
    status: r.status,
    destination: 'payment_source',
    meta: { source: 'availablebalance' },
    created_at: r.createdAt,
  });
  /** A refund as the list describes it (its transaction under transaction_id, not tx_id). */
  const refundListData = (r: Refund) => ({
    id: r.id,
    amount_refunded: r.amount,
    status: r.status,
    flw_ref: r.flwRef,
    destination: 'payment_source',
    comments: '',
    settlement_id: 'NEW',
    meta: '{"source":"availablebalance"}',
    created_at: r.createdAt,
    account_id: 17321,
    transaction_id: r.txId,
  });
  /** One page of a list, with v3's meta.page_info. */
  function paged<T>(all: T[], q: URLSearchParams, size: number, shape: (x: T) => object) {
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
    return {
      meta: { page_info: { total: all.length, current_page: page, total_pages: Math.ceil(all.length / size), page_size: size } },
      data: all.slice((page - 1) * size, page * size).map(shape),
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // For whoever starts it as a process (the journeys' Playwright): up and answering.
    if (url.pathname === '/health') return json(res, 200, { status: 'success', message: 'ok' });
    const page = /^\/v3\/hosted\/pay\/([0-9a-f]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const link = links.get(page[1]!);
      if (!link) return refuse(res, 404, 'Not found');
      if (req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(link));
      }
      if (req.method === 'POST' && page[2]) {
        return void readBody(req).then((body) => {
          const paymentType = new URLSearchParams(body).get('payment_type') ?? 'card';
          const { transaction } = pay(link.txRef, paymentType);
          const back = new URL(link.redirectUrl);
          back.searchParams.set('status', 'successful');
          back.searchParams.set('tx_ref', link.txRef);
          back.searchParams.set('transaction_id', String(transaction.id));
          res.writeHead(302, { location: back.toString() });
          res.end();
        });
      }
    }
    api(req, res, url).catch((error: unknown) => refuse(res, 500, String(error)));
  });
  server.listen(o.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    behaviour,
    /** Every event sent, with the status our server answered. */
    sent,
    transactions: () => [...byRef.values()],
    refunds: () => refunds,
    /** Every API call made, in order (`POST /v3/transfers`, `GET /v3/refunds?…`). */
    calls,
    /** Every transfer asked, as Flutterwave keeps them. */
    transfers: () => transfers,
    /** A transfer made outside this test (another payout, or one from before), for the lists' paging. */
    seedTransfer(o: { reference: string; createdAt: Date; status?: Transfer['status'] }) {
      transfers.push({
        id: nextId++,
        reference: o.reference,
        accountBank: 'MPS',
        accountNumber: '256700000000',
        fullName: 'N/A',
        amount: 1000,
        currency: 'UGX',
        narration: 'seeded',
        status: o.status ?? 'SUCCESSFUL',
        completeMessage: 'Successful',
        createdAt: o.createdAt.toISOString(),
      });
    },
    /** How many times GET /v3/banks/:country was asked (the server keeps the list a while). */
    bankListCalls: () => bankListCalls,
    /** A bank account POST /v3/accounts/resolve knows. */
    addBankAccount: (bankCode: string, accountNumber: string, name: string) => bankAccounts.set(`${bankCode}:${accountNumber}`, name),
    /** The customer pays (or a test says they did); resolves once the event is delivered. */
    pay: (txRef: string, paymentType?: string) => pay(txRef, paymentType).delivery,
    /** Sends the transaction's charge.completed again (Flutterwave retries until it gets a 200). */
    resend: (txRef: string) => pay(txRef).delivery,
    /** Waits for every event and refund under way. */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
