// `npm run bench:admin` (issue 26): the back-office's own rows.
// 1. First load of the admin app at /admin, gzipped: index.html's scripts, module preloads and
//    stylesheets (budget 300 KB); the charts chunk is lazy and listed apart. And the storefront's
//    build references none of the admin's files (shoppers never download a byte of it).
// 2. Importing 100,000 card codes in one go (parse, hash, encrypt, the duplicate check and the one
//    insert in one transaction) on PostgreSQL (DATABASE_URL; a fresh database BENCH_ADMIN_DATABASE,
//    default store_bench_admin, dropped afterwards) — budget 10 s — and, for the ratio, the same
//    import of 10,000 codes. The load average is printed beside the times: this machine is shared.
// 3. The order list over 100,000 bench-only orders, GET /api/admin/orders from 10 connections per
//    filter (p50/p95/p99, req/s): bench/admin-orders.ts (its own fresh database, dropped afterwards);
//    the figures, the indexes of migration 0047 and the capped count are in docs/PERFORMANCE.md
//    and docs/decisions/admin-order-list-count.md.
// Writes nothing; prints the rows for docs/PERFORMANCE.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { importCodes } from '../apps/api/src/admin/codes-import.ts';
import { orderListRows } from './admin-orders.ts';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';

const root = path.resolve(import.meta.dirname, '..');
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function firstLoad() {
  const dist = path.join(root, 'apps/admin/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/admin\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const first = refs.reduce((sum, f) => sum + gz(path.join(dist, f)), gz(path.join(dist, 'index.html')));
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !refs.includes(`assets/${f}`))
    .map((f) => ({ f, size: gz(path.join(dist, 'assets', f)) }));
  console.log(`| admin first load (index.html + ${refs.length} files), gzipped | ${kb(first)} | budget 300 KB |`);
  for (const l of lazy)
    console.log(
      `| admin lazy chunk ${l.f.replace(/-[\w-]+\.js$/, '')}, gzipped | ${kb(l.size)} | loaded when a page needs it (${/chart/i.test(l.f) ? 'the dashboard' : /rich/i.test(l.f) ? 'content and product forms' : 'its page'}) |`,
    );
  if (first > 300 * 1024) throw new Error('the admin first load is over 300 KB');

  const web = path.join(root, 'apps/web/dist');
  const leaks: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(html|js|css)$/.test(e.name) && /["'(]\/admin\/assets\//.test(fs.readFileSync(p, 'utf8'))) leaks.push(p);
    }
  };
  if (fs.existsSync(web)) walk(web);
  console.log(`| storefront files referencing admin assets | ${leaks.length} | must be 0 |`);
  if (leaks.length) throw new Error(`the storefront references the admin app: ${leaks.join(', ')}`);
}

async function importRows() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('| 100,000-code import | skipped: set DATABASE_URL (PostgreSQL) |');
    return;
  }
  const name = process.env.BENCH_ADMIN_DATABASE ?? 'store_bench_admin';
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const ctx = await createContext(
    loadEnv({ ...process.env, DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-')) }),
  );
  try {
    await ctx.db.execute(
      sql`insert into categories (id, store, name_en, name_ar, slug) values (3, 'digital', 'Digital', 'رقمي', 'digital')`,
    );
    await ctx.db.execute(sql`insert into countries (iso2, name_en, name_ar) values ('US', 'USA', 'أمريكا')`);
    const card = async () =>
      rowsOf<{ id: number }>(
        await ctx.db.execute(sql`insert into cards (category_id, country_id, name_en, name_ar, slug, price, img)
          values (3, (select id from countries limit 1), 'Bench', 'Bench', 'bench', 100, '') returning id`),
      )[0]!.id;
    const staff = { id: 0, email: 'bench@example.com', role: 'admin' as const, sessionId: 0 };
    const request = { lang: 'en', ip: '127.0.0.1' } as FastifyRequest;
    const csv = (n: number, tag: string) =>
      `code,serial\r\n${Array.from({ length: n }, (_, i) => `${tag}-${i.toString(36).toUpperCase()}-XXXX-YYYY,SN${i}`).join('\r\n')}`;
    for (const n of [10_000, 100_000]) {
      const id = await card();
      const text = csv(n, `B${n}`);
      const started = performance.now();
      const result = await importCodes(ctx, staff, request, id, text);
      const ms = performance.now() - started;
      if (result.imported !== n) throw new Error('not everything was imported');
      console.log(
        `| import ${n.toLocaleString('en')} codes (PostgreSQL, one transaction) | ${(ms / 1000).toFixed(2)} s | ${Math.round(n / (ms / 1000)).toLocaleString('en')} rows/s; load ${os.loadavg()[0]!.toFixed(2)} |`,
      );
      if (n === 100_000 && ms > 10_000) console.log('  (over the 10 s budget on this run)');
    }
  } finally {
    await ctx.database.close();
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.end();
  }
}

firstLoad();
await importRows();
await orderListRows();
