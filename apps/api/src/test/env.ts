// Configuration used by API tests: fixed secrets (so the seeded template's encrypted codes stay
// readable), cheap bot challenges, silent logs.
import os from 'node:os';
import path from 'node:path';
import { loadEnv, type Env } from '../config/env.ts';

export const TEST_DATA_DIR = path.join(os.tmpdir(), 'store-api-tests');

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: TEST_DATA_DIR,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    CODES_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'silent',
    ALTCHA_COST: '20',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    // tests play several client addresses through X-Forwarded-For, as behind a proxy
    TRUST_PROXY: 'true',
    // tests change data between calls and expect to see it at once
    PUBLIC_CACHE_SECONDS: '0',
    // stand-in render bundles are read from the test's thread; render-threads.test.ts sets threads
    RENDER_THREADS: '0',
    ...overrides,
  });
}
