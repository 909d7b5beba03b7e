// The back-office's order list under load (issue 26 Speed: p99 ≤ 100 ms at 10 connections over
// 100,000 orders), run by `npm run bench:admin` (bench/admin.ts) or alone with
// `node --import tsx bench/admin-orders.ts`.
// 1. A fresh PostgreSQL database (BENCH_ADMIN_ORDERS_DATABASE on DATABASE_URL's server, default
//    store_bench_admin_orders, dropped afterwards) migrated by the app and given the demo store,
//    then a bench-only seed in bulk SQL (generate_series): 5,000 customers, 100,000 orders over a
//    year (ids rise with time, statuses by age: on-hold held for the code supplier or by staff,
//    every payment method, COD unpaid until delivered), 1–3 product lines each with the order's
//    totals from them, a paid payment per paid online order, refunds for refunded orders, and the
//    "needs attention" cases: money on unpaid orders and refunds stuck pending. Then VACUUM ANALYZE
//    (this machine's PostgreSQL runs without autovacuum; a store's would have run).
// 2. The production server (apps/api/src/server.ts) in its own process, and GET /api/admin/orders
//    with a signed-in admin's staff token from 10 keep-alive connections, 10 requests in flight,
//    per case: BENCH_ORDERS_WARMUP s unmeasured (default 3), then BENCH_ORDERS_SECONDS (default 15)
//    measured; p50/p95/p99 from every request's own time. The load average is printed beside.
// 3. The CSV export of every order (GET /api/admin/orders/export), soaked: two exports at a time, back
//    to back for BENCH_EXPORT_SECONDS (default 60), each read whole; the server's RSS at the start,
//    its peak (sampled every 100 ms from /proc) and at the end, and each export's time and size.
// 4. BENCH_ORDERS_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of each case's statements before the load.
// Options: BENCH_ORDERS (default 100000), BENCH_ORDERS_PORT (default 3960), BENCH_ORDERS_ONLY (regex
// over case names). Prints the rows for docs/PERFORMANCE.md; writes nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { sql, type SQL } from 'drizzle-orm';
import { orderList } from '../apps/api/src/admin/orders.queries.ts';
import { createStaffSession } from '../apps/api/src/admin/staff-auth.ts';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf, type Db } from '../apps/api/src/db/client.ts';
import { ensureDemoData } from '../apps/api/src/demo/demo-data.ts';
import { adminOrderFilters } from '@store/shared/contract/admin-orders';

const root = path.resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = 5_000;
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_ORDERS_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 3960);
const CONNECTIONS = 10;
const ONLY = process.env.BENCH_ORDERS_ONLY ? new RegExp(process.env.BENCH_ORDERS_ONLY, 'i') : null;
const load = () => os.loadavg()[0]!.toFixed(2);

/** The bench-only orders, in bulk on one connection (setseed: the same spread on every run). */
export async function seedBenchOrders(url: string, orders = ORDERS, customers = CUSTOMERS): Promise<void> {
  const pg = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await pg.begin(async (tx) => {
      await tx.unsafe(`select setseed(0.26)`);
      await tx.unsafe(`insert into users (email, phone, activation, lang, created_at)
        select 'bench.customer' || g || '@example.com', '+2012' || lpad(g::text, 8, '0'), 'Active',
          case when g % 3 = 0 then 'ar' else 'en' end, now() - interval '400 days' + g * interval '1 hour'
        from generate_series(1, ${customers}) g`);
      // one row per order with every random choice made once; ids follow the existing orders and
      // rise with time; the age decides the status (fresh orders are still moving)
      await tx.unsafe(`create temporary table bo on commit drop as
        with c as (select array_agg(id order by id) ids from users where email like 'bench.customer%'),
        base as (select coalesce(max(id), 0) b from orders),
        g as (
          select g, random() r_status, random() r_method, random() r_user, random() r_hold, random() r_city, 1 + floor(random() * 3)::int lines,
            now() - (${orders} - g) * (interval '365 days' / ${orders}) - random() * interval '50 minutes' as created_at
          from generate_series(1, ${orders}) g
        ),
        m as (
          select g.*, base.b + g.g as id, c.ids[1 + floor(${customers} * power(g.r_user, 2))::int] as user_id,
            case when r_method < 0.35 then 1 when r_method < 0.50 then 2 when r_method < 0.85 then 10 when r_method < 0.92 then 12
              else 15 + floor((r_method - 0.92) / 0.08 * 6)::int end as method,
            now() - created_at < interval '3 days' as fresh
          from g, c, base
        ),
        s as (
          select m.*, case
              when fresh then case when r_status < 0.15 then 'pending' when r_status < 0.55 then 'processing' when r_status < 0.75 then 'shipped'
                when r_status < 0.85 then 'on-hold' when r_status < 0.97 then 'completed' else 'cancelled' end
              else case when r_status < 0.74 then 'completed' when r_status < 0.87 then 'cancelled' when r_status < 0.92 then 'refunded'
                when r_status < 0.95 then 'shipped' when r_status < 0.98 then 'processing' else 'on-hold' end
            end as status
          from m
        )
        select s.*, case
            when status = 'pending' or status = 'cancelled' then 'unpaid'
            when status = 'refunded' then 'refunded'
            when status in ('processing', 'shipped') and method in (10, 12) then 'unpaid'
            else 'paid' end as payment_status,
          case when status <> 'on-hold' then null when r_hold < 0.6 then 'codes_supplier' else 'on hold' end as hold_reason,
          (array['Cairo', 'Giza', 'Alexandria', 'Mansoura', 'Tanta', 'Assiut', 'Zagazig', 'Ismailia'])[1 + floor(r_city * 8)::int] as city
        from s`);
      await tx.unsafe(`analyze bo`);
      await tx.unsafe(`create temporary table bl on commit drop as
        with p as (select array_agg(id order by id) ids, count(*)::int n from products)
        select bo.id as order_id, x.id as product_id, x.name_en, x.name_ar, x.main_image as img, coalesce(x.price_after_discount, x.price) as unit_price,
          1 + (bo.g + j) % 2 as qty
        from bo cross join generate_series(1, bo.lines) j cross join p
        join products x on x.id = p.ids[1 + (bo.g * 7 + j * 13) % p.n]`);
      await tx.unsafe(`analyze bl`);
      await tx.unsafe(`insert into orders (id, number, user_id, status, payment_status, payment_method_id, shipping_method,
          full_name, country, city, street_address, phone, sub_total, shipping_fees, total_price, hold_reason,
          created_at, updated_at, paid_at)
        select bo.id, 'GS-' || to_char(bo.created_at at time zone 'Africa/Cairo', 'YYMMDD') || '-B' || lpad(upper(to_hex(bo.g)), 5, '0'),
          bo.user_id, bo.status, bo.payment_status, bo.method, 2, 'Bench Customer ' || bo.user_id, 'Egypt', bo.city,
          (bo.g % 90 + 1) || ' Bench Street', u.phone, t.sub, 7500, t.sub + 7500, bo.hold_reason,
          bo.created_at, bo.created_at, case when bo.payment_status in ('paid', 'refunded') then bo.created_at + interval '2 minutes' end
        from bo join users u on u.id = bo.user_id
        join (select order_id, sum(unit_price * qty)::int sub from bl group by order_id) t on t.order_id = bo.id`);
      await tx.unsafe(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
      // statistics for the joins below (the planner knew an almost empty table)
      await tx.unsafe(`analyze orders`);
      await tx.unsafe(`insert into order_lines (order_id, product_id, name_en, name_ar, img, unit_price, qty, total_price, refunded_qty)
        select bl.order_id, bl.product_id, bl.name_en, bl.name_ar, bl.img, bl.unit_price, bl.qty, bl.unit_price * bl.qty,
          case when bo.status = 'refunded' then bl.qty else 0 end
        from bl join bo on bo.id = bl.order_id`);
      // the gateway's payment of every order paid online (cash on delivery has none until the courier's)
      await tx.unsafe(`insert into payments (order_id, payment_method_id, provider, amount, status, provider_ref, refunded_amount, created_at, updated_at)
        select o.id, o.payment_method_id, pm.provider, o.total_price, 'paid', 'bench-' || o.id,
          case when o.status = 'refunded' then o.total_price else 0 end, o.created_at, o.created_at
        from bo join orders o on o.id = bo.id join payment_methods pm on pm.id = o.payment_method_id
        where o.payment_status in ('paid', 'refunded') and pm.provider <> 'cod'`);
      // and the failed attempts of orders left unpaid online
      await tx.unsafe(`insert into payments (order_id, payment_method_id, provider, amount, status, provider_ref, created_at, updated_at)
        select o.id, o.payment_method_id, pm.provider, o.total_price, 'failed', 'bench-' || o.id, o.created_at, o.created_at
        from bo join orders o on o.id = bo.id join payment_methods pm on pm.id = o.payment_method_id
        where o.status = 'cancelled' and pm.provider <> 'cod' and bo.g % 4 = 0`);
      await tx.unsafe(`analyze payments`);
      await tx.unsafe(`insert into order_refunds (order_id, payment_id, amount, gateway_amount, lines, whole, reason, state, created_at, ended_at)
        select o.id, p.id, o.total_price, o.total_price, '[]'::jsonb, true, 'bench', 'done', o.created_at + interval '3 days', o.created_at + interval '3 days'
        from bo join orders o on o.id = bo.id join payments p on p.order_id = o.id and p.status = 'paid' where o.status = 'refunded'`);
      // needs attention: money on an unpaid order (a callback lost, 1 in 2,500) and refunds stuck
      // half-way (1 in 5,000 paid orders)
      await tx.unsafe(`insert into payments (order_id, payment_method_id, provider, amount, status, provider_ref, created_at, updated_at)
        select o.id, 1, 'paymob_card', o.total_price, 'paid', 'bench-lost-' || o.id, o.created_at, o.created_at
        from bo join orders o on o.id = bo.id where o.payment_status = 'unpaid' and bo.g % 2500 = 7`);
      await tx.unsafe(`insert into order_refunds (order_id, amount, gateway_amount, lines, whole, reason, state, created_at)
        select o.id, o.total_price, o.total_price, '[]'::jsonb, true, 'bench stuck', 'pending', o.created_at + interval '1 day'
        from bo join orders o on o.id = bo.id where o.status = 'completed' and o.payment_status = 'paid' and bo.g % 5000 = 11`);
    });
    for (const t of ['users', 'orders', 'order_lines', 'payments', 'order_refunds']) await pg.unsafe(`vacuum analyze ${t}`);
  } finally {
    await pg.end();
  }
}

interface Case {
  name: string;
  /** query strings, taken in turn */
  queries: string[];
}

function cases(sample: { emails: string[]; numbers: string[] }): Case[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'default list (page 1, newest first)', queries: [''] },
    { name: 'status = processing', queries: ['status=processing'] },
    { name: 'status = completed, page 40', queries: ['status=completed&page=40'] },
    { name: 'needs attention: on hold', queries: ['attention=on_hold'] },
    { name: 'needs attention: supplier failed', queries: ['attention=supplier_failed'] },
    { name: 'needs attention: payment mismatch', queries: ['attention=payment_mismatch'] },
    {
      name: 'search box (part of an e-mail or an order number, 40 terms)',
      queries: [
        ...sample.emails.slice(0, 20).map((e) => `search=${encodeURIComponent(e.split('@')[0]!)}`),
        ...sample.numbers.slice(0, 20).map((n) => `search=${encodeURIComponent(n.slice(-6))}`),
      ],
    },
    {
      name: 'customer filter (e-mail, 20 customers)',
      queries: sample.emails.slice(20, 40).map((e) => `customer=${encodeURIComponent(e)}`),
    },
    { name: 'date range (one month, 3 months ago)', queries: [`from=${day(120)}&to=${day(90)}`] },
    { name: 'method = COD, last 30 days', queries: [`method=10&from=${day(30)}&to=${day(0)}`] },
    { name: 'deep page (page 2,000 of 4,000)', queries: ['page=2000'] },
  ].filter((c) => !ONLY || ONLY.test(c.name));
}

interface Result {
  name: string;
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  load: string;
  total: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** 10 keep-alive connections, 10 requests in flight, each request's own time. */
async function drive(base: string, token: string, c: Case): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let turn = 0;
  let total = -1;
  const one = () =>
    new Promise<{ ms: number; ok: boolean }>((resolve) => {
      const q = c.queries[turn++ % c.queries.length]!;
      const started = performance.now();
      const req = http.get(
        `${base}/api/admin/orders${q ? `?${q}` : ''}`,
        { agent, headers: { authorization: `Bearer ${token}`, lang: 'en' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (b: Buffer) => chunks.push(b));
          res.on('end', () => {
            const ms = performance.now() - started;
            if (res.statusCode === 200 && total < 0 && c.queries.length === 1)
              total = (JSON.parse(Buffer.concat(chunks).toString()) as { data: { total: number } }).data.total;
            resolve({ ms, ok: res.statusCode === 200 });
          });
        },
      );
      req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    });
  const run = async (seconds: number) => {
    const times: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const r = await one();
          if (r.ok) times.push(r.ms);
          else errors++;
        }
      }),
    );
    return { times, errors };
  };
  if (WARMUP > 0) await run(WARMUP);
  const started = performance.now();
  const { times, errors } = await run(SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    name: c.name,
    n: sorted.length,
    rps: sorted.length / elapsed,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    errors,
    load: load(),
    total,
  };
}

const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 60);
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Every order as CSV, two exports at a time for EXPORT_SECONDS, and the server's memory meanwhile. */
async function exportSoak(base: string, token: string, pid: number): Promise<string> {
  const start = rssMb(pid);
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const times: number[] = [];
  let bytes = 0;
  let lines = 0;
  let errors = 0;
  const end = performance.now() + EXPORT_SECONDS * 1000;
  const one = async () => {
    const started = performance.now();
    // a refused or cut export (a reset connection, a short body) is an error of the row, not the bench's end
    const answer = await fetch(`${base}/api/admin/orders/export`, { headers: { authorization: `Bearer ${token}`, lang: 'en' } })
      .then(async (res) => ({ ok: res.ok, text: await res.text() }))
      .catch(() => ({ ok: false, text: '' }));
    if (!answer.ok) return void errors++;
    const text = answer.text;
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(text);
    lines = text.split('\r\n').length - 2;
  };
  await Promise.all(
    [0, 1].map(async () => {
      while (performance.now() < end || times.length + errors === 0) await one();
    }),
  );
  clearInterval(sampler);
  const endRss = rssMb(pid);
  const sorted = times.sort((a, b) => a - b);
  return `| CSV export of every order (${lines.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB), 2 at a time for ${EXPORT_SECONDS} s | ${times.length} exports, ${errors} errors | median ${(pct(sorted, 50) / 1000).toFixed(1)} s, max ${(sorted.at(-1)! / 1000).toFixed(1)} s | RSS ${start.toFixed(0)} → peak ${peak.toFixed(0)} → ${endRss.toFixed(0)} MB | load ${load()} |`;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement behind a case (its first query string). */
async function explainCase(db: Db, c: Case): Promise<string> {
  const f = adminOrderFilters.parse(Object.fromEntries(new URLSearchParams(c.queries[0])));
  const recorded: SQL[] = [];
  const recorder = { execute: (q: SQL) => (recorded.push(q), db.execute(q)) } as unknown as Db;
  await orderList(recorder, f, 'en', f.per_page, (f.page - 1) * f.per_page);
  const out: string[] = [];
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
  for (const q of recorded) {
    if (/^\s*explain/i.test(dialect.sqlToQuery(q).sql)) {
      out.push('(and the planner estimate of the total: EXPLAIN, planning only)');
      continue;
    }
    for (let i = 0; i < 2; i++) await db.execute(q);
    const rows = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${q}`));
    out.push(rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n'));
  }
  return `### ${c.name} (${c.queries[0] || 'no filter'})\n\n\`\`\`\n${out.join('\n\n')}\n\`\`\``;
}

export async function orderListRows(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('| admin order list over 100,000 orders | skipped: set DATABASE_URL (PostgreSQL) |');
    return;
  }
  const name = process.env.BENCH_ADMIN_ORDERS_DATABASE ?? 'store_bench_admin_orders';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const env: Record<string, string> = {
    DATABASE_URL: url.toString(),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-orders-')),
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    CODES_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
  };
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
    await ensureDemoData(ctx);
    const demoMs = performance.now() - started;
    const seedStarted = performance.now();
    await seedBenchOrders(url.toString());
    const seedMs = performance.now() - seedStarted;
    const counts = rowsOf<{ orders: number; lines: number; customers: number; attention: number }>(
      await ctx.db.execute(sql`select (select count(*)::int from orders) orders, (select count(*)::int from order_lines) lines,
        (select count(distinct user_id)::int from orders) customers, (select count(*)::int from orders where status = 'on-hold') attention`),
    )[0]!;
    console.log(
      `order list bench: ${counts.orders.toLocaleString('en')} orders, ${counts.lines.toLocaleString('en')} lines, ${counts.customers.toLocaleString('en')} customers, ${counts.attention} on hold; demo store ${(demoMs / 1000).toFixed(1)} s, bench seed ${(seedMs / 1000).toFixed(1)} s`,
    );
    const [adminRow] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from users where staff_role = 'admin' order by id limit 1`),
    );
    const { token } = await createStaffSession(ctx, adminRow!.id, { ip: '127.0.0.1', userAgent: 'bench' });
    const sample = {
      emails: rowsOf<{ email: string }>(
        await ctx.db.execute(sql`select email from users where email like 'bench.customer%' order by id % 97, id limit 40`),
      ).map((r) => r.email),
      numbers: rowsOf<{ number: string }>(
        await ctx.db.execute(sql`select number from orders where number like '%-B%' order by id % 89, id limit 20`),
      ).map((r) => r.number),
    };
    const list = cases(sample);
    if (process.env.BENCH_ORDERS_EXPLAIN === '1') for (const c of list) console.log(`\n${await explainCase(ctx.db, c)}\n`);
    await ctx.database.close();

    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: 'true',
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/ready`, server);
    console.log(
      `\n| admin order list, ${counts.orders.toLocaleString('en')} orders, 10 connections | total | p50 ms | p95 ms | p99 ms | req/s | errors | load (1 min) |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const over: string[] = [];
    for (const c of list) {
      const r = await drive(base, token, c);
      console.log(
        `| ${r.name} | ${r.total < 0 ? '—' : r.total.toLocaleString('en')} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.errors} | ${r.load} |`,
      );
      if (r.p99 > 100) over.push(r.name);
    }
    if (over.length) console.log(`  (p99 over 100 ms on this run: ${over.join('; ')})`);
    if (!ONLY || ONLY.test('export')) {
      console.log('\n| admin CSV export | exports | time each | server memory | |\n| --- | --- | --- | --- | --- |');
      console.log(await exportSoak(base, token, server.pid!));
    }
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await orderListRows();
