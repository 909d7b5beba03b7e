// Production entry: configuration, database (migrated), demo data on first start, HTTP server,
// graceful shutdown on SIGINT/SIGTERM.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { loadEnv } from './config/env.ts';
import { ensureDemoData } from './demo/demo-data.ts';
import { featureJobs } from './features.ts';
import { moveAttachmentsToPrivate } from './support/attachments.ts';
import { startJobs } from './jobs/runner.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  let env;
  try {
    env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), ...process.env });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const started = Date.now();
  const ctx = await createContext(env);
  if (env.SEED_DEMO) {
    const seeded = await ensureDemoData(ctx, (m) => console.log(m));
    if (seeded) console.log(`demo store seeded in ${Date.now() - started} ms`);
  }
  // support attachments kept under a public key before issue 23 become private
  const moved = await moveAttachmentsToPrivate(ctx);
  if (moved > 0) console.log(`${moved} support attachments moved to private storage`);
  const webDist = env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  const app = await buildApp(ctx, { webDist });

  const scheduler = env.RUN_JOBS ? startJobs(ctx, await featureJobs(), (msg, err) => app.log.error({ err }, msg)) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await scheduler?.stop();
      await ctx.database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`store ready on http://localhost:${env.PORT} (${ctx.database.engine}) in ${Date.now() - started} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
