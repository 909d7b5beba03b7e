// A sweep over every documented API route (from the OpenAPI document): each parameter and body
// field gets hostile values — wrong types, negatives, huge numbers, SQL, LIKE wildcards, emoji,
// NUL bytes, 10,000 characters — as a guest and as a signed-in customer, and the back-office's
// routes (/api/admin) also as a signed-in admin, whose calls get past the guards to the schemas
// and queries. Whatever the route, the answer is never a 5xx and always the envelope, with
// readable errors when refused.
import { ERROR_CODES } from '@store/shared/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../account/test-helpers.ts';
import { staffTokenFor } from '../admin/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let token: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true', CAPTCHA_PROVIDER: 'off' } });
  token = await tokenFor(t.ctx, 'customer');
  staffToken = await staffTokenFor(t.ctx, 'admin');
});
afterAll(() => t.close());

const HOSTILE = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  "'; drop table products; --",
  '%',
  '_',
  '😀🎮',
  'x'.repeat(10_000),
  '\u0000',
  '',
];
const HOSTILE_JSON: unknown[] = [null, -1, 0, 1e20, 'abc', "' or 1=1 --", '%_', '😀', 'x'.repeat(10_000), [], {}, true];

interface Param {
  name: string;
  in: 'query' | 'path';
}
interface Operation {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function routes() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase() as 'GET', op })),
  );
}

function fill(path: string, params: Param[], override?: { name: string; value: string }): string {
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(override?.name === name ? override.value : '1'));
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query')) query.set(p.name, override?.name === p.name ? override.value : '1');
  const qs = query.toString();
  if (qs) url += `?${qs}`;
  return url;
}

function expectEnvelope(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as { status: unknown; errors: unknown; message: unknown; code?: unknown };
  expect(typeof body.status, label).toBe('boolean');
  expect(Array.isArray(body.errors), label).toBe(true);
  if (res.statusCode >= 400) {
    expect(body.status, label).toBe(false);
    expect(ERROR_CODES, `${label} code`).toContain(body.code);
    expect((body.errors as string[]).length, label).toBeGreaterThan(0);
    for (const e of body.errors as string[]) {
      expect(typeof e, label).toBe('string');
      expect(e, label).not.toMatch(/at \w+ \(|node_modules|SELECT |syntax error/i);
    }
  }
}

describe('hostile input on every API route', () => {
  it('never answers 5xx and always answers the envelope', async () => {
    const all = (await routes()).filter((r) => !r.path.startsWith('/api/docs'));
    expect(all.length).toBeGreaterThan(30);
    let requests = 0;
    let asStaff = 0;
    for (const { path, method, op } of all) {
      const params = (op.parameters ?? []) as Param[];
      const bodyProps = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const callers = path.startsWith('/api/admin') ? [null, token, staffToken] : [null, token];
      for (const bearer of callers) {
        const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
        for (const p of params) {
          for (const value of HOSTILE) {
            const url = fill(path, params, { name: p.name, value });
            const res = await t.app.inject({
              method,
              url,
              headers,
              payload: method === 'GET' || method === 'DELETE' ? undefined : {},
            });
            expectEnvelope(res, `${method} ${url.slice(0, 120)}`);
            requests++;
            if (bearer === staffToken) asStaff++;
          }
        }
        if (method !== 'GET' && method !== 'DELETE') {
          const url = fill(path, params);
          for (const raw of ['', '{', '[]', 'null', '"text"']) {
            const res = await t.app.inject({
              method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: raw,
            });
            expectEnvelope(res, `${method} ${url} body ${raw}`);
            requests++;
          }
          for (const prop of bodyProps) {
            for (const value of HOSTILE_JSON) {
              const res = await t.app.inject({ method, url, headers, payload: { [prop]: value } });
              expectEnvelope(res, `${method} ${url} {${prop}: ${JSON.stringify(value)?.slice(0, 30)}}`);
              requests++;
              if (bearer === staffToken) asStaff++;
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    // the back-office's routes are in the document, and were called as staff
    expect(asStaff).toBeGreaterThan(1000);
  }, 300_000);
});
