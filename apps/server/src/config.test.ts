import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'prosper-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('gives the defaults DESIGN.md names, with a secret made once in DATA_DIR', () => {
  const config = loadConfig({ DATA_DIR: dir });
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    publicUrl: 'http://localhost:3000',
    databaseUrl: undefined,
    smtpUrl: undefined,
  });
  expect(config.authSecret).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
  expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
});

it('takes PORT, PUBLIC_URL, DATABASE_URL, SMTP_URL and DEMO_DATA from the environment', () => {
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: '8080',
    PUBLIC_URL: 'https://prosper.example/',
    DATABASE_URL: 'postgres://u:p@db/x',
    SMTP_URL: 'smtp://mail:25',
    DEMO_DATA: 'false',
  });
  expect(config).toMatchObject({
    port: 8080,
    publicUrl: 'https://prosper.example',
    databaseUrl: 'postgres://u:p@db/x',
    smtpUrl: 'smtp://mail:25',
    demoData: false,
  });
});

it('says which settings are wrong, all at once', () => {
  expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })).toThrowError(ConfigError);
  try {
    loadConfig({ DATA_DIR: dir, PORT: 'eighty', DATABASE_URL: 'mysql://x' });
  } catch (error) {
    expect((error as Error).message).toMatch(/PORT/);
    expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
  }
});

it('requires AUTH_SECRET in production', () => {
  expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: required in production/);
});

it('makes a VAPID key pair once in DATA_DIR, or takes both keys from the environment', () => {
  const config = loadConfig({ DATA_DIR: dir });
  expect(Buffer.from(config.vapid.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(config.vapid.privateKey, 'base64url')).toHaveLength(32);
  expect(config.vapid.subject).toBe('mailto:no-reply@prospermentor.africa');
  expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(config.vapid);
  expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(config.vapid.publicKey);
  const given = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'C'.repeat(43), VAPID_SUBJECT: 'https://prosper.example' };
  expect(loadConfig({ DATA_DIR: dir, ...given }).vapid).toEqual({
    publicKey: given.VAPID_PUBLIC_KEY,
    privateKey: given.VAPID_PRIVATE_KEY,
    subject: 'https://prosper.example',
  });
  expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY })).toThrowError(/set both or neither/);
  expect(() => loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'someone' })).toThrowError(/VAPID_SUBJECT/);
});

it('sends pushes only to the browsers’ push services unless told others', () => {
  expect(loadConfig({ DATA_DIR: dir }).pushServiceOrigins).toContain('https://fcm.googleapis.com');
  expect(loadConfig({ DATA_DIR: dir, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:9999,https://*.push.example' }).pushServiceOrigins).toEqual([
    'http://127.0.0.1:9999',
    'https://*.push.example',
  ]);
});

it('reads a Paystack key per country, and without one leaves payments direct', () => {
  expect(loadConfig({ DATA_DIR: dir }).payments).toEqual({
    paystackKeys: {},
    paystackBaseUrl: 'https://api.paystack.co',
    paystackTimeoutMs: 10_000,
    flutterwave: null,
    flutterwaveBaseUrl: 'https://api.flutterwave.com',
    flutterwaveTimeoutMs: 10_000,
    feeBearer: 'platform',
    holdHours: 24,
    payoutWindowHours: 72,
    platformFeePercent: 0,
  });
  const config = loadConfig({
    DATA_DIR: dir,
    PAYSTACK_SECRET_KEYS: 'NG:sk_live_abc123,GH:sk_live_def456',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:4100/',
    PAYMENT_FEE_BEARER: 'mentee',
    PAYMENT_HOLD_HOURS: '12',
    PAYOUT_DISPUTE_WINDOW_HOURS: '48',
    PLATFORM_FEE_PERCENT: '7.5',
  });
  expect(config.payments).toMatchObject({
    paystackKeys: { NG: 'sk_live_abc123', GH: 'sk_live_def456' },
    paystackBaseUrl: 'http://127.0.0.1:4100',
    feeBearer: 'mentee',
    holdHours: 12,
    payoutWindowHours: 48,
    platformFeePercent: 7.5,
  });
  // A platform fee over half of a payout is refused at start.
  expect(() => loadConfig({ DATA_DIR: dir, PLATFORM_FEE_PERCENT: '60' })).toThrow(ConfigError);
  // A key without its country is refused at start, and the message names the setting, not the key.
  let message = '';
  try {
    loadConfig({ DATA_DIR: dir, PAYSTACK_SECRET_KEYS: 'sk_live_abc123' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toContain('PAYSTACK_SECRET_KEYS: must read NG:sk_…,GH:sk_…');
  expect(message).not.toContain('sk_live_abc123');
});

it('reads Flutterwave’s one account (key and secret hash together), and without it leaves payments as they were', () => {
  const config = loadConfig({
    DATA_DIR: dir,
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc123-X',
    FLUTTERWAVE_SECRET_HASH: 'a-long-enough-secret-hash',
    FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4200/',
    FLUTTERWAVE_TIMEOUT_MS: '3000',
    FLUTTERWAVE_COUNTRIES: 'UG',
  });
  expect(config.payments).toMatchObject({
    flutterwave: { secretKey: 'FLWSECK_TEST-abc123-X', secretHash: 'a-long-enough-secret-hash', countries: ['UG'] },
    flutterwaveBaseUrl: 'http://127.0.0.1:4200',
    flutterwaveTimeoutMs: 3000,
  });
  // One without the other is refused at start, naming the settings and never the key.
  let message = '';
  try {
    loadConfig({ DATA_DIR: dir, FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc123-X' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toContain('FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH: set both or neither');
  expect(
    loadConfig({ DATA_DIR: dir, FLUTTERWAVE_SECRET_KEY: 'k', FLUTTERWAVE_SECRET_HASH: 'a-long-enough-secret-hash' }).payments.flutterwave,
  ).toMatchObject({ countries: null });
  expect(message).not.toContain('FLWSECK_TEST-abc123-X');
});

it("chooses the SMS provider by its settings: Africa's Talking, Twilio, or files in DATA_DIR/sms", () => {
  expect(loadConfig({ DATA_DIR: dir }).sms).toEqual({
    provider: { name: 'file' },
    dailyCap: 500,
    timeoutMs: 10_000,
    callbackToken: undefined,
  });
  const at = { AFRICASTALKING_USERNAME: 'prosper', AFRICASTALKING_API_KEY: 'key' };
  expect(loadConfig({ DATA_DIR: dir, ...at, SMS_DAILY_CAP: '50' }).sms).toMatchObject({
    provider: { name: 'africastalking', baseUrl: 'https://api.africastalking.com', username: 'prosper', apiKey: 'key' },
    dailyCap: 50,
  });
  const twilio = { TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
  expect(loadConfig({ DATA_DIR: dir, ...twilio, TWILIO_BASE_URL: 'http://127.0.0.1:4010/' }).sms.provider).toMatchObject({
    name: 'twilio',
    baseUrl: 'http://127.0.0.1:4010',
  });
  expect(() => loadConfig({ DATA_DIR: dir, AFRICASTALKING_USERNAME: 'prosper' })).toThrowError(/set both or neither/);
  expect(() => loadConfig({ DATA_DIR: dir, TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrowError(/set all three/);
  expect(() => loadConfig({ DATA_DIR: dir, ...at, ...twilio })).toThrowError(/choose one SMS provider/);
});
