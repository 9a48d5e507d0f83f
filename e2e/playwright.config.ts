import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/scripts/lib/server-flags.ts';

/** E2E_PORT lets two checkouts run their journeys side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = path.resolve(import.meta.dirname, '.artifacts/data');
/** The local Paystack stand-in, next to the server; Paystack serves mentees in South Africa only here (decision 045). */
export const PAYSTACK_PORT = PORT + 1000;
export const PAYSTACK_COUNTRY = 'South Africa';
/** The local Flutterwave (v3) stand-in; Flutterwave serves mentees in Uganda only here (decision 050). */
export const FLUTTERWAVE_PORT = PORT + 1001;
export const FLUTTERWAVE_COUNTRY = 'Uganda';
const FLUTTERWAVE_SECRET_HASH = 'e2e-flutterwave-secret-hash';
/** The local WhatsApp Cloud API stand-in (decision 053); its credentials are test/whatsapp-stand-in.ts's. */
export const WHATSAPP_PORT = PORT + 1053;

/** Journeys in Debian's Chromium against the real server on a fresh embedded database with demo data. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI machines are shared and slower than a laptop; a journey that hangs still stops well before CI does.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'exec node --import tsx apps/server/scripts/paystack-stand-in.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${PAYSTACK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PAYSTACK_STAND_IN_PORT: String(PAYSTACK_PORT),
        PAYSTACK_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/paystack/webhook`,
        // Its account asks an OTP for transfers (decision 061): the held payout's journey enters it.
        PAYSTACK_STAND_IN_TRANSFER_OTP: '1',
      },
    },
    {
      command: 'exec node --import tsx apps/server/scripts/flutterwave-stand-in.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${FLUTTERWAVE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FLUTTERWAVE_STAND_IN_PORT: String(FLUTTERWAVE_PORT),
        FLUTTERWAVE_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/flutterwave/webhook`,
        FLUTTERWAVE_STAND_IN_SECRET_HASH: FLUTTERWAVE_SECRET_HASH,
      },
    },
    {
      command: 'exec node --import tsx apps/server/scripts/whatsapp-stand-in.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${WHATSAPP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        WHATSAPP_STAND_IN_PORT: String(WHATSAPP_PORT),
        WHATSAPP_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/whatsapp/webhook`,
      },
    },
    {
      // Every run starts on an empty data folder; the server seeds the demo members into it. Before it
      // starts, a session paid through the stand-in that has begun, for the no-show journey (decision 057),
      // and a payout held for its OTP, for the payouts admin journey (decision 061).
      command: `rm -rf '${DATA_DIR}' && node --import tsx apps/server/scripts/e2e-begun-paid-session.ts && node --import tsx apps/server/scripts/e2e-held-payout.ts && exec node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR,
        DEMO_DATA: 'true',
        // Each test sends its own X-Forwarded-For, so per-address limits count each test apart.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        // Only South African mentees pay through Paystack here: every other journey's members (in Ghana) keep paying directly.
        PAYSTACK_SECRET_KEYS: 'ZA:sk_test_e2e_south_africa',
        PAYSTACK_BASE_URL: `http://127.0.0.1:${PAYSTACK_PORT}`,
        // Flutterwave's one account, for Ugandan mentees only: demo members in Tanzania keep paying directly.
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2e-X',
        FLUTTERWAVE_COUNTRIES: 'UG',
        FLUTTERWAVE_SECRET_HASH,
        FLUTTERWAVE_BASE_URL: `http://127.0.0.1:${FLUTTERWAVE_PORT}`,
        // WhatsApp is offered; members keep SMS unless they choose it (decision 053).
        WHATSAPP_TOKEN: 'EAAG-whatsapp-test-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_APP_SECRET: 'whatsapp-app-secret-for-tests',
        WHATSAPP_VERIFY_TOKEN: 'whatsapp-verify-token-for-tests',
        WHATSAPP_BASE_URL: `http://127.0.0.1:${WHATSAPP_PORT}`,
      },
    },
  ],
});
