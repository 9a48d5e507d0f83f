import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_BANKS } from './stand-in-banks.ts';

/*
 * A local Paystack, written from its API reference (https://paystack.com/docs/api/): the calls our
 * client makes, with Paystack's paths, fields, amounts in subunits and `{ status, message, data }`
 * answers; a hosted checkout page a journey can click through (card or mobile money); and webhooks
 * signed as Paystack signs them: `x-paystack-signature`, the HMAC-SHA512 of the raw body with the
 * secret key of the account (here: the key the transaction was initialized with). It can answer
 * late, fail, send an event twice, lose it, or sign it wrongly, as the tests ask. For payouts: bank
 * account lookup, transfer recipients, transfers from the balance under the caller's reference (a
 * reference used once is refused), transfer.success / transfer.failed / transfer.reversed events, and
 * a transfer verify; and the bank list (GET /bank) and an OTP mode for transfers (finalize_transfer,
 * resend_otp; the OTP is STAND_IN_TRANSFER_OTP), decision 061.
 */

type Transaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  key: string;
  status: 'abandoned' | 'success' | 'failed';
  channel: string | null;
  paidAt: string | null;
  fees: number;
};

type Refund = { id: number; transactionId: number; reference: string; amount: number; currency: string; status: 'pending' | 'processed' };

type Recipient = {
  id: number;
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
  key: string;
};

type Transfer = {
  id: number;
  code: string;
  reference: string;
  amount: number;
  currency: string;
  recipient: Recipient;
  reason: string;
  status: 'otp' | 'pending' | 'success' | 'failed' | 'reversed';
  key: string;
  createdAt: string;
};

/** The code the stand-in "sends to the business's phone" when its account asks an OTP for transfers. */
export const STAND_IN_TRANSFER_OTP = '123456';

export type StandInOptions = {
  /** Where events go, as set on Paystack's dashboard; settable later (the server's port may come after). */
  webhookUrl?: string;
  /** Milliseconds before a refund is reported processed (by the refund.processed event). */
  refundAfterMs?: number;
  /** Milliseconds before a transfer ends (transfer.success, or transfer.failed as `transferOutcome` says). */
  transferAfterMs?: number;
  port?: number;
};

export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;

/** Paystack's local fee, roughly: 1.5 % (the stand-in's own; the server records what it is told). */
const feeOf = (amount: number) => Math.round(amount * 0.015);

export async function startPaystackStandIn(o: StandInOptions = {}) {
  const byReference = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  /** The banks' accounts the stand-in knows, for GET /bank/resolve: `${bank_code}:${account_number}` → holder. */
  const bankAccounts = new Map<string, string>();
  const recipients: Recipient[] = [];
  const transfers: Transfer[] = [];
  let nextId = 4_000_000;
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
    /** Events are signed with the wrong key. */
    badSignature: false,
    /** Verify answers this amount instead of the real one (a tampered transaction). */
    verifyAmountOverride: null as number | null,
    /** Verify answers this currency instead of the real one. */
    verifyCurrencyOverride: null as string | null,
    refundAfterMs: o.refundAfterMs ?? 20,
    transferAfterMs: o.transferAfterMs ?? 20,
    /** How the next transfers end: Paystack's transfer.success, transfer.failed, or success then transfer.reversed. */
    transferOutcome: 'success' as 'success' | 'failed' | 'reversed',
    /** POST /transfer creates the transfer but its answer is lost (the connection drops): a retry must not send twice. */
    loseTransferAnswers: 0,
    /** The account asks an OTP for transfers: POST /transfer answers status otp and waits for /transfer/finalize_transfer. */
    transferOtp: false,
  };
  /** Each OTP "sent" to the business's phone, by transfer code (the first with the transfer, then one per resend). */
  const otpsSent: string[] = [];
  const sent: { event: string; reference: string; status: number }[] = [];
  const pending = new Set<Promise<unknown>>();

  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const keyOf = (req: IncomingMessage) => /^Bearer (sk_\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
  const transactionData = (t: Transaction, amount = t.amount, currency = t.currency) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount,
    currency,
    gateway_response: t.status === 'success' ? 'Approved' : 'The transaction was not completed',
    paid_at: t.paidAt,
    channel: t.channel,
    fees: t.status === 'success' ? t.fees : null,
    customer: { email: t.email },
  });

  /** An event as Paystack sends it: the JSON body and the signature of its raw bytes. */
  const signed = (key: string, event: string, data: object) => {
    const body = JSON.stringify({ event, data });
    const signature = createHmac('sha512', behaviour.badSignature ? `${key}-wrong` : key)
      .update(body)
      .digest('hex');
    return { body, signature };
  };

  /** Sends one event the way Paystack does: JSON body, signed raw bytes. */
  async function deliver(key: string, event: string, data: object, reference: string) {
    if (behaviour.dropEvents || !behaviour.webhookUrl) return;
    const { body, signature } = signed(key, event, data);
    for (let i = 0; i < behaviour.deliveries; i++) {
      const res = await fetch(behaviour.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      }).catch(() => null);
      sent.push({ event, reference, status: res?.status ?? 0 });
      await res?.arrayBuffer().catch(() => undefined);
    }
  }
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  /** The customer pays on the checkout page (or a test says they did): success, then charge.success. */
  function pay(reference: string, channel = 'mobile_money') {
    const t = byReference.get(reference);
    if (!t) throw new Error(`stand-in: no transaction ${reference}`);
    if (t.status !== 'success') {
      t.status = 'success';
      t.channel = channel;
      t.paidAt = new Date().toISOString();
      t.fees = feeOf(t.amount);
    }
    const delivery = deliver(t.key, 'charge.success', transactionData(t), t.reference);
    track(delivery);
    return delivery;
  }

  /** A transfer under way ends after a while as `transferOutcome` says, each end told by its event. */
  function complete(t: Transfer) {
    const outcome = behaviour.transferOutcome;
    track(
      new Promise((resolve) => setTimeout(resolve, behaviour.transferAfterMs)).then(async () => {
        t.status = outcome === 'failed' ? 'failed' : 'success';
        await deliver(t.key, `transfer.${t.status}`, transferData(t), t.reference);
        if (outcome === 'reversed') {
          t.status = 'reversed';
          await deliver(t.key, 'transfer.reversed', transferData(t), t.reference);
        }
      }),
    );
  }

  const checkoutPage = (t: Transaction) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack checkout (stand-in)</title><link rel="icon" href="data:,"></head>
<body><main><h1>Pay ${t.currency} ${(t.amount / 100).toFixed(2)}</h1><p>${t.email}</p>
<form method="post" action="/checkout/${t.accessCode}/pay">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="channel" value="card" checked> Card</label>
<label><input type="radio" name="channel" value="mobile_money"> Mobile money</label>
</fieldset>
<button type="submit">Pay</button>
</form></main></body></html>`;

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (behaviour.failNext > 0) {
      behaviour.failNext--;
      return json(res, 500, { status: false, message: 'An error occurred' });
    }
    const key = keyOf(req);
    if (!key) return json(res, 401, { status: false, message: 'Invalid key' });

    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const amount = Number(body.amount);
      if (!body.email || !Number.isInteger(amount) || amount <= 0) {
        return json(res, 400, { status: false, message: 'Invalid amount or email' });
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (byReference.has(reference)) return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const t: Transaction = {
        id: nextId++,
        reference,
        accessCode: randomBytes(8).toString('hex'),
        amount,
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        callbackUrl: String(body.callback_url ?? ''),
        key,
        status: 'abandoned',
        channel: null,
        paidAt: null,
        fees: 0,
      };
      byReference.set(reference, t);
      byAccessCode.set(t.accessCode, t);
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${origin}/checkout/${t.accessCode}`, access_code: t.accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const t = byReference.get(decodeURIComponent(verify[1]!));
      if (!t || t.key !== key) return json(res, 400, { status: false, message: 'Transaction reference not found' });
      return json(res, 200, {
        status: true,
        message: 'Verification successful',
        data: transactionData(t, behaviour.verifyAmountOverride ?? t.amount, behaviour.verifyCurrencyOverride ?? t.currency),
      });
    }

    if (url.pathname === '/refund' && req.method === 'GET') {
      const id = Number(url.searchParams.get('transaction'));
      return json(res, 200, {
        status: true,
        message: 'Refunds retrieved',
        data: refunds.filter((r) => r.transactionId === id).map(refundData),
      });
    }
    if (url.pathname === '/refund' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const t = [...byReference.values()].find((x) => x.reference === body.transaction || String(x.id) === String(body.transaction));
      if (!t || t.key !== key || t.status !== 'success') return json(res, 400, { status: false, message: 'Transaction not found' });
      const already = refunds.filter((r) => r.transactionId === t.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? t.amount - already : Number(body.amount);
      if (amount <= 0 || already + amount > t.amount) {
        return json(res, 400, { status: false, message: 'Refund amount cannot be greater than transaction amount' });
      }
      const r: Refund = { id: nextId++, transactionId: t.id, reference: t.reference, amount, currency: t.currency, status: 'pending' };
      refunds.push(r);
      // Paystack queues refunds and reports them done later, by the refund.processed event.
      const later = new Promise((resolve) => setTimeout(resolve, behaviour.refundAfterMs)).then(() => {
        r.status = 'processed';
        return deliver(t.key, 'refund.processed', { ...refundData(r), status: 'processed' }, t.reference);
      });
      track(later);
      return json(res, 200, { status: true, message: 'Refund has been queued for processing', data: refundData(r) });
    }

    // The bank list (decision 061): by currency, cursor-paged as Paystack's use_cursor pages are (perPage, meta.next).
    if (req.method === 'GET' && url.pathname === '/bank') {
      bankListCalls++;
      const currency = url.searchParams.get('currency') ?? 'NGN';
      const all = PAYSTACK_BANKS[currency] ?? [];
      const perPage = Math.max(1, Math.min(100, Number(url.searchParams.get('perPage') ?? 50)));
      const from = Number(url.searchParams.get('next') ?? 0) || 0;
      const page = all.slice(from, from + perPage);
      const next = from + perPage < all.length ? String(from + perPage) : null;
      return json(res, 200, {
        status: true,
        message: 'Banks retrieved',
        data: page.map((b, i) => ({
          id: 100 + from + i,
          name: b.name,
          slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          code: b.code,
          longcode: '',
          gateway: null,
          pay_with_bank: false,
          active: true,
          is_deleted: false,
          country: currency,
          currency,
          type: b.type === 'mobile_money' ? 'mobile_money' : currency === 'GHS' ? 'ghipss' : currency === 'ZAR' ? 'basa' : 'nuban',
        })),
        meta: { next, previous: from > 0 ? String(Math.max(0, from - perPage)) : null, perPage },
      });
    }

    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const name = bankAccounts.get(`${url.searchParams.get('bank_code')}:${url.searchParams.get('account_number')}`);
      if (!name) return json(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      return json(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 9 },
      });
    }

    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
      if (!body.type || !body.name || !body.account_number || !body.bank_code) {
        return json(res, 400, { status: false, message: 'type, name, account_number and bank_code are required' });
      }
      // "A duplicate account number will lead to the retrieval of the existing record."
      let r = recipients.find((x) => x.key === key && x.accountNumber === body.account_number && x.bankCode === body.bank_code);
      if (!r) {
        r = {
          id: nextId++,
          code: `RCP_${randomBytes(8).toString('hex')}`,
          type: body.type,
          name: body.name,
          accountNumber: body.account_number,
          bankCode: body.bank_code,
          currency: body.currency ?? 'NGN',
          key,
        };
        recipients.push(r);
      }
      return json(res, 201, { status: true, message: 'Transfer recipient created successfully', data: recipientData(r) });
    }

    if (req.method === 'POST' && url.pathname === '/transfer') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const recipient = recipients.find((r) => r.code === body.recipient && r.key === key);
      const amount = Number(body.amount);
      if (body.source !== 'balance' || !recipient || !Number.isInteger(amount) || amount <= 0) {
        return json(res, 400, { status: false, message: 'Invalid transfer: source, amount and recipient are required' });
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (!/^[a-z0-9_-]+$/.test(reference)) return json(res, 400, { status: false, message: 'Invalid reference' });
      if (transfers.some((t) => t.reference === reference))
        return json(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
      const t: Transfer = {
        id: nextId++,
        code: `TRF_${randomBytes(8).toString('hex')}`,
        reference,
        amount,
        currency: String(body.currency ?? recipient.currency),
        recipient,
        reason: String(body.reason ?? ''),
        status: 'pending',
        key,
        createdAt: new Date().toISOString(),
      };
      transfers.push(t);
      if (behaviour.transferOtp) {
        // "In the event that an OTP is required, status will read otp": nothing moves until it is finalized.
        t.status = 'otp';
        otpsSent.push(t.code);
      } else complete(t);
      if (behaviour.loseTransferAnswers > 0) {
        behaviour.loseTransferAnswers--;
        req.socket.destroy();
        return;
      }
      return json(res, 200, { status: true, message: 'Transfer has been queued', data: transferData(t) });
    }

    if (req.method === 'POST' && (url.pathname === '/transfer/finalize_transfer' || url.pathname === '/transfer/resend_otp')) {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const t = transfers.find((x) => x.code === body.transfer_code && x.key === key);
      if (!t) return json(res, 400, { status: false, message: 'Transfer not found' });
      if (t.status !== 'otp') return json(res, 400, { status: false, message: 'Transfer is not currently awaiting OTP' });
      if (url.pathname === '/transfer/resend_otp') {
        if (body.reason !== 'transfer' && body.reason !== 'resend_otp') {
          return json(res, 400, { status: false, message: 'reason must be transfer or resend_otp' });
        }
        otpsSent.push(t.code);
        return json(res, 200, { status: true, message: 'OTP has been resent' });
      }
      if (body.otp !== STAND_IN_TRANSFER_OTP) return json(res, 400, { status: false, message: 'Invalid OTP' });
      t.status = 'pending';
      complete(t);
      return json(res, 200, { status: true, message: 'Transfer has been queued', data: transferData(t) });
    }

    const verifyTransfer = /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verifyTransfer) {
      const t = transfers.find((x) => x.reference === decodeURIComponent(verifyTransfer[1]!) && x.key === key);
      if (!t) return json(res, 400, { status: false, message: 'Transfer not found' });
      return json(res, 200, { status: true, message: 'Transfer retrieved', data: transferData(t) });
    }
    return json(res, 404, { status: false, message: 'Not found' });
  }

  const refundData = (r: Refund) => ({
    id: r.id,
    transaction: r.transactionId,
    transaction_reference: r.reference,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
  });

  const recipientData = (r: Recipient) => ({
    active: true,
    currency: r.currency,
    domain: 'test',
    id: r.id,
    name: r.name,
    recipient_code: r.code,
    type: r.type,
    is_deleted: false,
    details: { authorization_code: null, account_number: r.accountNumber, account_name: r.name, bank_code: r.bankCode, bank_name: 'Bank' },
  });
  const transferData = (t: Transfer) => ({
    amount: t.amount,
    currency: t.currency,
    domain: 'test',
    failures: null,
    id: t.id,
    integration: 100_073,
    reason: t.reason,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.code,
    transferred_at: t.status === 'success' ? new Date().toISOString() : null,
    recipient: recipientData(t.recipient),
    createdAt: t.createdAt,
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // For whoever starts it as a process (the journeys' Playwright): up and answering.
    if (url.pathname === '/health') return json(res, 200, { status: true, message: 'ok' });
    const page = /^\/checkout\/([0-9a-f]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const t = byAccessCode.get(page[1]!);
      if (!t) return json(res, 404, { status: false, message: 'Not found' });
      if (req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(t));
      }
      if (req.method === 'POST' && page[2]) {
        return void readBody(req).then((body) => {
          const channel = new URLSearchParams(body).get('channel') ?? 'card';
          void pay(t.reference, channel);
          const back = new URL(t.callbackUrl);
          back.searchParams.set('trxref', t.reference);
          back.searchParams.set('reference', t.reference);
          res.writeHead(302, { location: back.toString() });
          res.end();
        });
      }
    }
    api(req, res, url).catch((error: unknown) => json(res, 500, { status: false, message: String(error) }));
  });
  server.listen(o.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    behaviour,
    /** Every event sent, with the status our server answered. */
    sent,
    transactions: () => [...byReference.values()],
    refunds: () => refunds,
    /** Every transfer asked, as Paystack keeps them. */
    transfers: () => transfers,
    /** The transfer codes whose OTP was "sent" to the business's phone, once per send. */
    otpsSent: () => otpsSent,
    /** How many times GET /bank was asked (the server keeps the list a while). */
    bankListCalls: () => bankListCalls,
    /** A bank account GET /bank/resolve knows. */
    addBankAccount: (bankCode: string, accountNumber: string, name: string) => bankAccounts.set(`${bankCode}:${accountNumber}`, name),
    pay,
    /** Sends the transaction's charge.success again (Paystack retries until it gets a 200). */
    resend: (reference: string) => pay(reference, byReference.get(reference)?.channel ?? 'card'),
    /** The charge.success event of a paid transaction, signed, for a caller that sends events itself (the benchmark). */
    signedEvent(reference: string) {
      const t = byReference.get(reference);
      if (t?.status !== 'success') throw new Error(`stand-in: ${reference} is not paid`);
      return signed(t.key, 'charge.success', transactionData(t));
    },
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
