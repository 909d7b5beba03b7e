// End-to-end tests drive the built store in Debian's Chromium: real production servers, one per
// worker, each on its own port and data directory and seeded with its own demo store (stores.ts).
// Four projects: English and Arabic, desktop (1280 px) and mobile (390 px).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { StoreOptions } from './fixtures.ts';
import { E2E_WORKERS, e2eStore } from './stores.ts';

const stores = Array.from({ length: E2E_WORKERS }, (_, i) => e2eStore(i));
const repoRoot = path.resolve(import.meta.dirname, '..');

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const leftOutOnPhones = { grepInvert: /@once|@desktop/, testIgnore: /(^|\/)admin[^/]*\.spec\.ts$/ };

export default defineConfig<StoreOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(os.tmpdir(), 'store-e2e-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a spec file's tests run in order on one worker; files (and projects) are shared out among the
  // workers, each driving its own store (fixtures.ts sets the worker's baseURL)
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(os.tmpdir(), 'store-e2e-report.json') }]],
  use: {
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
  },
  // Not every test belongs in every project, and none is listed where it does not run: a spec
  // tagged @once walks both languages and every width itself (desktop-en only), one tagged
  // @desktop checks what does not change with the width (desktop projects), and the back-office's
  // specs (admin*.spec.ts) are for desktop and tablet widths.
  projects: [
    { name: 'desktop-en', use: { ...desktop, storeLang: 'en' } },
    { name: 'desktop-ar', use: { ...desktop, storeLang: 'ar' }, grepInvert: /@once/ },
    { name: 'mobile-en', use: { ...mobile, storeLang: 'en' }, ...leftOutOnPhones },
    { name: 'mobile-ar', use: { ...mobile, storeLang: 'ar' }, ...leftOutOnPhones },
  ],
  webServer: stores.map(({ port, baseURL, dataDir }) => ({
    command: `rm -rf "${dataDir}" && node --import tsx apps/api/src/server.ts`,
    cwd: repoRoot,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ALTCHA_COST: '50',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: '',
    },
  })),
});
