import fs from 'node:fs';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { envelopeOf } from '@store/shared/contract/envelope';
import { productPage, productDetailsAnswer, cardDetailsAnswer } from '@store/shared/contract/catalog';

const cases = [
  ['category 60', envelopeOf(productPage), JSON.parse(fs.readFileSync('/tmp/cat60.json', 'utf8'))],
  ['product detail', envelopeOf(productDetailsAnswer), JSON.parse(fs.readFileSync('/tmp/pd.json', 'utf8'))],
  ['card detail', envelopeOf(cardDetailsAnswer), JSON.parse(fs.readFileSync('/tmp/cd.json', 'utf8'))],
] as const;

function time(fn: () => unknown, ms = 1500) {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 20; i++) fn();
    n += 20;
    now = process.hrtime.bigint();
  }
  return Number(now - start) / 1000 / n; // µs per call
}

for (const [name, schema, data] of cases) {
  const js = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  const fjs = fastJson(js as object);
  const a = fjs(data), b = JSON.stringify(data);
  if (a !== b) console.log('DIFF', name, a.length, b.length);
  const zodUs = time(() => { const r = safeEncode(schema, data); return JSON.stringify(r.data); });
  const fjsUs = time(() => fjs(data));
  const plainUs = time(() => JSON.stringify(data));
  console.log(`${name} (${b.length} B): zod encode+stringify ${zodUs.toFixed(1)} µs; fast-json-stringify ${fjsUs.toFixed(1)} µs; JSON.stringify ${plainUs.toFixed(1)} µs`);
}

// nullable objects: anyOf [X, null] → X with type [object, null]
function flatten(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flatten);
  if (!node || typeof node !== 'object') return node;
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) o[k] = flatten(v);
  const any = o.anyOf as Record<string, unknown>[] | undefined;
  if (any && any.length === 2 && any.some((s) => s.type === 'null')) {
    const other = any.find((s) => s.type !== 'null')!;
    if (typeof other.type === 'string') { const { anyOf: _, ...rest } = o; return { ...rest, ...other, type: [other.type, 'null'] }; }
  }
  return o;
}
for (const [name, schema, data] of cases) {
  const js = flatten(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
  const fjs = fastJson(js as object);
  const a = fjs(data), b = JSON.stringify(data);
  if (a !== b) { let i = 0; while (a[i] === b[i]) i++; console.log('DIFF at', i, a.slice(i - 80, i + 40), '|||', b.slice(i - 80, i + 40)); }
  const fjsUs = time(() => fjs(data));
  const zodUs = time(() => { const r = safeEncode(schema, data); return JSON.stringify(r.data); });
  console.log(`flat ${name}: fjs ${fjsUs.toFixed(1)} µs zod ${zodUs.toFixed(1)}`);
}
