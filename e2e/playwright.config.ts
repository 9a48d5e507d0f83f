import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets two checkouts run their journeys side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = path.resolve(import.meta.dirname, '.artifacts/data');

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
  webServer: {
    // Every run starts on an empty data folder; the server seeds the demo members into it.
    command: `rm -rf '${DATA_DIR}' && exec node --import tsx apps/server/src/main.ts`,
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
    },
  },
});
