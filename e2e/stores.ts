// The stores the end-to-end tests drive: one production server per Playwright worker, each on its own
// port and data directory with its own demo store (playwright.config.ts starts them). Tests running
// at the same time therefore never share the demo customer's cart, wishlist, points or orders, and
// a worker's tests see only what its own earlier tests did, as with one worker. E2E_WORKERS sets how
// many (2 by default: on two cores one browser and one server leave a core idle about half the time).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const E2E_WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3900);

export interface E2eStore {
  port: number;
  baseURL: string;
  /** the server's DATA_DIR: its embedded database, outbox, and the specs' own notes */
  dataDir: string;
}

/** The store of worker `index` (Playwright's parallel index, 0 … E2E_WORKERS − 1). */
export function e2eStore(index: number): E2eStore {
  const port = FIRST_PORT + index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: path.join(os.tmpdir(), `store-e2e-${port}`),
  };
}

/** The store of the worker running this code (Playwright sets TEST_PARALLEL_INDEX in its workers). */
export function currentStore(): E2eStore {
  return e2eStore(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * A command-line script of the API (apps/api/src/…/cli.ts) run against this worker's store, as the
 * operator runs it from a shell on the server; answers what it printed.
 */
export function operatorCommand(script: string, args: string[]): string {
  const { port, dataDir } = currentStore();
  return execFileSync('node', ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
