import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Prosper Mentor <no-reply@prospermentor.africa>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  MEETING_BASE_URL: z.url().default('https://meet.jit.si'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  SMS_CALLBACK_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  SMS_DAILY_CAP: z.coerce.number().int().min(0).default(500),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be the digits of the phone number id')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,https?:\/\/[^\s,]+)*$/, 'must be origins separated by commas')
    .optional(),
  // "NG:sk_live_…,GH:sk_live_…": one Paystack account, so one secret key, per country (decision 045).
  PAYSTACK_SECRET_KEYS: z
    .string()
    .regex(/^[A-Z]{2}:[^,:\s]+(,[A-Z]{2}:[^,:\s]+)*$/, 'must read NG:sk_…,GH:sk_… (a country code and its secret key, comma-separated)')
    .optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // One Flutterwave account (API v3, decision 050): its secret key for calls, its secret hash for webhooks (`verif-hash`).
  FLUTTERWAVE_SECRET_KEY: z.string().regex(/^\S+$/, 'must be one secret key, no spaces').optional(),
  FLUTTERWAVE_SECRET_HASH: z.string().min(16, 'must be at least 16 characters').optional(),
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  FLUTTERWAVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // "UG,TZ": the countries Flutterwave serves here; unset, every country payment_countries gives it.
  FLUTTERWAVE_COUNTRIES: z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'must read UG,TZ (country codes, comma-separated)')
    .optional(),
  PAYMENT_FEE_BEARER: z.enum(['platform', 'mentee']).default('platform'),
  PAYMENT_HOLD_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  PAYOUT_DISPUTE_WINDOW_HOURS: z.coerce.number().int().min(0).max(720).default(72),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  demoData: boolean | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** A confirmed session's video room is a new room name under this address (Jitsi Meet by default). */
  meetingBaseUrl: string;
  /**
   * Web push's VAPID key pair and contact (decision 047): the public key is served to browsers to
   * subscribe with, the private key signs each push and never leaves the server.
   */
  vapid: VapidKeys & { subject: string };
  /**
   * The push services we send to: a subscription's endpoint must be at one of these origins (a
   * leading `*.` matches any subdomain), so a member cannot point our server at any address.
   */
  pushServiceOrigins: string[];
  payments: PaymentsConfig;
  /**
   * How long a push service has to answer (decision 048): one that has not answered by then may
   * still deliver, so the push is recorded as unknown and not sent again.
   */
  pushTimeoutMs: number;
  /** Jobs one instance runs at once (decision 048): sends wait on the network, so several overlap. */
  jobConcurrency: number;
  /** How texts leave (decision 049): Africa's Talking, Twilio, or files in DATA_DIR/sms when neither is set. */
  sms: SmsConfig;
  /** WhatsApp Business Cloud API (decision 053); null when not set, and texts stay SMS. */
  whatsapp: WhatsappConfig | null;
  /** Where the built web app is served from; absent in API-only tests. */
  webDist: string | undefined;
};

/** The browsers' push services: Chrome's (FCM), Firefox's, Safari's and Edge's (WNS). */
const PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

export type SmsProvider =
  | { name: 'africastalking'; baseUrl: string; username: string; apiKey: string; senderId: string | undefined }
  | { name: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string }
  | { name: 'file' };

export type SmsConfig = {
  provider: SmsProvider;
  /** Texts the whole platform may send in a UTC day, codes included: SMS-pumping fraud costs money. */
  dailyCap: number;
  /** How long a provider may take to answer; after that the outcome is unknown and the text is not sent again. */
  timeoutMs: number;
  /**
   * The secret in the provider's callback address (`?token=`): Africa's Talking signs nothing, so
   * only a caller knowing it may report an opt-out. Unset: the callback refuses every call.
   */
  callbackToken: string | undefined;
};

export type WhatsappConfig = {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  /** Meta signs each webhook with it (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta's subscription handshake must give back (hub.verify_token). */
  verifyToken: string;
  timeoutMs: number;
};

export type VapidKeys = { publicKey: string; privateKey: string };
/** Paying through providers; with no key set, sessions keep today's direct payment. */
export type PaymentsConfig = {
  /** Paystack's secret key per country code (NG, GH, KE, ZA, CI); empty when Paystack is off. */
  paystackKeys: Record<string, string>;
  paystackBaseUrl: string;
  paystackTimeoutMs: number;
  /** Flutterwave's one account (v3) and the countries it may serve (null: all the table gives it); null when Flutterwave is off. */
  flutterwave: { secretKey: string; secretHash: string; countries: string[] | null } | null;
  flutterwaveBaseUrl: string;
  flutterwaveTimeoutMs: number;
  /** Who bears the provider's fee: the mentee (added on top of the price) or the platform (out of its share). */
  feeBearer: 'platform' | 'mentee';
  /** How long after confirmation a session is held for the mentee to pay (never past its start). */
  holdHours: number;
  /** How long after a paid session's end its mentor's payout waits, so a no-show can still be reported (decision 055). */
  payoutWindowHours: number;
  /** The share of a mentor's payout the platform keeps, in percent. */
  platformFeePercent: number;
};

export class ConfigError extends Error {}

const keysByCountry = (value: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (value ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':') as [string, string]),
  );

/** Reads the environment once, at start; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  if (!e.AFRICASTALKING_USERNAME !== !e.AFRICASTALKING_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY: set both or neither');
  }
  if (!e.TWILIO_ACCOUNT_SID !== !e.TWILIO_AUTH_TOKEN || !e.TWILIO_ACCOUNT_SID !== !e.TWILIO_FROM) {
    throw new ConfigError('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three or none');
  }
  if (e.AFRICASTALKING_USERNAME && e.TWILIO_ACCOUNT_SID) {
    throw new ConfigError('Invalid configuration:\n  AFRICASTALKING_*, TWILIO_*: choose one SMS provider');
  }
  if (!e.FLUTTERWAVE_SECRET_KEY !== !e.FLUTTERWAVE_SECRET_HASH) {
    throw new ConfigError('Invalid configuration:\n  FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH: set both or neither');
  }
  const whatsappKeys = [e.WHATSAPP_TOKEN, e.WHATSAPP_PHONE_NUMBER_ID, e.WHATSAPP_APP_SECRET, e.WHATSAPP_VERIFY_TOKEN];
  if (whatsappKeys.some(Boolean) && !whatsappKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set all four or none',
    );
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? generatedSecret(dataDir),
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    meetingBaseUrl: e.MEETING_BASE_URL.replace(/\/+$/, ''),
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : generatedVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
    pushServiceOrigins: e.PUSH_SERVICE_ORIGINS?.split(',') ?? PUSH_SERVICES,
    payments: {
      paystackKeys: keysByCountry(e.PAYSTACK_SECRET_KEYS),
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
      paystackTimeoutMs: e.PAYSTACK_TIMEOUT_MS,
      flutterwave:
        e.FLUTTERWAVE_SECRET_KEY && e.FLUTTERWAVE_SECRET_HASH
          ? {
              secretKey: e.FLUTTERWAVE_SECRET_KEY,
              secretHash: e.FLUTTERWAVE_SECRET_HASH,
              countries: e.FLUTTERWAVE_COUNTRIES?.split(',') ?? null,
            }
          : null,
      flutterwaveBaseUrl: e.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
      flutterwaveTimeoutMs: e.FLUTTERWAVE_TIMEOUT_MS,
      feeBearer: e.PAYMENT_FEE_BEARER,
      holdHours: e.PAYMENT_HOLD_HOURS,
      payoutWindowHours: e.PAYOUT_DISPUTE_WINDOW_HOURS,
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
    },
    pushTimeoutMs: e.PUSH_TIMEOUT_MS,
    jobConcurrency: e.JOB_CONCURRENCY,
    sms: { provider: smsProvider(e), dailyCap: e.SMS_DAILY_CAP, timeoutMs: e.SMS_TIMEOUT_MS, callbackToken: e.SMS_CALLBACK_TOKEN },
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? {
            baseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            timeoutMs: e.WHATSAPP_TIMEOUT_MS,
          }
        : null,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

function smsProvider(e: z.infer<typeof envSchema>): SmsProvider {
  if (e.AFRICASTALKING_USERNAME && e.AFRICASTALKING_API_KEY)
    return {
      name: 'africastalking',
      baseUrl: e.AFRICASTALKING_BASE_URL.replace(/\/+$/, ''),
      username: e.AFRICASTALKING_USERNAME,
      apiKey: e.AFRICASTALKING_API_KEY,
      senderId: e.AFRICASTALKING_SENDER_ID,
    };
  if (e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)
    return {
      name: 'twilio',
      baseUrl: e.TWILIO_BASE_URL.replace(/\/+$/, ''),
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
    };
  return { name: 'file' };
}

/** A secret made once per data folder, so sessions survive restarts without any setup. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * A VAPID key pair made once per data folder, as the auth secret is, so push works offline with no
 * setup; browsers' subscriptions are bound to it, so it must outlive restarts.
 */
function generatedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  const keys: VapidKeys = { publicKey: publicKey.toString('base64url'), privateKey: jwk.d! };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

/** The address in "Name <address>" (or the whole value), for the push services' contact. */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
