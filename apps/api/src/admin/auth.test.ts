// Staff sign-in and sessions (issue 26): two factors, codes used once, recovery codes, sessions
// apart from shopping, 12 h absolute / 1 h idle, the audit log append-only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, tokenFor } from '../account/test-helpers.ts';
import { rowsOf } from '../db/client.ts';
import { hashToken } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { lastCodeSentTo } from '../account/auth-test-utils.ts';
import { DEMO_STAFF, demoCode, staffId, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const admin = DEMO_STAFF[0];
const support = DEMO_STAFF[1];
const login = (body: Record<string, unknown>, lang = 'en') =>
  t.call<{ token: string; staff: { role: string }; recovery_codes_left: number }>({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { lang },
    payload: body,
  });
const me = (token: string) =>
  t.call<{ email: string; role: string }>({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

describe('staff sign-in', () => {
  it('takes the password and the current one-time code, once', async () => {
    const code = demoCode('support');
    const first = await login({ email: support.email, password: DEMO_PASSWORD, code });
    expect(first.status).toBe(200);
    expect(first.body.data.staff.role).toBe('support');
    expect((await me(first.body.data.token)).body.data.email).toBe(support.email);
    // the same code again is refused (replay)
    const again = await login({ email: support.email, password: DEMO_PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalid_credentials');
  });

  it('refuses a wrong code, a wrong password and a customer, all with the same answer, in Arabic too', async () => {
    const wrongCode = await login({ email: admin.email, password: DEMO_PASSWORD, code: '000000' });
    const wrongPassword = await login({ email: admin.email, password: 'nope', code: demoCode('admin') });
    const customer = await login({ email: 'customer@demo.gamers-souq.example', password: DEMO_PASSWORD, code: '123456' }, 'ar');
    for (const r of [wrongCode, wrongPassword]) {
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('The e-mail, password or one-time code is not correct.');
    }
    expect(customer.status).toBe(401);
    expect(customer.body.message).toBe('البريد الإلكتروني أو كلمة المرور أو الرمز المؤقت غير صحيح.');
  });

  it('takes the one-time code typed in Arabic-Indic digits', async () => {
    const arabic = demoCode('admin').replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const r = await login({ email: admin.email, password: DEMO_PASSWORD, code: ` ${arabic} ` }, 'ar');
    expect(r.status).toBe(200);
    expect(r.body.data.staff.role).toBe('admin');
  });

  it('takes a recovery code once', async () => {
    const first = await login({ email: admin.email, password: DEMO_PASSWORD, code: admin.recoveryCodes[4].toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.body.data.recovery_codes_left).toBe(4);
    const again = await login({ email: admin.email, password: DEMO_PASSWORD, code: admin.recoveryCodes[4] });
    expect(again.status).toBe(401);
  });

  it('validates the body', async () => {
    const r = await login({ email: admin.email });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_input');
  });
});

describe('staff sessions', () => {
  it('are apart from shopping sessions both ways', async () => {
    const shopping = await tokenFor(t.ctx, 'customer');
    const refused = await me(shopping);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const staff = await staffTokenFor(t.ctx, 'admin');
    const shop = await t.call({ method: 'GET', url: '/api/users/getProfile', headers: { authorization: `Bearer ${staff}` } });
    expect(shop.status).toBe(401);
  });

  it('end after an hour unused and after twelve hours in any case, and on sign-out', async () => {
    const idle = await staffTokenFor(t.ctx, 'admin');
    await t.ctx.db.execute(sql`update staff_sessions set last_seen_at = now() - interval '61 minutes'
      where token_hash = ${hashToken(idle)}`);
    expect((await me(idle)).status).toBe(401);

    const old = await staffTokenFor(t.ctx, 'admin');
    await t.ctx.db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second'
      where token_hash = ${hashToken(old)}`);
    expect((await me(old)).status).toBe(401);

    const token = await staffTokenFor(t.ctx, 'support');
    expect((await me(token)).status).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/admin/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records sign-ins and refuses to be changed or emptied', async () => {
    const rows = rowsOf<{ id: number }>(await t.ctx.db.execute(sql`select id from audit_log where action = 'sign_in' limit 1`));
    expect(rows.length).toBe(1);
    await expect(t.ctx.db.execute(sql`update audit_log set action = 'x' where id = ${rows[0]!.id}`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from audit_log where id = ${rows[0]!.id}`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});

describe('staff sign-in limits', () => {
  it('checks at most 5 wrong sign-ins of one e-mail when 15 arrive at once, from many addresses', async () => {
    const email = 'guessed-staff@example.com';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/admin/auth/login',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email, password: `wrong-${i}-password`, code: '123456' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // the store may count a neighbour's try before answering this one's count: never more than 5
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - checked);
  });
});

describe('staff sessions and the password', () => {
  it('end when the staff member changes or resets the password (they are sessions of the account too)', async () => {
    const id = await staffId(t.ctx, 'support');
    const email = DEMO_STAFF[1].email;
    const shop = await tokenFor(t.ctx, id);
    const before = await staffTokenFor(t.ctx, 'support');
    expect((await me(before)).status).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/api/updatePassword',
      headers: { authorization: `Bearer ${shop}` },
      payload: { old_password: DEMO_PASSWORD, new_password: 'Changed#2026' },
    });
    expect(changed.status).toBe(200);
    expect((await me(before)).status).toBe(401);

    const again = await staffTokenFor(t.ctx, 'support');
    expect((await me(again)).status).toBe(200);
    const asked = await t.call({ method: 'POST', url: '/api/requestPasswordReset', payload: { email } });
    expect(asked.status).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: '/api/resetPassword',
      payload: { email, reset_code: await lastCodeSentTo(t.ctx, email), new_password: DEMO_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await me(again)).status).toBe(401);
  });
});
