// The runner: autocannon against one address or a list (in step, or at random for the long
// tail), after an unmeasured warm-up; placing orders from 20 customers at once.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, WARMUP } from './options.ts';

export interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  /** share of answers served by the public cache (x-cache: hit), when measured */
  hitRatio?: number;
}

export type Requests = { path: string }[];

export async function waitFor(url: string, child: ChildProcess, seconds = 240): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** mulberry32: the same long-tail sequence on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function load(
  name: string,
  url: string,
  requests?: Requests,
  opts: { random?: boolean; headers?: Record<string, string> } = {},
): Promise<Row> {
  // random: every request picks one of `requests` at random (a long tail of addresses, not each
  // connection walking the list in step); answers are counted by their x-cache header
  const next = seeded(12);
  const tally = { hit: 0, all: 0 };
  const pick = (counting: boolean) =>
    opts.random && requests
      ? [
          {
            setupRequest: (req: object) => ({ ...req, path: requests[Math.floor(next() * requests.length)]!.path }),
            onResponse: (_status: number, _body: unknown, _ctx: unknown, headers: Record<string, string>) => {
              if (!counting) return;
              tally.all++;
              if (headers['x-cache'] === 'hit' || headers['x-cache'] === 'stale') tally.hit++;
            },
          },
        ]
      : requests;
  // an unmeasured warm-up first, so the figures are the steady state, not the first cold requests
  if (WARMUP > 0)
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: WARMUP,
      requests: pick(false) as never,
      headers: { lang: 'en', ...opts.headers },
    });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: pick(true) as never,
    headers: { lang: 'en', ...opts.headers },
  });
  return {
    name,
    path: opts.random ? `${requests?.length} addresses, random order` : new URL(url).pathname + new URL(url).search,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    hitRatio: opts.random ? tally.hit / Math.max(1, tally.all) : undefined,
  };
}

export function kill(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

export const orderBody = (productId: number) => ({
  full_name: 'Bench Buyer',
  country: 'Egypt',
  city: 'Cairo',
  street_address: '1 Bench Street',
  phone: '01012345678',
  shipping_method: 2,
  payment_id: 1,
  is_buy_now: 1,
  product_id: productId,
  qty: 1,
});

/** POST users/orders from 20 connections, each one customer (the customer lock serialises a customer's orders). */
export async function loadPlaceOrders(base: string, buyers: { tokens: string[]; productId: number }): Promise<Row> {
  let nextBuyer = 0;
  // a refused order is a finding, not noise: the first few are printed with their answer
  const refused: string[] = [];
  const run = (duration: number) =>
    autocannon({
      url: `${base}/api/users/orders`,
      connections: buyers.tokens.length,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
            context.token ??= buyers.tokens[nextBuyer++ % buyers.tokens.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', lang: 'en', authorization: `Bearer ${String(context.token)}` },
              body: JSON.stringify(orderBody(buyers.productId)),
            };
          },
          onResponse: (status: number, body: unknown) => {
            if (status !== 200 && refused.length < 5) refused.push(`${status} ${String(body).slice(0, 300)}`);
          },
        },
      ] as never,
    });
  if (WARMUP > 0) await run(WARMUP);
  const result = await run(DURATION);
  for (const r of refused) console.log(`place order refused: ${r}`);
  return {
    name: 'place order (20 customers)',
    path: 'POST /api/users/orders, buy now, sandbox gateway',
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
