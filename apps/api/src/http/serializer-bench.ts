// Micro-benchmark of answer serialisation (docs/decisions/one-contract.md): zod encode +
// JSON.stringify (fastify-type-provider-zod's serializerCompiler) against fast-json-stringify fed
// `z.toJSONSchema()` (http/serializer.ts), on real answers of a running store:
//
//   PORT=4013 npm start   # or any running store
//   node --import tsx apps/api/src/http/serializer-bench.ts http://127.0.0.1:4013
//
// Single-threaded and short (about 20 s); figures are the median of alternating rounds.
import fastJson from 'fast-json-stringify';
import { cardDetailsAnswer, productDetailsAnswer, productPage } from '@store/shared/contract/catalog';
import { envelopeOf } from '@store/shared/contract/envelope';
import { z } from 'zod';
import { serializationSchema } from './serializer.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';

async function answer(path: string): Promise<unknown> {
  const res = await fetch(new URL(path, base), { headers: { lang: 'en' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

const latest = (await answer('/api/products/latest?limit=1')) as {
  data: { products: { id: number }[]; cards: { id: number }[] };
};
const productId = latest.data.products[0]!.id;
const cardId = latest.data.cards[0]!.id;
const cases: [string, z.ZodType, unknown][] = [
  ['category page, 60 products', envelopeOf(productPage), await answer('/api/products/category?category_id=2&per_page=60')],
  ['product detail', envelopeOf(productDetailsAnswer), await answer(`/api/products/getProductDetails?product_id=${productId}`)],
  ['card detail', envelopeOf(cardDetailsAnswer), await answer(`/api/cards/getCardDetails?card_id=${cardId}`)],
];

/** µs per call over ~150 ms. */
function round(fn: () => unknown): number {
  let n = 0;
  const start = process.hrtime.bigint();
  const end = start + 150_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 10; i++) fn();
    n += 10;
    now = process.hrtime.bigint();
  }
  return Number(now - start) / 1000 / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const [name, schema, data] of cases) {
  const ways: Record<string, () => unknown> = {
    'zod encode + JSON.stringify': () => JSON.stringify(z.encode(schema, data)),
    'fast-json-stringify (toJSONSchema)': fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object).bind(
      null,
      data,
    ),
    'fast-json-stringify (serializer.ts)': fastJson(serializationSchema(schema)).bind(null, data),
    'JSON.stringify (no schema)': () => JSON.stringify(data),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
  for (const fn of Object.values(ways)) for (let i = 0; i < 200; i++) fn(); // warm-up
  for (let r = 0; r < 7; r++) for (const [k, fn] of Object.entries(ways)) times[k]!.push(round(fn));
  const size = JSON.stringify(data).length;
  console.log(`${name} (${(size / 1024).toFixed(1)} KB)`);
  for (const [k, xs] of Object.entries(times)) console.log(`  ${k.padEnd(38)} ${median(xs).toFixed(1).padStart(7)} µs`);
}
