// One Vitest run for the whole repository, split into projects: shared rules (node), API
// integration (node, real database), storefront components (jsdom), back-office components (jsdom).
import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // at least two test files at a time: Vitest's default (one less than the cores) is one on a
    // 2-core machine, where a file spends most of its time importing the app and waiting on its
    // database; two side by side took the PGlite run 744 → 551 s and the PostgreSQL run 393 → 301 s
    // (docs/PERFORMANCE.md "The test suite's time"). Test files share nothing but Redis, where each
    // keeps to a database of its own (http/shared-cache.ts purgeChannel).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts', 'docs/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/test/setup.ts'],
        },
      },
    ],
  },
});
