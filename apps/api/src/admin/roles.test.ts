// Every admin operation of the OpenAPI document, called with no token, a customer's, a support
// agent's and an admin's (issue 26): no token 401, a customer 403, support 403 on what only admins
// may do, and the right role is never refused for its role (it may still answer 400/404 for the
// walk's placeholder ids and empty bodies).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../account/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let ops: { method: string; path: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  ops = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
});
afterAll(() => t?.close());

/** What support staff may call (DESIGN.md "Roles"): tickets; orders, customers and the dashboard read-only. */
const SUPPORT_MAY = new Set([
  'POST /api/admin/auth/logout',
  'GET /api/admin/me',
  'GET /api/admin/dashboard',
  'GET /api/admin/tickets',
  'GET /api/admin/tickets/{uuid}',
  'POST /api/admin/tickets/{uuid}/reply',
  'POST /api/admin/tickets/{uuid}/close',
  'GET /api/admin/customers',
  'GET /api/admin/customers/{id}',
  'GET /api/admin/orders',
  'GET /api/admin/orders/{id}',
  'GET /api/admin/orders/options',
]);
// the sign-in, and the invitee's side of an invitation (its token is the proof: staff-invitations.test.ts)
const PUBLIC = new Set(['POST /api/admin/auth/login', 'POST /api/admin/invitations/read', 'POST /api/admin/invitations/accept']);

const urlOf = (path: string) => path.replace('{id}', '999999').replace('{uuid}', randomUUID());

async function callAs(op: { method: string; path: string }, token: string | null, lang = 'en') {
  const headers: Record<string, string> = { lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op.path),
    headers,
    ...(op.method === 'GET' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.json<{ status: boolean; code?: string; message: string }>() };
}

describe('every admin operation', () => {
  it('is in the OpenAPI document (the walk is not empty)', () => {
    expect(ops.length).toBeGreaterThanOrEqual(20);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/admin/cards/{id}/codes/import');
  });

  it('answers 401 without a token, 403 to a customer, in the envelope', async () => {
    const customer = await tokenFor(t.ctx, 'customer');
    for (const op of ops.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const none = await callAs(op, null);
      expect(none.status, `${op.method} ${op.path} without a token`).toBe(401);
      expect(none.body).toMatchObject({ status: false, code: 'unauthenticated' });
      const shopper = await callAs(op, customer, 'ar');
      expect(shopper.status, `${op.method} ${op.path} as a customer`).toBe(403);
      expect(shopper.body).toMatchObject({
        status: false,
        code: 'forbidden',
        message: 'هذا القسم لفريق المتجر فقط. سجّل الدخول إلى لوحة الإدارة.',
      });
    }
  });

  it('refuses support staff what only admins may do, and lets admins through everywhere', async () => {
    for (const op of ops.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const key = `${op.method} ${op.path}`;
      const support = await callAs(op, await staffTokenFor(t.ctx, 'support'));
      if (SUPPORT_MAY.has(key)) expect([401, 403], `${key} as support`).not.toContain(support.status);
      else {
        expect(support.status, `${key} as support`).toBe(403);
        expect(support.body).toMatchObject({ status: false, code: 'forbidden', message: 'Your staff role does not allow this.' });
      }
      const admin = await callAs(op, await staffTokenFor(t.ctx, 'admin'));
      expect([401, 403], `${key} as admin`).not.toContain(admin.status);
      expect(admin.status, `${key} as admin`).toBeLessThan(500);
    }
  });
});
