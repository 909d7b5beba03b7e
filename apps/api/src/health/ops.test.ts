// Operations: readiness sees the database, storage and Redis; metrics count requests per route
// on their own listener; SIGTERM lets an in-flight request finish while new connections are refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createMetrics, startMetricsServer } from './metrics.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports the database, storage, and Redis as off when not configured', async () => {
    const res = await t.call<Record<string, unknown>>({ method: 'GET', url: '/api/ready' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ storage: 'local', redis: 'off' });
  });

  it('reports Redis up, and down without failing (the store keeps selling)', async () => {
    for (const [url, state] of [
      ['redis://127.0.0.1:6379/5', 'up'],
      ['redis://127.0.0.1:1/5', 'down'],
    ] as const) {
      const app = await buildApp({ ...t.ctx, env: { ...t.ctx.env, REDIS_URL: url } }, { logger: false });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.redis).toBe(state);
      } finally {
        await app.close();
      }
    }
  }, 60_000);

  it('answers 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.call({ method: 'GET', url: '/api/ready', headers: { lang: 'ar' } });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    await other.app.close();
  }, 90_000);

  it('counts requests per route pattern and codes left per card on the metrics listener', async () => {
    const metrics = createMetrics(t.ctx);
    const app = await buildApp(t.ctx, { logger: false, metrics });
    const server = await startMetricsServer(metrics, '127.0.0.1', 0);
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
      metrics.jobRun('release-unpaid-orders', 'failed', 0.2);
      const { port } = server.address() as net.AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('store_http_requests_total{method="GET",route="/api/health",status="200"} 2');
      expect(text).toContain('route="api-not-found",status="404"} 1');
      expect(text).not.toContain('no-such-route');
      expect(text).toMatch(/store_card_codes_available\{card="\d+"\} \d+/);
      expect(text).toContain('store_job_runs_total{job="release-unpaid-orders",outcome="failed"} 1');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
      await app.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function connectable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, and exits 0', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        CAPTCHA_PROVIDER: 'off',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const onData = () => log.includes('store ready') && resolve();
        child.stdout.on('data', onData);
        void exited.then(() => reject(new Error(`server exited before ready:\n${log}`)));
      });

      // a request in flight: headers read (the server said 100 Continue), body not yet sent
      const body = JSON.stringify({ email_or_phone: 'nobody@example.com', password: 'wrong-password' });
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const ended = new Promise<void>((resolve) => socket.once('end', resolve));
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await new Promise<void>((resolve) => {
        const check = () => answer.includes('100 Continue') && (socket.off('data', check), resolve());
        socket.on('data', check);
      });

      child.kill('SIGTERM');
      // the listener closes: new connections are refused while the request is still open
      while (await connectable(port)) await new Promise((r) => setTimeout(r, 20));
      expect(child.exitCode).toBeNull();

      socket.write(body);
      await ended;
      socket.destroy();
      const final = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
      expect(final).toMatch(/^HTTP\/1\.1 (4\d\d)/);
      expect(final).toContain('"status":false');
      expect(await exited, log.slice(-3000)).toBe(0);
      expect(log).toContain('"msg":"stopped"');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
