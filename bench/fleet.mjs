// Fleet throughput (docs/PERFORMANCE.md "Fleet"): run after `npm run fleet`, with the same
// FLEET_BASE_PORT / FLEET_DIR. Measures through the proxy: the catalogue list and the home page
// uncached (a signed-in-like cookie bypasses the shared cache) with 3, 2 and 1 API processes (the
// others are stopped with SIGTERM, nginx skips them), CPU ms per request of the API processes, and
// the shared cache on a long tail of product pages. Stops API 2 and 3: `npm run fleet -- stop` after.
/* global setTimeout */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const base = Number(process.env.FLEET_BASE_PORT ?? 8080);
const dir = path.resolve(process.env.FLEET_DIR ?? 'data/fleet');
const proxy = `http://127.0.0.1:${base + 9}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 30);
const pids = JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));
const ticks = 100; // USER_HZ

function cpuMs(names) {
  let total = 0;
  for (const n of names) {
    try {
      const stat = fs.readFileSync(`/proc/${pids[n]}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(stat[11]) + Number(stat[12])) * 1000) / ticks;
    } catch {
      // gone
    }
  }
  return total;
}

async function run(name, url, headers, apis) {
  const before = cpuMs(apis);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuMs(apis) - before;
  const n = r.requests.total;
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    cpuMsPerRequest: n ? +(cpu / n).toFixed(2) : null,
  };
  console.log(JSON.stringify(row));
  return row;
}

const bypass = { cookie: 'user_token=bench-not-a-session' };
const rows = [];
const tailOnly = process.env.BENCH_TAIL_ONLY === '1';
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${os.cpus().length} cores`,
);
if (!tailOnly) {
  rows.push(await run('hello (nginx stub_status, no upstream)', `${proxy}/nginx-status`, {}, []));
  for (const count of [3, 2, 1]) {
    const apis = ['api1', 'api2', 'api3'].slice(0, count);
    if (count < 3) {
      process.kill(pids[`api${count + 1}`], 'SIGTERM');
      await new Promise((r) => setTimeout(r, 3000));
    }
    rows.push(
      await run(
        `catalogue list, uncached, ${count} API`,
        `${proxy}/api/products/latest`,
        { authorization: 'Bearer bench' },
        apis,
      ),
    );
    rows.push(await run(`home page, uncached, ${count} API`, `${proxy}/`, bypass, apis));
  }
  rows.push(await run('catalogue list, shared cache, 1 API', `${proxy}/api/products/latest`, {}, ['api1']));
  rows.push(await run('home page, shared cache, 1 API', `${proxy}/`, {}, ['api1']));
}

// long tail: 2000 product-page requests over 500 ids (Zipf-like), 20 at a time
const ids = (await (await fetch(`${proxy}/api/products/latest`)).json()).data;
console.log(`latest products answer: ${Array.isArray(ids) ? ids.length : typeof ids}`);
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const counts = {};
const queue = Array.from({ length: 2000 }, () => Math.max(1, Math.floor(500 * rand() ** 3)));
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (queue.length) {
      const id = queue.pop();
      const res = await fetch(`${proxy}/api/products/getProductDetails?product_id=${id}`);
      await res.arrayBuffer();
      const s = `${res.status} ${res.headers.get('x-cache-status') ?? 'none'}`;
      counts[s] = (counts[s] ?? 0) + 1;
    }
  }),
);
console.log(JSON.stringify({ longTail: counts }));
