// Prometheus metrics (METRICS_ENABLED): request rate and latency per route, database connections,
// job runs and failures and queue depth, payment callbacks, codes left per card. Served by a
// separate listener (METRICS_HOST:METRICS_PORT, loopback by default) — never through the store's
// own address, so the public proxy cannot expose them. docs/decisions/27-metrics.md
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { JobMetrics } from '../jobs/queue.ts';
import { availableCodesPerCard, connectionsByState } from './queries.ts';

/** The registry, and what the job layer reports into it (jobs/queue.ts). */
export interface Metrics extends JobMetrics {
  registry: Registry;
}

export function createMetrics(ctx: AppContext): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let queueDepth: (() => Promise<Record<string, number>>) | null = null;

  const jobRuns = new Counter({
    name: 'store_job_runs_total',
    help: 'Background job runs by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'store_job_duration_seconds',
    help: 'Background job run time',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'store_job_queue_depth',
    help: 'Jobs waiting in the queue (PostgreSQL queue only)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!queueDepth) return;
      for (const [job, n] of Object.entries(await queueDepth().catch(() => ({})))) this.set({ job }, n);
    },
  });
  new Gauge({
    name: 'store_db_connections',
    help: 'PostgreSQL connections of this database by state (all processes)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (ctx.database.engine !== 'postgres') return;
      for (const r of await connectionsByState(ctx.db)) this.set({ state: r.state }, r.n);
    },
  });
  new Gauge({
    name: 'store_db_pool_size',
    help: 'Most PostgreSQL connections this process opens',
    registers: [registry],
    collect() {
      this.set(ctx.database.engine === 'postgres' ? ctx.env.DATABASE_POOL_SIZE : 1);
    },
  });
  new Gauge({
    name: 'store_card_codes_available',
    help: 'Codes left to sell per card',
    labelNames: ['card'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await availableCodesPerCard(ctx.db)) this.set({ card: String(r.card) }, r.n);
    },
  });

  return {
    registry,
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
    setQueueDepth(read) {
      queueDepth = read;
    },
  };
}

/** Per-route request counts and latency, and payment callbacks by gateway and answer. */
export function instrumentApp(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'store_http_requests_total',
    help: 'HTTP requests by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  const callbacks = new Counter({
    name: 'store_payment_callbacks_total',
    help: 'Payment gateway callbacks by gateway and HTTP status answered',
    labelNames: ['gateway', 'status'] as const,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // the route pattern, never the raw URL (bounded label values); pages and misses share one
    const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'api-not-found' : 'page');
    const status = String(reply.statusCode);
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const callback = /^\/api\/payments\/callback\/([a-z]+)$/.exec(route);
    if (callback) callbacks.inc({ gateway: callback[1]!, status });
    done();
  });
}

/** The metrics listener: GET /metrics on its own port. */
export async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
