// The production app and its built server-render bundle in this process, for the tools that
// render pages directly (bench/render-cost.ts, bench/ssr-prefetch-check.ts): the given database
// (DATABASE_URL, or PGlite in DATA_DIR), page cache off, no jobs, no seed, rate limits off.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import type { RenderInput } from '../apps/api/src/plugins/ssr.ts';

export const root = path.resolve(import.meta.dirname, '..');

/** what the SSR bundle's render returns (entry-server.tsx) */
export interface Rendered {
  kind: string;
  status?: number;
  html?: string;
  state?: string;
  passes?: number;
}
export interface Bundle {
  render(input: {
    url: string;
    lang: 'en' | 'ar';
    token: null;
    fetch: RenderInput['fetch'];
    prefetch?: boolean;
  }): Promise<Rendered>;
}

export async function ssrContext() {
  // React picks its production build from process.env when the SSR bundle is imported (buildApp)
  process.env.NODE_ENV = 'production';
  const env = loadEnv({
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    APP_SECRET: 'a'.repeat(64),
    CODES_ENCRYPTION_KEY: 'b'.repeat(64),
    ...process.env,
    NODE_ENV: 'production',
    // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_SECONDS: '0',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    RATE_LIMIT_DISABLED: 'true',
  });
  return createContext(env);
}

/** the app on a web build (dist folder with its dist-server/ beside it) and that build's SSR bundle */
export async function ssrApp(ctx: Awaited<ReturnType<typeof ssrContext>>, dist = path.join(root, 'apps/web/dist')) {
  // imported by path: e2e's tsconfig (which checks bench/) uses DOM types that the API's
  // server-render plugin is not written against
  const { buildApp } = (await import(path.join(root, 'apps/api/src/app.ts'))) as {
    buildApp: (c: typeof ctx, o: { webDist: string }) => Promise<FastifyInstance>;
  };
  const app = await buildApp(ctx, { webDist: dist });
  await app.ready();
  const bundle = (await import(pathToFileURL(path.join(dist, '..', 'dist-server', 'entry-server.js')).href)) as Bundle;
  return { app, bundle };
}
