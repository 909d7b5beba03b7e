// The operator's staff enrolment (`npm run staff`): a real store's first admin signs in with the
// generated password and the new authenticator key; a recovery code works once; enrolling again
// (a lost phone) ends the sessions and retires the old key; removing the role shuts the
// back-office; every change is audited, with words for it on the audit page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../account/passwords.ts';
import { DEMO_PASSWORD } from '../account/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enrolStaff, listStaff, OPERATOR, removeStaff } from './staff-accounts.ts';
import { auditCodesWithoutWords, staffId, staffTokenFor } from './test-helpers.ts';
import { totpFor } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, code: string) =>
  t.call<{ token: string; staff: { role: string }; recovery_codes_left: number }>({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, code },
  });
const me = (token: string) =>
  t.call<{ email: string; role: string }>({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
/** the authenticator's code `steps` periods from now (a code is accepted once: the next sign-in uses the next one) */
const codeOf = (secret: string, steps = 0) => totpFor(secret).generate({ timestamp: Date.now() + steps * 30_000 });

describe('enrolling staff from the command line', () => {
  it('makes a new admin who signs in with the generated password and the new key; a recovery code works once', async () => {
    const e = await enrolStaff(t.ctx, { email: ' Owner@Store.example ', role: 'admin', phone: '01099990001' });
    expect(e).toMatchObject({ email: 'owner@store.example', role: 'admin', created: true });
    expect(e.password).toMatch(/^\S{20,}$/);
    expect(e.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*owner%40store\.example\?/);
    expect(new Set(e.recoveryCodes).size).toBe(10);

    const first = await login(e.email, e.password!, codeOf(e.totpSecret));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ staff: { role: 'admin' }, recovery_codes_left: 10 });
    expect((await me(first.body.data.token)).body.data).toMatchObject({ email: 'owner@store.example', role: 'admin' });
    // a recovery code instead of the app's code: once
    expect((await login(e.email, e.password!, e.recoveryCodes[0]!)).body.data.recovery_codes_left).toBe(9);
    expect((await login(e.email, e.password!, e.recoveryCodes[0]!)).status).toBe(401);
    // no one else's key opens it
    expect((await login(e.email, e.password!, codeOf('GSADMINDEMOTOTPSECRETKEY23456723', 1))).status).toBe(401);

    const audit = rowsOf<{ staff_email: string; staff_user_id: number | null; action: string; entity: string }>(
      await t.ctx.db.execute(sql`select staff_email, staff_user_id, action, entity from audit_log
        where action = 'staff-enrol' order by id desc limit 1`),
    );
    expect(audit).toEqual([{ staff_email: OPERATOR, staff_user_id: null, action: 'staff-enrol', entity: 'staff' }]);
    // nothing secret is kept in the record
    const after = JSON.stringify(
      rowsOf(await t.ctx.db.execute(sql`select after from audit_log where action = 'staff-enrol' order by id desc limit 1`)),
    );
    expect(after).not.toContain(e.totpSecret);
    expect(after).not.toContain(e.password!);
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it('refuses a bad e-mail, a role that is not one, a new account without a mobile number or with one already used', async () => {
    await expect(enrolStaff(t.ctx, { email: 'not-an-email', role: 'admin', phone: '01099990002' })).rejects.toThrow(
      'is not an e-mail address',
    );
    await expect(enrolStaff(t.ctx, { email: 'a@store.example', role: 'owner', phone: '01099990002' })).rejects.toThrow(
      'The role is admin or support',
    );
    await expect(enrolStaff(t.ctx, { email: 'a@store.example', role: 'support' })).rejects.toThrow(
      'needs the staff member’s mobile',
    );
    await expect(enrolStaff(t.ctx, { email: 'a@store.example', role: 'support', phone: '01099990001' })).rejects.toThrow(
      'Another account has the number',
    );
    expect(rowsOf(await t.ctx.db.execute(sql`select 1 from users where email = 'a@store.example'`))).toEqual([]);
  });

  it('enrols again for a lost phone: the sessions end, the old key and codes stop working, the password stays', async () => {
    const e = await enrolStaff(t.ctx, { email: 'agent@store.example', role: 'support', phone: '01099990003' });
    const session = (await login(e.email, e.password!, codeOf(e.totpSecret))).body.data.token;
    expect((await me(session)).status).toBe(200);

    const again = await enrolStaff(t.ctx, { email: 'agent@store.example', role: 'admin' });
    expect(again).toMatchObject({ created: false, password: null, role: 'admin' });
    expect(again.totpSecret).not.toBe(e.totpSecret);
    expect((await me(session)).status).toBe(401);
    expect((await login(e.email, e.password!, codeOf(e.totpSecret, 1))).status).toBe(401);
    expect((await login(e.email, e.password!, e.recoveryCodes[1]!)).status).toBe(401);
    const now = await login(e.email, e.password!, codeOf(again.totpSecret, 1));
    expect(now.status).toBe(200);
    expect(now.body.data.staff.role).toBe('admin');
  });

  it('a Google-only account made staff gets a password', async () => {
    const customer = await createUser(t.ctx.db);
    const e = await enrolStaff(t.ctx, { email: customer.email, role: 'support' });
    expect(e.password).toMatch(/^\S{20,}$/);
    expect((await login(customer.email, e.password!, codeOf(e.totpSecret))).status).toBe(200);
  });

  it('makes a customer support staff with their own password; removing the role shuts the back-office, the shop stays theirs', async () => {
    const customer = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where id = ${customer.id}`);
    const e = await enrolStaff(t.ctx, { email: customer.email, role: 'support' });
    expect(e).toMatchObject({ created: false, password: null, role: 'support' });
    const session = (await login(customer.email, DEMO_PASSWORD, codeOf(e.totpSecret))).body.data.token;
    expect((await me(session)).body.data.role).toBe('support');
    expect((await listStaff(t.ctx)).map((s) => s.email)).toContain(customer.email);

    expect(await removeStaff(t.ctx, { email: customer.email.toUpperCase() })).toBeNull();
    expect((await me(session)).status).toBe(401);
    expect((await login(customer.email, DEMO_PASSWORD, codeOf(e.totpSecret, 1))).status).toBe(401);
    expect((await listStaff(t.ctx)).map((s) => s.email)).not.toContain(customer.email);
    expect(await removeStaff(t.ctx, { email: customer.email })).toBe('notStaff');
    // still a customer: their shopping session works
    const shop = await t.call({ method: 'GET', url: '/api/users/wallets', headers: customer.headers });
    expect(shop.status).toBe(200);
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it('lists the staff, admins first, with their recovery codes left and last sign-in', async () => {
    const rows = await listStaff(t.ctx);
    expect(rows.map((r) => r.role)).toEqual(
      [...rows.map((r) => r.role)].sort((a, b) => (a === 'admin' ? -1 : b === 'admin' ? 1 : 0)),
    );
    expect(rows.find((r) => r.email === 'owner@store.example')).toMatchObject({ role: 'admin', recovery_codes_left: 9 });
    expect(rows.find((r) => r.email === 'owner@store.example')!.last_sign_in).not.toBeNull();
  });
});

describe("the back-office's Staff page", () => {
  const call = <T>(method: 'GET' | 'POST', url: string, token: string, lang = 'en') =>
    t.call<T>({ method, url, headers: { authorization: `Bearer ${token}`, lang } });
  type Member = { id: number; email: string; role: string; open_sessions: number; you: boolean; recovery_codes_left: number };

  it('lists the staff for admins; support staff may not read it', async () => {
    const admin = await staffTokenFor(t.ctx, 'admin');
    const list = await call<{ items: Member[] }>('GET', '/api/admin/staff', admin);
    expect(list.status).toBe(200);
    const me = list.body.data.items.find((m) => m.you)!;
    expect(me).toMatchObject({ email: 'admin@demo.gamers-souq.example', role: 'admin' });
    expect(me.open_sessions).toBeGreaterThanOrEqual(1);
    expect(list.body.data.items.map((m) => m.email)).toContain('support@demo.gamers-souq.example');
    expect((await call('GET', '/api/admin/staff', await staffTokenFor(t.ctx, 'support'))).status).toBe(403);
  });

  it("ends a member's sessions and removes them, in English and Arabic; never yourself, never the last admin", async () => {
    const admin = await staffTokenFor(t.ctx, 'admin');
    const e = await enrolStaff(t.ctx, { email: 'temp@store.example', role: 'support', phone: '01099990009' });
    const session = (await login(e.email, e.password!, codeOf(e.totpSecret))).body.data.token;
    const id = (await call<{ items: Member[] }>('GET', '/api/admin/staff', admin)).body.data.items.find(
      (m) => m.email === 'temp@store.example',
    )!.id;

    const ended = await call<{ id: number }>('POST', `/api/admin/staff/${id}/sessions/end`, admin);
    expect(ended.body.message).toBe('temp@store.example: 1 back-office sessions ended.');
    expect((await me(session)).status).toBe(401);
    expect(
      (await call<{ items: Member[] }>('GET', '/api/admin/staff', admin)).body.data.items.find((m) => m.id === id),
    ).toMatchObject({
      open_sessions: 0,
    });

    const removed = await call<{ id: number }>('POST', `/api/admin/staff/${id}/remove`, admin, 'ar');
    expect(removed.status).toBe(200);
    // (the Latin e-mail isolated inside the Arabic sentence, so it is not reordered around it)
    expect(removed.body.message).toBe('لم يعد \u2068temp@store.example\u2069 من الموظفين، وانتهت جلساته في لوحة الإدارة.');
    expect((await call('POST', `/api/admin/staff/${id}/remove`, admin)).status).toBe(404);

    // not on one's own account, in the request's language
    const adminId = await staffId(t.ctx, 'admin');
    const self = await call<null>('POST', `/api/admin/staff/${adminId}/remove`, admin, 'ar');
    expect(self.status).toBe(409);
    expect(self.body.message).toContain('لا يمكنك فعل هذا بحسابك');
    expect((await call('POST', `/api/admin/staff/${adminId}/sessions/end`, admin)).status).toBe(409);
    const audit = rowsOf<{ action: string; staff_email: string }>(
      await t.ctx.db.execute(
        sql`select action, staff_email from audit_log where entity = 'staff' and entity_id = ${String(id)} order by id`,
      ),
    );
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ['staff-enrol', OPERATOR],
      ['staff-sessions-end', 'admin@demo.gamers-souq.example'],
      ['staff-remove', 'admin@demo.gamers-souq.example'],
    ]);
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it("never removes the store's last admin (from the command line either)", async () => {
    const admins = rowsOf<{ email: string }>(
      await t.ctx.db.execute(sql`select email from users where staff_role = 'admin' order by id`),
    );
    // every admin but the demo one goes; the demo admin is then the last
    for (const a of admins.filter((x) => x.email !== 'admin@demo.gamers-souq.example'))
      expect(await removeStaff(t.ctx, { email: a.email })).toBeNull();
    expect(await removeStaff(t.ctx, { email: 'admin@demo.gamers-souq.example' })).toBe('lastAdmin');
    const other = await enrolStaff(t.ctx, { email: 'second@store.example', role: 'admin', phone: '01099990010' });
    const token = (await login(other.email, other.password!, codeOf(other.totpSecret))).body.data.token;
    const demoId = await staffId(t.ctx, 'admin');
    const last = await call<null>('POST', `/api/admin/staff/${demoId}/remove`, token);
    expect(last.status).toBe(200);
    // the second is now the last: the command line refuses too
    expect(await removeStaff(t.ctx, { email: 'second@store.example' })).toBe('lastAdmin');
  });
});
