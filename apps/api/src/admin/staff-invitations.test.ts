// Staff invitations from the back-office: an admin invites an e-mail; the invitee opens the
// e-mailed link, gives a new account's mobile and password (or proves an existing account's
// password), is shown their own authenticator key and recovery codes once, and signs in with
// them. A link works once, until it expires or is withdrawn (a second invitation withdraws the
// first); support staff cannot invite; every step is audited and answered in en/ar.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../account/passwords.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { auditCodesWithoutWords, staffTokenFor } from './test-helpers.ts';
import { totpFor } from './totp.ts';

let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
  support = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}` };
}, 180_000);
afterAll(() => t?.close());

interface Secrets {
  email: string;
  role: string;
  totp_secret: string;
  otpauth_uri: string;
  recovery_codes: string[];
}
const invite = (email: string, role = 'support', headers = admin, lang = 'en') =>
  t.call<{ id: number; email: string; expires_at: string }>({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: { ...headers, lang },
    payload: { email, role },
  });
const read = (token: string, lang = 'en') =>
  t.call<{ email: string; role: string; account: string; invited_by: string | null }>({
    method: 'POST',
    url: '/api/admin/invitations/read',
    headers: { lang },
    payload: { token },
  });
const accept = (token: string, payload: Record<string, string>, lang = 'en') =>
  t.call<Secrets>({ method: 'POST', url: '/api/admin/invitations/accept', headers: { lang }, payload: { token, ...payload } });
const login = (email: string, password: string, code: string) =>
  t.call<{ token: string; staff: { role: string } }>({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, code },
  });
const staffPage = () =>
  t.call<{ items: { email: string }[]; invitations: { id: number; email: string; invited_by: string }[] }>({
    method: 'GET',
    url: '/api/admin/staff',
    headers: admin,
  });
/** The token of the latest invitation e-mailed to `email`, from the link in the message. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = rowsOf<{ body: string; subject: string }>(
    await t.ctx.db.execute(sql`select body, subject from notifications where recipient = ${email} order by id desc limit 1`),
  );
  expect(mail!.subject).toContain('back-office');
  const link = /https?:\/\/\S+\/admin\/invite#(\S+)/.exec(mail!.body);
  expect(link).not.toBeNull();
  return link![1]!;
}
const audits = async (email: string) =>
  rowsOf<{ action: string }>(
    await t.ctx.db.execute(sql`select action from audit_log where entity in ('staff_invitation', 'staff')
      and (after->>'email' = ${email} or before->>'email' = ${email}) order by id`),
  ).map((r) => r.action);

describe('inviting staff from the back-office', () => {
  it('a new account: the invitee gives a mobile and a password, gets their own key and codes once, and signs in', async () => {
    const sent = await invite(' New.Agent@Store.example ');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('An invitation was e-mailed to new.agent@store.example. Its link works once, for 72 hours.');
    expect((await staffPage()).body.data.invitations).toContainEqual(
      expect.objectContaining({ email: 'new.agent@store.example', invited_by: 'admin@demo.gamers-souq.example' }),
    );
    const token = await tokenMailedTo('new.agent@store.example');
    expect((await read(token)).body.data).toMatchObject({ email: 'new.agent@store.example', role: 'support', account: 'new' });

    // what is missing is said in the invitee's language
    const noPhone = await accept(token, { password: 'a-long-password' }, 'ar');
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('أدخل رقم هاتفك المحمول (مثل 01012345678).');
    const short = await accept(token, { password: 'short', phone: '01099991234' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Choose a password of 8 to 128 characters.');

    const done = await accept(token, { password: 'a-long-password', phone: '01099991234' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: 'new.agent@store.example', role: 'support' });
    expect(done.body.data.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(done.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new Set(done.body.data.recovery_codes).size).toBe(10);
    const code = totpFor(done.body.data.totp_secret).generate();
    const signedIn = await login('new.agent@store.example', 'a-long-password', code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.staff.role).toBe('support');
    expect((await login('new.agent@store.example', 'a-long-password', done.body.data.recovery_codes[0]!)).status).toBe(200);

    // once: the link is spent, and the page no longer lists it
    const again = await read(token, 'ar');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(
      'رابط الدعوة هذا لم يعد يعمل: استُخدم أو سُحب أو انتهت صلاحيته. اطلب دعوة جديدة من أحد المديرين.',
    );
    expect((await accept(token, { password: 'a-long-password', phone: '01099991234' })).status).toBe(404);
    const page = (await staffPage()).body.data;
    expect(page.invitations.map((i) => i.email)).not.toContain('new.agent@store.example');
    expect(page.items.map((i) => i.email)).toContain('new.agent@store.example');

    expect(await audits('new.agent@store.example')).toEqual(['staff-invite', 'staff-invite-accept']);
    // nothing secret is kept: not the token, not the key
    const kept = JSON.stringify(
      rowsOf(await t.ctx.db.execute(sql`select before, after from audit_log order by id desc limit 5`)),
    );
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(done.body.data.totp_secret);
    expect(rowsOf(await t.ctx.db.execute(sql`select 1 from staff_invitations where token_hash = ${token}`))).toEqual([]);
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it('an existing account: the link alone does not take it over; its own password does, and it keeps that password', async () => {
    const user = await createUser(t.ctx.db, 'shop.keeper@example.com');
    await t.ctx.db.execute(
      sql`update users set password_hash = ${await hashPassword('their-own-password')} where id = ${user.id}`,
    );
    await invite('shop.keeper@example.com', 'admin');
    const token = await tokenMailedTo('shop.keeper@example.com');
    expect((await read(token)).body.data.account).toBe('existing');
    const wrong = await accept(token, { password: 'a-guess-at-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That is not this account’s password. Type the password you sign in to the store with.');
    const done = await accept(token, { password: 'their-own-password' });
    expect(done.status).toBe(200);
    const code = totpFor(done.body.data.totp_secret).generate();
    expect((await login('shop.keeper@example.com', 'their-own-password', code)).body.data.staff.role).toBe('admin');
  });

  it('a Google account without a password chooses one', async () => {
    await createUser(t.ctx.db, 'google.only@example.com');
    await invite('google.only@example.com');
    const token = await tokenMailedTo('google.only@example.com');
    expect((await read(token)).body.data.account).toBe('no_password');
    const done = await accept(token, { password: 'chosen-password-1' });
    expect(done.status).toBe(200);
    const code = totpFor(done.body.data.totp_secret).generate();
    expect((await login('google.only@example.com', 'chosen-password-1', code)).status).toBe(200);
  });

  it('refuses staff already, support staff inviting, and bad input; a second invitation or a withdrawal ends the first link', async () => {
    const already = await invite('admin@demo.gamers-souq.example', 'admin', admin, 'ar');
    expect(already.status).toBe(409);
    expect(already.body.message).toBe('هذا الحساب من الموظفين بالفعل.');
    expect((await invite('someone@store.example', 'support', support)).status).toBe(403);
    // a banned customer could never sign in: the ban is lifted first
    const banned = await createUser(t.ctx.db, 'banned.one@example.com');
    await t.ctx.db.execute(sql`update users set activation = 'deactivated' where id = ${banned.id}`);
    const refusedBan = await invite('banned.one@example.com');
    expect(refusedBan.status).toBe(409);
    expect(refusedBan.body.message).toBe(
      'This account is banned, so it could not sign in: lift the ban on the customer’s page first.',
    );
    const bad = await invite('not-an-email', 'owner');
    expect(bad.status).toBe(400);

    await invite('twice@store.example');
    const first = await tokenMailedTo('twice@store.example');
    await invite('twice@store.example', 'admin');
    const second = await tokenMailedTo('twice@store.example');
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).body.data.role).toBe('admin');
    const open = (await staffPage()).body.data.invitations.filter((i) => i.email === 'twice@store.example');
    expect(open).toHaveLength(1);
    const withdrawn = await t.call({
      method: 'POST',
      url: `/api/admin/staff/invitations/${open[0]!.id}/withdraw`,
      headers: admin,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe('The invitation to twice@store.example was withdrawn: its link no longer works.');
    expect((await read(second)).status).toBe(404);
    const twice = await t.call({ method: 'POST', url: `/api/admin/staff/invitations/${open[0]!.id}/withdraw`, headers: admin });
    expect(twice.status).toBe(409);
    expect((await read('x'.repeat(43))).status).toBe(404);
    expect((await read('short')).status).toBe(400);
    expect(await audits('twice@store.example')).toEqual(['staff-invite', 'staff-invite', 'staff-invite-withdraw']);
  });

  it('a link past its 72 hours does not work', async () => {
    await invite('late@store.example');
    const token = await tokenMailedTo('late@store.example');
    const clock = t.ctx.clock;
    t.ctx.clock = { ...clock, now: () => new Date(clock.now().getTime() + 73 * 3_600_000) };
    try {
      expect((await read(token)).status).toBe(404);
      expect((await accept(token, { password: 'a-long-password', phone: '01099995555' })).status).toBe(404);
    } finally {
      t.ctx.clock = clock;
    }
  });

  it('the same link accepted twice at once: one account, one key', async () => {
    await invite('racer@store.example');
    const token = await tokenMailedTo('racer@store.example');
    const answers = await Promise.all([1, 2, 3].map(() => accept(token, { password: 'a-long-password', phone: '01099997777' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    const accounts = rowsOf(await t.ctx.db.execute(sql`select id from users where email = 'racer@store.example'`));
    expect(accounts).toHaveLength(1);
    const secret = answers.find((a) => a.status === 200)!.body.data.totp_secret;
    expect((await login('racer@store.example', 'a-long-password', totpFor(secret).generate())).status).toBe(200);
  });
});
