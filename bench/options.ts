// The bench's settings, read from the environment (the options are listed in run.ts), and the
// environment of the production server it starts.
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const PORT = Number(process.env.BENCH_PORT ?? 3950);
export const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3951);
/** the cached run's second server, without the page cache, for the page HTML rows */
export const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT ?? PORT + 2);
export const DATABASE = process.env.BENCH_DATABASE ?? 'store_bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error(`BENCH_DATABASE: not a plain database name: ${DATABASE}`);
export const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
export const CACHE_SECONDS = Number(process.env.PUBLIC_CACHE_SECONDS ?? 10);
/** the long-tail row: list addresses and detail ids (half products, half cards) */
export const TAIL_LISTS = 1000;
export const TAIL_DETAILS = 1000;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
export const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** What the benched server runs with besides its database (the cached and the uncached runs alike). */
export function productionServerEnv(port: number): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
  };
}
