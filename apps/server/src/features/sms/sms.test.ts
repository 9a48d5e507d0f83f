import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { AT_CREDENTIALS, startSmsProviders, TWILIO_CREDENTIALS } from '../../test/sms-providers.ts';
import { apiCaller, createTestApp, signedInMember, type TestApp } from '../../test/test-app.ts';
import { createNotification } from '../notifications/service.ts';
import { fileSmsClient } from './file-transport.ts';
import { Limiter } from '../../lib/limiter.ts';
import { recordOptOut, sendSms, sendTexts } from './send.ts';
import { twilioClient } from './twilio.ts';

let standIn: Awaited<ReturnType<typeof startSmsProviders>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startSmsProviders();
  t = await createTestApp({
    AFRICASTALKING_USERNAME: AT_CREDENTIALS.username,
    AFRICASTALKING_API_KEY: AT_CREDENTIALS.apiKey,
    AFRICASTALKING_SENDER_ID: 'PROSPER',
    AFRICASTALKING_BASE_URL: standIn.origin,
    SMS_TIMEOUT_MS: '1500',
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
/** A member with a Kenyan number of their own (limits count per number). */
async function memberWithPhone(phone = `+254 7${String(10_000_000 + ++numbers * 7919).slice(-8)}`) {
  return { ...(await signedInMember(t, { phone })), e164: phone.replace(/\s/g, '') };
}
const textsTo = (phone: string) => standIn.received.filter((r) => r.to === phone);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

async function verify(m: Awaited<ReturnType<typeof memberWithPhone>>) {
  expect((await call('POST', '/api/sms/phone/code', m.cookie)).statusCode).toBe(200);
  const code = codeIn(textsTo(m.e164).at(-1)!.text)!;
  expect((await call('POST', '/api/sms/phone/verify', m.cookie, { code })).statusCode).toBe(200);
}

describe('verifying a phone', () => {
  it("texts a 6-digit code through Africa's Talking, and the right code verifies the number", async () => {
    const ada = await memberWithPhone();
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json()).toEqual({
      phone: ada.e164,
      verified: false,
      optedOut: false,
      codeExpiresAt: null,
    });

    const sent = await call('POST', '/api/sms/phone/code', ada.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const expires = new Date(sent.json().codeExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const [text] = textsTo(ada.e164);
    expect(text).toMatchObject({ provider: 'africastalking', from: 'PROSPER' });
    expect(text!.text).toMatch(/^Your Prosper Mentor code is \d{6}\. It expires in 10 minutes\.$/);
    // The code is kept hashed, never as sent.
    const code = codeIn(text!.text)!;
    expect(JSON.stringify(rowsOf(await t.database.db.execute(sql`select * from member_phones`)))).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/api/sms/phone/verify', ada.cookie, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('That code is not right. 4 tries left.');
    const ok = await call('POST', '/api/sms/phone/verify', ada.cookie, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ phone: ada.e164, verified: true, codeExpiresAt: null });
    // Used once: the same code again finds nothing waiting.
    expect((await call('POST', '/api/sms/phone/verify', ada.cookie, { code })).json().error.code).toBe('no_code');
  });

  it('refuses a code after 10 minutes', async () => {
    const ada = await memberWithPhone();
    await call('POST', '/api/sms/phone/code', ada.cookie);
    const code = codeIn(textsTo(ada.e164).at(-1)!.text)!;
    await t.database.db.execute(sql`update member_phones set code_expires_at = now() - interval '1 second' where user_id = ${ada.id}`);
    const late = await call('POST', '/api/sms/phone/verify', ada.cookie, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ code: 'code_expired', message: 'That code has expired. Send a new one.' });
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json().verified).toBe(false);
  });

  it('allows 5 tries: after them even the right code is refused until a new one is sent', async () => {
    const ada = await memberWithPhone();
    await call('POST', '/api/sms/phone/code', ada.cookie);
    const code = codeIn(textsTo(ada.e164).at(-1)!.text)!;
    const wrong = code === '999999' ? '999998' : '999999';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('POST', '/api/sms/phone/verify', ada.cookie, { code: wrong })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call('POST', '/api/sms/phone/verify', ada.cookie, { code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe('Too many wrong codes. Send a new one.');
  });

  it('limits codes per member and per number', async () => {
    const ada = await memberWithPhone();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('POST', '/api/sms/phone/code', ada.cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(textsTo(ada.e164)).toHaveLength(3);

    // Three members giving one number: the number's limit holds across them.
    const shared = '+254 733 000 111';
    const members = [await memberWithPhone(shared), await memberWithPhone(shared), await memberWithPhone(shared)];
    const byNumber = [];
    for (const m of [...members, members[0]!]) byNumber.push((await call('POST', '/api/sms/phone/code', m.cookie)).statusCode);
    expect(byNumber).toEqual([200, 200, 200, 429]);
    expect(textsTo('+254733000111')).toHaveLength(3);
  });

  it('texts only countries an admin allows, which admins list, add and remove', async () => {
    const bola = await memberWithPhone('+234 803 123 4567');
    const refused = await call('POST', '/api/sms/phone/code', bola.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('We cannot send text messages to this country yet.');
    expect(textsTo('+2348031234567')).toHaveLength(0);

    const admin = await signedInMember(t, { role: 'admin' });
    expect((await call('PUT', '/api/admin/sms-countries/234', bola.cookie, { name: 'Nigeria' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/sms-countries/234', admin.cookie, { name: 'Nigeria' })).json()).toEqual({
      callingCode: '234',
      name: 'Nigeria',
    });
    expect((await call('GET', '/api/admin/sms-countries', admin.cookie)).json().countries).toContainEqual({
      callingCode: '234',
      name: 'Nigeria',
    });
    expect((await call('POST', '/api/sms/phone/code', bola.cookie)).statusCode).toBe(200);
    expect(textsTo('+2348031234567')).toHaveLength(1);

    expect((await call('DELETE', '/api/admin/sms-countries/234', admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/sms-countries/234', admin.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/sms-countries/abc', admin.cookie, { name: 'X' })).statusCode).toBe(400);
  });

  it('refuses a phone that is not a full international number', async () => {
    const ada = await signedInMember(t, { phone: '0712 345 678' });
    const refused = await call('POST', '/api/sms/phone/code', ada.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_phone');
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json().phone).toBeNull();
  });

  it('is lost when the profile phone changes', async () => {
    const ada = await memberWithPhone();
    await verify(ada);
    await t.database.db.execute(sql`update profiles set phone = '+254 799 999 000' where id = ${ada.id}`);
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json()).toMatchObject({ phone: '+254799999000', verified: false });
    expect((await call('POST', '/api/sms/test', ada.cookie)).statusCode).toBe(409);
  });
});

describe('texts', () => {
  const remind = (userId: string) =>
    t.database.db.transaction((tx) =>
      createNotification(tx, {
        recipientId: userId,
        type: 'session_reminder',
        title: 'Session Reminder',
        message: 'Your session "Career plan" starts in 30 minutes',
      }),
    );
  const smsOn = (cookie: string) => call('PATCH', '/api/notification-settings', cookie, { smsNotificationsEnabled: true });

  it('carry session reminders to a verified phone when the member turned SMS on, and never social news', async () => {
    const ada = await memberWithPhone();
    await verify(ada);
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164)).toHaveLength(1); // the code alone: SMS is off by default (SPEC §9)

    expect((await smsOn(ada.cookie)).statusCode).toBe(200);
    await remind(ada.id);
    await t.database.db.transaction((tx) =>
      createNotification(tx, { recipientId: ada.id, type: 'follow', title: 'New Follower', message: 'Someone followed you' }),
    );
    await t.app.jobs.runDue();
    expect(textsTo(ada.e164).map((r) => r.text)).toEqual([
      expect.stringMatching(/code is/),
      'Prosper Mentor: Session Reminder. Your session "Career plan" starts in 30 minutes',
    ]);

    // A member who has not verified gets none.
    const bola = await memberWithPhone();
    await smsOn(bola.cookie);
    await remind(bola.id);
    await t.app.jobs.runDue();
    expect(textsTo(bola.e164)).toHaveLength(0);
  });

  it("stop at the provider's opt-out: the number is recorded and never texted again", async () => {
    const ada = await memberWithPhone();
    await verify(ada);
    await smsOn(ada.cookie);
    standIn.behave(ada.e164, 'opted_out');
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json()).toMatchObject({ verified: true, optedOut: true });
    const before = standIn.requests();
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(standIn.requests()).toBe(before);
    expect((await call('POST', '/api/sms/test', ada.cookie)).statusCode).toBe(409);
  });

  it("stop at Africa's Talking's opt-out callback, which needs our token", async () => {
    const ada = await memberWithPhone();
    await verify(ada);
    await smsOn(ada.cookie);
    // As Africa's Talking posts it: a form with the sender and the number.
    const optOut = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sms/africastalking/opt-out?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ senderId: 'PROSPER', phoneNumber: ada.e164 }).toString(),
      });
    expect((await optOut('not-our-token-at-all-12345')).statusCode).toBe(403);
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json().optedOut).toBe(false);
    expect((await optOut('sms-callback-token-for-tests')).statusCode).toBe(204);
    expect((await call('GET', '/api/sms/phone', ada.cookie)).json().optedOut).toBe(true);
    const before = standIn.requests();
    await remind(ada.id);
    await t.app.jobs.runDue();
    expect(standIn.requests()).toBe(before);
  });

  it('are not sent again after a timeout; a failure for sure is tried again later', async () => {
    const ada = await memberWithPhone();
    await verify(ada);
    await smsOn(ada.cookie);
    standIn.behave(ada.e164, 'hang');
    await remind(ada.id);
    await t.app.jobs.runDue();
    // Nothing queued to try again: the text may have gone.
    expect(rowsOf(await t.database.db.execute(sql`select 1 from jobs where kind = 'sms_notification'`))).toHaveLength(0);
    expect(
      rowsOf<{ status: string }>(
        await t.database.db.execute(sql`select status from sms_sends where phone = ${ada.e164} and kind = 'session_reminder'`),
      ),
    ).toEqual([{ status: 'unknown' }]);

    standIn.behave(ada.e164, 'error');
    await remind(ada.id);
    await t.app.jobs.runDue();
    const retry = rowsOf<{ run_at: string | Date; payload: { tries: number } }>(
      await t.database.db.execute(sql`select run_at, payload from jobs where kind = 'sms_notification'`),
    );
    expect(retry).toHaveLength(1);
    expect(retry[0]!.payload.tries).toBe(1);
    expect(new Date(retry[0]!.run_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.database.db.execute(sql`delete from jobs where kind = 'sms_notification'`);
  });

  it('send a test to a verified phone', async () => {
    const ada = await memberWithPhone();
    expect((await call('POST', '/api/sms/test', ada.cookie)).json().error.message).toBe('Verify your phone number first.');
    await verify(ada);
    expect((await call('POST', '/api/sms/test', ada.cookie)).statusCode).toBe(204);
    expect(textsTo(ada.e164).at(-1)!.text).toBe('Prosper Mentor: this is a test. Your texts will reach you here.');
  });
});

describe('the daily cap and the providers', () => {
  const deps = (client: Parameters<typeof sendSms>[0]['client'], dailyCap = 1000) => ({
    db: t.database.db,
    client,
    dailyCap,
    log: t.app.log,
  });
  const twilio = () => twilioClient({ baseUrl: standIn.origin, ...TWILIO_CREDENTIALS, timeoutMs: 1500 });

  it('holds every text of the day under the cap, codes and notifications alike', async () => {
    await t.database.db.execute(sql`delete from sms_sends`);
    const sent = [];
    for (let i = 0; i < 4; i++)
      sent.push(await sendSms(deps(twilio(), 3), { userId: null, phone: `+25472000000${i}`, kind: 'test', text: 'Hello' }));
    expect(sent).toEqual(['sent', 'sent', 'sent', 'capped']);
    expect(standIn.received.filter((r) => r.to.startsWith('+25472000000'))).toHaveLength(3);
    // Concurrent senders cannot pass it either: the count and the record are taken under one lock.
    await t.database.db.execute(sql`delete from sms_sends`);
    const racing = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => sendSms(deps(twilio(), 2), { userId: null, phone: `+25472100000${i}`, kind: 'test', text: 'Hi' })),
    );
    expect(racing.filter((r) => r === 'sent')).toHaveLength(2);
  });

  it('sends a batch of texts in their order: the refused ones stay home and the cap stops the rest', async () => {
    await t.database.db.execute(sql`delete from sms_sends`);
    await recordOptOut(t.database.db, '+254723000001', 'twilio');
    const phones = ['+254723000000', '+254723000001', '+442071838750', '+254723000003', '+254723000004'];
    const texts = phones.map((phone) => ({ userId: null, phone, kind: 'test', text: 'Batch', client: twilio() }));
    const results = await sendTexts(deps(twilio(), 2), texts, new Limiter(4));
    expect(results).toEqual(['sent', 'opted_out', 'country_refused', 'sent', 'capped']);
    expect(standIn.received.filter((r) => r.text === 'Batch').map((r) => r.to)).toEqual(['+254723000000', '+254723000003']);
    const recorded = rowsOf<{ phone: string; status: string }>(
      await t.database.db.execute(sql`select phone, status from sms_sends order by phone`),
    );
    expect(recorded).toEqual([
      { phone: '+254723000000', status: 'sent' },
      { phone: '+254723000003', status: 'sent' },
    ]);
  });

  it('Twilio: Basic auth and a form body; error 21610 (the number replied STOP) is an opt-out', async () => {
    const phone = '+254722000555';
    expect(await sendSms(deps(twilio()), { userId: null, phone, kind: 'test', text: 'Hi Twilio' })).toBe('sent');
    expect(textsTo(phone)).toEqual([{ provider: 'twilio', to: phone, text: 'Hi Twilio', from: TWILIO_CREDENTIALS.from }]);
    const wrongToken = twilioClient({ baseUrl: standIn.origin, ...TWILIO_CREDENTIALS, authToken: 'nope', timeoutMs: 1500 });
    expect(await wrongToken.send(phone, 'x')).toEqual({ status: 'failed', error: '20003 Authenticate' });

    standIn.behave(phone, 'opted_out');
    expect(await sendSms(deps(twilio()), { userId: null, phone, kind: 'test', text: 'Again' })).toBe('opted_out');
    expect(rowsOf(await t.database.db.execute(sql`select provider from sms_opt_outs where phone = ${phone}`))).toEqual([
      { provider: 'twilio' },
    ]);
    standIn.behave(phone, 'error');
    expect(await twilio().send(phone, 'x')).toEqual({ status: 'failed', error: '20503 Service unavailable' });
  });

  it('refuses a closed port as failed for sure, and a silent provider as unknown', async () => {
    // A port nothing listens on: the connection is refused before anything is sent.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const closed = twilioClient({ baseUrl: `http://127.0.0.1:${port}`, ...TWILIO_CREDENTIALS, timeoutMs: 1500 });
    expect((await closed.send('+254722000666', 'x')).status).toBe('failed');
    standIn.behave('+254722000667', 'hang');
    expect((await twilio().send('+254722000667', 'x')).status).toBe('unknown');
  });

  it('with no provider set, writes each text to DATA_DIR/sms', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sms-'));
    expect(await fileSmsClient(dir).send('+254700111222', 'Your Prosper Mentor code is 123456.')).toMatchObject({ status: 'sent' });
    const files = await readdir(path.join(dir, 'sms'));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dir, 'sms', files[0]!), 'utf8')).toBe('To: +254700111222\n\nYour Prosper Mentor code is 123456.\n');
  });
});
