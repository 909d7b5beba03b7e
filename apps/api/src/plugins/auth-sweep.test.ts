// Authentication comes before validation: every operation the OpenAPI document marks as secured
// (`security: [{ bearer: [] }]`) answers 401 with the failure envelope (code `unauthenticated`) to a
// missing, malformed, forged or revoked token — whatever its path, query and body. And no
// operation left unmarked refuses a guest with 401 (a route that needs a token must say so).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../account/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let revoked: string;

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}
let operations: Operation[] = [];

let seq = 0;
const address = () => `192.0.2.${(++seq % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  revoked = await tokenFor(t.ctx, 'customer');
  await t.app.inject({ method: 'POST', url: '/api/users/web/logout', headers: bearer(revoked), payload: {} });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const secured = Array.isArray(op.security) && op.security.length > 0 && op.security.every((r) => Object.keys(r).length > 0);
      operations.push({ method: method.toUpperCase(), path, secured });
    }
  }
  operations = operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
});
afterAll(() => t?.close());

/** The operation's address with bad path parameters and a bad query, so validation would refuse it. */
const badUrl = (op: Operation) => `${op.path.replace(/\{[^}]+\}/g, 'not-a-number')}?page=-1&per_page=abc`;

const BODIES: { name: string; payload?: string; type?: string }[] = [
  { name: 'no body' },
  { name: 'an empty object', payload: '{}', type: 'application/json' },
  { name: 'wrong fields', payload: '{"code":"x","old_password":1,"qty":-5,"email":["a"]}', type: 'application/json' },
  { name: 'malformed JSON', payload: '{"code":', type: 'application/json' },
  { name: 'a form post', payload: 'a=1', type: 'application/x-www-form-urlencoded' },
];

const TOKENS: { name: string; headers: () => Record<string, string> }[] = [
  { name: 'no token', headers: () => ({}) },
  { name: 'a forged token', headers: () => bearer('forged-token-forged-token-forged-token-0123') },
  { name: 'a malformed header', headers: () => ({ authorization: 'Bearer x' }) },
  { name: 'another scheme', headers: () => ({ authorization: 'Basic Y3VzdG9tZXI6cGFzcw==' }) },
  { name: 'a revoked token', headers: () => bearer(revoked) },
];

describe('secured operations of the OpenAPI document', () => {
  it('include the account and wishlist calls', () => {
    const secured = operations.filter((op) => op.secured).map((op) => `${op.method} ${op.path}`);
    expect(secured).toEqual(
      expect.arrayContaining([
        'POST /api/updatePassword',
        'POST /api/activeAccount',
        'GET /api/users/getProfile',
        'GET /api/users/liked',
      ]),
    );
  });

  it('answer 401 (code unauthenticated) to a missing or bad token, whatever they are sent', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.secured)) {
      for (const token of TOKENS) {
        for (const body of op.method === 'GET' ? BODIES.slice(0, 1) : BODIES) {
          const options: InjectOptions = {
            method: op.method as InjectOptions['method'],
            url: badUrl(op),
            headers: {
              'x-forwarded-for': address(),
              lang: 'ar',
              ...token.headers(),
              ...(body.type ? { 'content-type': body.type } : {}),
            },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          };
          const res = await t.app.inject(options);
          const json = res.json() as Record<string, unknown>;
          const envelopeOk =
            json.status === false &&
            json.code === 'unauthenticated' &&
            typeof json.message === 'string' &&
            /[\u0600-\u06FF]/.test(json.message) &&
            Array.isArray(json.errors);
          if (res.statusCode !== 401 || !envelopeOk) {
            wrong.push(
              `${op.method} ${op.path} with ${token.name} and ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('operations not marked as secured', () => {
  it('never refuse a guest with 401 (a route needing a token declares security)', async () => {
    const refused: string[] = [];
    for (const op of operations.filter((o) => !o.secured)) {
      const res = await t.app.inject({
        method: op.method as InjectOptions['method'],
        url: op.path.replace(/\{[^}]+\}/g, '1'),
        headers: { 'x-forwarded-for': address() },
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode === 401) refused.push(`${op.method} ${op.path}`);
    }
    expect(refused).toEqual([]);
  });
});
