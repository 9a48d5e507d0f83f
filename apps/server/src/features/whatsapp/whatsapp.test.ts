import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';
import {
  inboundNotification,
  metaSignature,
  startWhatsappStandIn,
  statusNotification,
  WHATSAPP_CREDENTIALS,
} from '../../test/whatsapp-stand-in.ts';
import { createNotification } from '../notifications/service.ts';
import { sendSms } from '../sms/send.ts';
import { whatsappClient } from './client.ts';
import { textDepsFor } from './send.ts';
import { sessionUpdateTemplate } from './templates.ts';

let standIn: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startWhatsappStandIn();
  // No SMS provider: texts that stay SMS are files in DATA_DIR/sms.
  t = await createTestApp({
    WHATSAPP_TOKEN: WHATSAPP_CREDENTIALS.token,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_CREDENTIALS.phoneNumberId,
    WHATSAPP_APP_SECRET: WHATSAPP_CREDENTIALS.appSecret,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP_CREDENTIALS.verifyToken,
    WHATSAPP_BASE_URL: standIn.origin,
    WHATSAPP_TIMEOUT_MS: '1500',
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya') on conflict do nothing`);
});
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t)(...args);

let numbers = 0;
/** A member whose Kenyan number is verified already (the code's own path is sms.test.ts's). */
async function verifiedMember(phone = `+2547${String(30_000_000 + ++numbers * 7919).slice(-8)}`) {
  const m = await signedInMember(t, { phone });
  await t.database.db.execute(sql`
    insert into member_phones (user_id, phone, tries_left, verified_at) values (${m.id}, ${phone}, 0, now())`);
  return { ...m, e164: phone };
}
const toWhatsapp = (cookie: string) => call('PUT', '/api/whatsapp/channel', cookie, { channel: 'whatsapp' });
const templatesTo = (phone: string) => standIn.received.filter((r) => r.to === phone);
const sendsTo = async (phone: string) =>
  rowsOf<{ id: string; provider: string; status: string; kind: string; provider_message_id: string | null }>(
    await t.database.db.execute(
      sql`select id, provider, status, kind, provider_message_id from sms_sends where phone = ${phone} order by created_at`,
    ),
  );
const remind = (userId: string) =>
  t.database.db.transaction((tx) =>
    createNotification(tx, {
      recipientId: userId,
      type: 'session_reminder',
      title: 'Session Reminder',
      message: 'Your session "Career plan" starts in 30 minutes',
    }),
  );

describe("Meta's webhook", () => {
  const handshake = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${new URLSearchParams(query)}` });
  const notify = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
      payload: body,
    });

  it('answers the subscription handshake with the challenge only for our verify token', async () => {
    const ok = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': WHATSAPP_CREDENTIALS.verifyToken,
      'hub.challenge': '1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const wrong = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 'not-our-verify-token', 'hub.challenge': '1158201444' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
    const notSubscribe = await handshake({
      'hub.mode': 'unsubscribe',
      'hub.verify_token': WHATSAPP_CREDENTIALS.verifyToken,
      'hub.challenge': '1',
    });
    expect(notSubscribe.statusCode).toBe(403);
    expect((await handshake({})).statusCode).toBe(403);
  });

  it('records delivery statuses signed with the app secret, only moving forward; a bad signature changes nothing', async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    expect((await call('POST', '/api/whatsapp/test', ada.cookie)).statusCode).toBe(204);
    const [send] = await sendsTo(ada.e164);
    expect(send).toMatchObject({ provider: 'whatsapp', status: 'sent', kind: 'test' });
    const statusOf = async () =>
      rowsOf<{ status: string; error: string | null }>(
        await t.database.db.execute(sql`select status, error from whatsapp_statuses where send_id = ${send!.id}`),
      )[0];
    const body = (status: 'sent' | 'delivered' | 'read' | 'failed') =>
      JSON.stringify(statusNotification({ id: send!.provider_message_id!, status, to: ada.e164.slice(1) }));

    // Signed with another secret, or not at all: refused, and nothing recorded.
    const forged = await notify(body('read'), metaSignature(body('read'), 'someone-elses-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('bad_signature');
    expect((await notify(body('read'))).statusCode).toBe(401);
    expect((await notify(body('read'), 'sha256=abc')).statusCode).toBe(401);
    // The signature is over the exact bytes: the same event re-serialized with a space is not signed.
    expect((await notify(`${body('read')} `, metaSignature(body('read')))).statusCode).toBe(401);
    expect(await statusOf()).toBeUndefined();

    for (const status of ['sent', 'delivered'] as const) {
      const res = await notify(body(status), metaSignature(body(status)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await statusOf()).toEqual({ status: 'delivered', error: null });
    // A late "sent" does not undo "delivered"; "read" moves it on.
    await notify(body('sent'), metaSignature(body('sent')));
    expect((await statusOf())!.status).toBe('delivered');
    await notify(body('read'), metaSignature(body('read')));
    expect((await statusOf())!.status).toBe('read');

    // Statuses of messages that are not ours, or of another phone number, are acknowledged and ignored.
    const stranger = JSON.stringify(statusNotification({ id: 'wamid.not-ours', status: 'delivered', to: '254700000000' }));
    expect((await notify(stranger, metaSignature(stranger))).statusCode).toBe(200);
    const otherNumber = JSON.stringify(
      statusNotification({ id: send!.provider_message_id!, status: 'failed', to: '254700000000', phoneNumberId: '999' }),
    );
    expect((await notify(otherNumber, metaSignature(otherNumber))).statusCode).toBe(200);
    expect((await statusOf())!.status).toBe('read');
  });

  it('records a failed status with its error', async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    await call('POST', '/api/whatsapp/test', ada.cookie);
    const [send] = await sendsTo(ada.e164);
    const body = JSON.stringify(statusNotification({ id: send!.provider_message_id!, status: 'failed', to: ada.e164.slice(1) }));
    expect((await notify(body, metaSignature(body))).statusCode).toBe(200);
    expect(rowsOf(await t.database.db.execute(sql`select status, error from whatsapp_statuses where send_id = ${send!.id}`))).toEqual([
      { status: 'failed', error: '131026 Message undeliverable' },
    ]);
  });

  it('refuses a body over its limit, and signed bytes that are not JSON change nothing', async () => {
    const big = JSON.stringify({ object: 'whatsapp_business_account', entry: [], pad: 'x'.repeat(70 * 1024) });
    expect((await notify(big, metaSignature(big))).statusCode).toBe(413);
    expect((await notify('not json', metaSignature('not json'))).statusCode).toBe(200);
  });
});

describe('a member replying STOP on WhatsApp', () => {
  const notify = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
      payload: body,
    });
  const reply = (o: Parameters<typeof inboundNotification>[0]) => {
    const body = JSON.stringify(inboundNotification(o));
    return notify(body, metaSignature(body));
  };
  const deliveriesOf = async (userId: string) =>
    rowsOf<{ channel: string; status: string; last_error: string | null }>(
      await t.database.db.execute(
        sql`select channel, status, last_error from notification_deliveries where user_id = ${userId} and channel <> 'email' order by created_at`,
      ),
    );

  it('is sent nothing by WhatsApp at that number again, until they choose WhatsApp anew in Settings', async () => {
    const ada = await verifiedMember();
    expect((await call('PATCH', '/api/notification-settings', ada.cookie, { smsNotificationsEnabled: true })).statusCode).toBe(200);
    await toWhatsapp(ada.cookie);
    const from = ada.e164.slice(1);

    // Unsigned, or signed by someone else: nothing changes.
    const forged = JSON.stringify(inboundNotification({ from, text: 'STOP' }));
    expect((await notify(forged)).statusCode).toBe(401);
    expect((await notify(forged, metaSignature(forged, 'someone-elses-secret'))).statusCode).toBe(401);
    // Other words, or STOP to another of Meta's numbers, are acknowledged and change nothing.
    expect((await reply({ from, text: 'Hello, when is my session?' })).statusCode).toBe(200);
    expect((await reply({ from, text: 'STOP', phoneNumberId: '999' })).statusCode).toBe(200);
    expect((await call('GET', '/api/whatsapp', ada.cookie)).json()).toMatchObject({ channel: 'whatsapp', stoppedAt: null });

    // "stop", any case, with spaces around it: WhatsApp stops for that number.
    const res = await reply({ from, text: '  Stop ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const state = (await call('GET', '/api/whatsapp', ada.cookie)).json();
    expect(state.stoppedAt).toEqual(expect.any(String));
    // Sent again (Meta retries a webhook), it is recorded once.
    expect((await reply({ from, text: 'STOP' })).statusCode).toBe(200);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from whatsapp_opt_outs where phone = ${ada.e164}`))).toHaveLength(1);

    // The next reminder goes nowhere: refused as a WhatsApp opt-out, and not moved to SMS.
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(templatesTo(ada.e164)).toHaveLength(0);
    expect(await sendsTo(ada.e164)).toHaveLength(0);
    expect(await deliveriesOf(ada.id)).toEqual([{ channel: 'whatsapp', status: 'refused', last_error: 'opted_out' }]);
    // Nor a test.
    const test = await call('POST', '/api/whatsapp/test', ada.cookie);
    expect(test.statusCode).toBe(409);
    expect(test.json().error.message).toBe('This number replied STOP on WhatsApp: we no longer send it WhatsApp messages.');

    // Choosing WhatsApp again in Settings is a new opt-in, from now: the STOP is lifted.
    const again = (await toWhatsapp(ada.cookie)).json();
    expect(again.stoppedAt).toBeNull();
    expect(new Date(again.optedInAt).getTime()).toBeGreaterThan(new Date(state.optedInAt).getTime() - 1);
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(templatesTo(ada.e164)).toHaveLength(1);
  });

  it('also reads the quick-reply button "Stop", and leaves texts by SMS alone', async () => {
    const bola = await verifiedMember();
    expect((await call('PATCH', '/api/notification-settings', bola.cookie, { smsNotificationsEnabled: true })).statusCode).toBe(200);
    expect((await reply({ from: bola.e164.slice(1), text: 'Stop', type: 'button' })).statusCode).toBe(200);
    // Bola never chose WhatsApp: their texts go by SMS as before, recorded under sms.
    await remind(bola.id);
    await t.app.jobs.runDue();
    expect((await sendsTo(bola.e164)).map((s) => [s.provider, s.status])).toEqual([['file', 'sent']]);
    expect(await deliveriesOf(bola.id)).toEqual([{ channel: 'sms', status: 'sent', last_error: null }]);
    // Choosing WhatsApp now is their explicit opt-in: the STOP is lifted.
    expect((await toWhatsapp(bola.cookie)).json()).toMatchObject({ channel: 'whatsapp', stoppedAt: null });
  });
});

describe('the Health page', () => {
  it('counts WhatsApp messages under their own channel, texts under SMS, from the deliveries record', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const health = async () => {
      const res = await call('GET', '/api/admin/health/channels', admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { channels: { channel: string }[]; textsToday: number };
      return { ...body, of: (c: string) => body.channels.find((r) => r.channel === c) as unknown as Record<string, number> };
    };
    const before = await health();
    const ada = await verifiedMember();
    const bola = await verifiedMember();
    const cleo = await verifiedMember();
    for (const m of [ada, bola, cleo])
      expect((await call('PATCH', '/api/notification-settings', m.cookie, { smsNotificationsEnabled: true })).statusCode).toBe(200);
    await toWhatsapp(ada.cookie);
    await toWhatsapp(cleo.cookie);
    const stop = JSON.stringify(inboundNotification({ from: cleo.e164.slice(1), text: 'STOP' }));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/whatsapp/webhook',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(stop) },
          payload: stop,
        })
      ).statusCode,
    ).toBe(200);
    for (const m of [ada, bola, cleo]) await remind(m.id);
    await t.app.jobs.runDue();

    const after = await health();
    const delta = (c: string, k: string) => after.of(c)[k]! - before.of(c)[k]!;
    // Ada's by WhatsApp, Cleo's refused there as an opt-out; Bola's a text.
    expect(['sends', 'sent', 'failures', 'unknown', 'optedOut'].map((k) => delta('whatsapp', k))).toEqual([2, 1, 0, 0, 1]);
    expect(['sends', 'sent', 'failures', 'unknown', 'optedOut'].map((k) => delta('sms', k))).toEqual([1, 1, 0, 0, 0]);
    // Both count against the one daily cap.
    expect(after.textsToday - before.textsToday).toBe(2);
  });
});

describe("the member's choice", () => {
  it('is SMS until the member opts in to WhatsApp for their verified phone, which is recorded with when and where', async () => {
    const unverified = await signedInMember(t, { phone: '+254 733 111 222' });
    expect((await call('GET', '/api/whatsapp', unverified.cookie)).json()).toEqual({
      available: true,
      channel: 'sms',
      optedInAt: null,
      stoppedAt: null,
    });
    const refused = await toWhatsapp(unverified.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Verify your phone number first.');

    const ada = await verifiedMember();
    const before = Date.now();
    const chosen = await toWhatsapp(ada.cookie);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ available: true, channel: 'whatsapp' });
    expect(new Date(chosen.json().optedInAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(
      rowsOf(await t.database.db.execute(sql`select phone, source, withdrawn_at from whatsapp_opt_ins where user_id = ${ada.id}`)),
    ).toEqual([{ phone: ada.e164, source: 'settings', withdrawn_at: null }]);
    // Choosing it again keeps the first opt-in's time.
    expect((await toWhatsapp(ada.cookie)).json().optedInAt).toBe(chosen.json().optedInAt);

    // Back to SMS: the opt-in is withdrawn, and kept for the record.
    const back = await call('PUT', '/api/whatsapp/channel', ada.cookie, { channel: 'sms' });
    expect(back.json()).toEqual({ available: true, channel: 'sms', optedInAt: null, stoppedAt: null });
    const [row] = rowsOf<{ withdrawn_at: unknown }>(
      await t.database.db.execute(sql`select withdrawn_at from whatsapp_opt_ins where user_id = ${ada.id}`),
    );
    expect(row!.withdrawn_at).not.toBeNull();
    expect((await call('PUT', '/api/whatsapp/channel', ada.cookie, { channel: 'telegram' })).statusCode).toBe(400);
  });

  it('is asked again when the phone changes', async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    await t.database.db.execute(sql`update profiles set phone = '+254 799 999 001' where id = ${ada.id}`);
    expect((await call('GET', '/api/whatsapp', ada.cookie)).json().channel).toBe('sms');
    expect((await call('POST', '/api/whatsapp/test', ada.cookie)).statusCode).toBe(409);
  });

  it('is offered only for a country we text', async () => {
    const bola = await verifiedMember('+2348031234999');
    const refused = await toWhatsapp(bola.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('sms_country_refused');
  });

  it('sends session reminders by WhatsApp template to members who chose it, and by SMS to the others', async () => {
    const ada = await verifiedMember();
    const bola = await verifiedMember();
    for (const m of [ada, bola])
      expect((await call('PATCH', '/api/notification-settings', m.cookie, { smsNotificationsEnabled: true })).statusCode).toBe(200);
    await toWhatsapp(ada.cookie);
    const smsDir = path.join(t.config.dataDir, 'sms');
    const filesBefore = (await readdir(smsDir).catch(() => [])).length;
    await remind(ada.id);
    await remind(bola.id);
    await t.app.jobs.runDue();

    expect(templatesTo(ada.e164)).toEqual([
      expect.objectContaining({
        template: 'prosper_session_update',
        language: 'en',
        params: ['Session Reminder', 'Your session "Career plan" starts in 30 minutes'],
      }),
    ]);
    expect((await sendsTo(ada.e164)).map((s) => [s.provider, s.kind, s.status])).toEqual([['whatsapp', 'session_reminder', 'sent']]);
    expect(templatesTo(bola.e164)).toHaveLength(0);
    expect((await sendsTo(bola.e164)).map((s) => s.provider)).toEqual(['file']);
    expect(await readdir(smsDir)).toHaveLength(filesBefore + 1);

    // Back to SMS: the next reminder is a text.
    await call('PUT', '/api/whatsapp/channel', ada.cookie, { channel: 'sms' });
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(templatesTo(ada.e164)).toHaveLength(1);
    expect((await sendsTo(ada.e164)).map((s) => s.provider)).toEqual(['whatsapp', 'file']);
  });

  it('sends nothing by WhatsApp with the SMS switch off', async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(templatesTo(ada.e164)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('counts WhatsApp messages against the daily cap together with texts', async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    const bola = await verifiedMember();
    await t.database.db.execute(sql`delete from sms_sends`);
    const viaWhatsapp = {
      ...(await textDepsFor(t.app, ada.id, ada.e164, sessionUpdateTemplate({ title: 'A', message: 'B' }))),
      dailyCap: 2,
    };
    const viaSms = { ...(await textDepsFor(t.app, bola.id, bola.e164, sessionUpdateTemplate({ title: 'A', message: 'B' }))), dailyCap: 2 };
    expect(viaWhatsapp.client.name).toBe('whatsapp');
    expect(viaSms.client.name).toBe('file');
    expect(await sendSms(viaSms, { userId: bola.id, phone: bola.e164, kind: 'test', text: 'Hi' })).toBe('sent');
    expect(await sendSms(viaWhatsapp, { userId: ada.id, phone: ada.e164, kind: 'test', text: 'Hi' })).toBe('sent');
    // The third of the day, by either way, is over the cap of 2.
    expect(await sendSms(viaWhatsapp, { userId: ada.id, phone: ada.e164, kind: 'test', text: 'Hi' })).toBe('capped');
    expect(await sendSms(viaSms, { userId: bola.id, phone: bola.e164, kind: 'test', text: 'Hi' })).toBe('capped');
    expect(templatesTo(ada.e164)).toHaveLength(1);
  });

  it("sorts Meta's errors: a refused token or a failure for sure is failed, a silent API unknown", async () => {
    const ada = await verifiedMember();
    await toWhatsapp(ada.cookie);
    const config = t.config.whatsapp!;
    expect(
      await whatsappClient({ ...config, token: 'expired' }).send(ada.e164, sessionUpdateTemplate({ title: 'A', message: 'B' })),
    ).toEqual({
      status: 'failed',
      error: '190 Invalid OAuth access token - Cannot parse access token',
    });
    // A template's parameters as Meta takes them: a new line would be refused (132000), so it is folded.
    const folded = await whatsappClient(config).send(ada.e164, sessionUpdateTemplate({ title: 'A\nB', message: 'C\tD' }));
    expect(folded.status).toBe('sent');
    expect(templatesTo(ada.e164).at(-1)!.params).toEqual(['A B', 'C D']);
    expect(await whatsappClient(config).send(ada.e164, { name: 'prosper_marketing', language: 'en', params: [] })).toEqual({
      status: 'failed',
      error: '132001 Template name does not exist in the translation',
    });

    standIn.behave(ada.e164, 'error');
    const failed = await call('POST', '/api/whatsapp/test', ada.cookie);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe('WhatsApp messages cannot be sent right now. Please try again later.');

    // A reminder that failed for sure is tried again later; one with no answer is not.
    await call('PATCH', '/api/notification-settings', ada.cookie, { smsNotificationsEnabled: true });
    await remind(ada.id);
    await t.app.jobs.runDue();
    const retry = rowsOf<{ payload: { tries: number } }>(
      await t.database.db.execute(sql`select payload from jobs where kind = 'sms_notification'`),
    );
    expect(retry.map((r) => r.payload.tries)).toEqual([1]);
    await t.database.db.execute(sql`delete from jobs where kind = 'sms_notification'`);

    standIn.behave(ada.e164, 'hang');
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(rowsOf(await t.database.db.execute(sql`select 1 from jobs where kind = 'sms_notification'`))).toHaveLength(0);
    expect((await sendsTo(ada.e164)).at(-1)).toMatchObject({ provider: 'whatsapp', status: 'unknown' });
  });

  it('sends a test only to a member who chose WhatsApp, a few times an hour', async () => {
    const ada = await verifiedMember();
    const notChosen = await call('POST', '/api/whatsapp/test', ada.cookie);
    expect(notChosen.statusCode).toBe(409);
    expect(notChosen.json().error.message).toBe('Choose WhatsApp for your texts first.');
    await toWhatsapp(ada.cookie);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('POST', '/api/whatsapp/test', ada.cookie)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(templatesTo(ada.e164).map((r) => [r.template, r.params])).toEqual([
      ['prosper_test', []],
      ['prosper_test', []],
      ['prosper_test', []],
    ]);
  });
});

describe('without WhatsApp settings', () => {
  it('is never offered, and the webhook believes nobody', async () => {
    const plain = await createTestApp();
    try {
      const m = await signedInMember(plain, { phone: '+254 711 000 222' });
      const c = apiCaller(plain);
      expect((await c('GET', '/api/whatsapp', m.cookie)).json()).toEqual({
        available: false,
        channel: 'sms',
        optedInAt: null,
        stoppedAt: null,
      });
      expect((await c('PUT', '/api/whatsapp/channel', m.cookie, { channel: 'whatsapp' })).json().error.code).toBe('whatsapp_unavailable');
      expect((await c('POST', '/api/whatsapp/test', m.cookie)).statusCode).toBe(409);
      const hub = await plain.app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=anything-at-all-here&hub.challenge=1',
      });
      expect(hub.statusCode).toBe(403);
      const body = JSON.stringify(statusNotification({ id: 'wamid.x', status: 'read', to: '254711000222' }));
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body) },
        payload: body,
      });
      expect(hook.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });

  it('are all four or none', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'x' })).toThrow(ConfigError);
    expect(loadConfig({}).whatsapp).toBeNull();
  });
});
