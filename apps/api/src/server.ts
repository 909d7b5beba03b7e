// Production entry: configuration, database (migrated), demo data on first start, HTTP server,
// metrics listener (METRICS_ENABLED), graceful shutdown on SIGINT/SIGTERM: readiness turns 503,
// the listener stops accepting, in-flight requests and the running job finish (its advisory lock
// released), then Redis, storage and the database pool are closed; forced exit after 10 s.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { loadEnv } from './config/env.ts';
import { ensureDemoData } from './demo/demo-data.ts';
import { featureJobs } from './features.ts';
import { moveAttachmentsToPrivate } from './support/attachments.ts';
import { createMetrics, startMetricsServer } from './health/metrics.ts';
import { closeReplayStore } from './integrations/captcha/replay.ts';
import { startJobLayer } from './jobs/start.ts';

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
  const metrics = env.METRICS_ENABLED ? createMetrics(ctx) : undefined;
  const app = await buildApp(ctx, { webDist, metrics });
  const metricsServer = metrics ? await startMetricsServer(metrics, env.METRICS_HOST, env.METRICS_PORT) : null;

  const scheduler = await startJobLayer(ctx, await featureJobs(), {
    work: env.RUN_JOBS,
    metrics,
    log: (msg, err) => app.log.error({ err }, msg),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    let code = 0;
    try {
      // keep-alive connections whose request finished after the listener closed are idle now: close them
      const reap = setInterval(() => app.server.closeIdleConnections(), 100);
      await Promise.all([app.close().finally(() => clearInterval(reap)), scheduler?.stop()]);
      metricsServer?.close();
      await Promise.allSettled([closeReplayStore(ctx), ctx.storage.close?.()]);
      await ctx.database.close();
      app.log.info('stopped');
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
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
