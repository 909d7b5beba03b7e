// End-to-end tests drive the built store in Debian's Chromium: a real production server on its
// own port and data directory, seeded with the demo store. Four projects: English and Arabic,
// desktop (1280 px) and mobile (390 px).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { StoreOptions } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3900);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `store-e2e-${port}`);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export default defineConfig<StoreOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(os.tmpdir(), 'store-e2e-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(os.tmpdir(), 'store-e2e-report.json') }]]
    : [['list'], ['json', { outputFile: path.join(os.tmpdir(), 'store-e2e-report.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
  },
  projects: [
    { name: 'desktop-en', use: { ...desktop, storeLang: 'en' } },
    { name: 'desktop-ar', use: { ...desktop, storeLang: 'ar' } },
    { name: 'mobile-en', use: { ...mobile, storeLang: 'en' } },
    { name: 'mobile-ar', use: { ...mobile, storeLang: 'ar' } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx apps/api/src/server.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ALTCHA_COST: '50',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: '',
    },
  },
});
