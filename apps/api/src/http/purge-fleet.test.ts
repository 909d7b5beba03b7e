// One cache invalidation for the whole fleet (issue 27, docs/decisions/27-cache-invalidation.md):
// two API processes — each with its own micro-cache and page cache — behind nginx's shared cache
// (when nginx is installed), Redis between them. A card renamed through /api/admin on process A is
// shown renamed at once by process B and through the proxy, API answers and pages, both languages.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConf } from '../../../../scripts/fleet-nginx.mjs';
import { staffTokenFor } from '../admin/test-helpers.ts';
import { buildApp } from '../app.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('a back-office change reaches every process and the proxy at once', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let dir: string;
  let ports: { a: number; b: number; proxy: number };
  let card: { id: number };
  let nginxPid: number | null = null;
  const secret = crypto.randomBytes(16).toString('hex');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-fleet-'));
    fs.chmodSync(dir, 0o755); // nginx's workers (nobody) keep the cache in it
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    ports = { a: await freePort(), b: await freePort(), proxy: await freePort() };
    t = await createTestApp({
      webDist: dist,
      env: {
        PUBLIC_CACHE_SECONDS: '60',
        SHARED_CACHE_SECONDS: '60',
        REDIS_URL: 'redis://127.0.0.1:6379/5',
        SHARED_CACHE_PURGE_URL: `http://127.0.0.1:${ports.proxy}`,
        SHARED_CACHE_PURGE_SECRET: secret,
      },
    });
    // process B: the same database and settings, caches of its own (a context object of its own)
    b = await buildApp({ ...t.ctx }, { logger: false, webDist: dist });
    await t.app.listen({ port: ports.a, host: '127.0.0.1' });
    await b.listen({ port: ports.b, host: '127.0.0.1' });
    card = rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from cards where active order by id limit 1`))[0]!;
    if (NGINX) {
      fs.mkdirSync(path.join(dir, 'nginx-tmp'), { recursive: true });
      const conf = path.join(dir, 'nginx.conf');
      fs.writeFileSync(conf, nginxConf({ dir, apis: [ports.a, ports.b], proxy: ports.proxy, secret }));
      execFileSync(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
      nginxPid = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
    }
  }, 120_000);

  afterAll(async () => {
    if (nginxPid) process.kill(nginxPid, 'SIGQUIT');
    await b?.close();
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // the address the storefront asks for a card's details
  const detail = (_lang?: string) => `/api/cards/getCardDetails?card_id=${card.id}&per_page=8&page=1`;
  async function get(port: number, url: string, lang = 'en') {
    let res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { lang, cookie: `lang=${lang}`, 'accept-encoding': 'br' },
      redirect: 'manual',
    });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const target = new URL(location, 'http://x');
      res = await fetch(`http://127.0.0.1:${port}${target.pathname}${target.search}`, {
        headers: { lang, cookie: `lang=${lang}`, 'accept-encoding': 'br' },
      });
    }
    return { text: await res.text(), cache: res.headers.get('x-cache-status') ?? res.headers.get('x-cache'), status: res.status };
  }

  it('renames a card on A: B and the proxy answer the new name in the same instant', async () => {
    const where = NGINX ? [ports.b, ports.proxy] : [ports.b];
    // warm every cache: B's micro-cache and page cache, the proxy's copies
    for (const port of where) {
      for (const lang of ['en', 'ar']) {
        await get(port, detail(lang), lang);
        expect((await get(port, detail(lang), lang)).cache).toMatch(/hit/i);
        await get(port, `/card/${card.id}`, lang);
        const page = await get(port, `/card/${card.id}`, lang);
        expect(page.status).toBe(200);
        expect(page.cache).toMatch(/hit/i);
      }
    }

    const admin = await staffTokenFor(t.ctx, 'admin');
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const before = (await (await fetch(`http://127.0.0.1:${ports.a}/api/admin/cards/${card.id}`, { headers })).json()) as {
      data: Record<string, unknown>;
    };
    const keys = [
      'name_en', 'name_ar', 'category_id', 'country_id', 'platform_id', 'short_name', 'desc_en', 'desc_ar', 'keywords',
      'regions_en', 'regions_ar', 'languages_en', 'languages_ar', 'system_requirement_en', 'system_requirement_ar',
      'price', 'price_after_discount', 'redeem_points', 'stock_type', 'low_stock_threshold', 'active',
    ]; // prettier-ignore
    const body = Object.fromEntries(keys.map((k) => [k, before.data[k]]));
    const stamp = crypto.randomBytes(3).toString('hex');
    body.name_en = `Renamed card ${stamp}`;
    body.name_ar = `بطاقة جديدة ${stamp}`;
    const put = await fetch(`http://127.0.0.1:${ports.a}/api/admin/cards/${card.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    expect(put.status).toBe(200);

    // no waiting: the write's answer left after its purges
    for (const port of where) {
      for (const [lang, name] of [
        ['en', body.name_en],
        ['ar', body.name_ar],
      ] as const) {
        const api = await get(port, detail(lang), lang);
        expect(api.text, `port ${port} ${lang} API`).toContain(name);
        const page = await get(port, `/card/${card.id}`, lang);
        expect(page.text, `port ${port} ${lang} page`).toContain(name);
      }
    }
    // and through the proxy that was the cached copy refreshed, not the cache switched off
    if (NGINX) expect((await get(ports.proxy, detail('en'))).cache).toMatch(/HIT/);
  }, 120_000);
});
