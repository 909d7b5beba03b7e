// The worker process (`npm run worker`): takes job runs from the PostgreSQL queue (jobs/queue.ts)
// and serves no HTTP except its metrics (METRICS_ENABLED). API processes in a fleet run with
// RUN_JOBS=false and only schedule. SIGTERM: stop taking runs, finish the running one, exit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createContext } from './bootstrap.ts';
import { loadEnv } from './config/env.ts';
import { createMetrics, startMetricsServer } from './health/metrics.ts';
import { closeReplayStore } from './integrations/captcha/replay.ts';
import { featureJobs } from './features.ts';
import { startQueue } from './jobs/queue.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  let env;
  try {
    env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), ...process.env });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = pino({ level: env.LOG_LEVEL, base: { pid: process.pid, role: 'worker' } });
  if (!env.DATABASE_URL) {
    log.error('the worker needs PostgreSQL (DATABASE_URL); on the embedded database jobs run inside `npm start`');
    process.exit(1);
  }
  const ctx = await createContext(env);
  const metrics = env.METRICS_ENABLED ? createMetrics(ctx) : undefined;
  const metricsServer = metrics ? await startMetricsServer(metrics, env.METRICS_HOST, env.METRICS_PORT) : null;
  const jobs = await featureJobs();
  const queue = await startQueue(ctx, jobs, { work: true, metrics, log: (msg, err) => log.error({ err }, msg) });
  log.info({ jobs: jobs.map((j) => j.name) }, 'worker ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    let code = 0;
    try {
      await queue.stop();
      metricsServer?.close();
      await Promise.allSettled([closeReplayStore(ctx), ctx.storage.close?.()]);
      await ctx.database.close();
      log.info('worker stopped');
    } catch (err) {
      log.error({ err }, 'worker shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
