// spec §7 users/getProfile, updateProfile, updatePassword: only phone, e-mail and date of birth
// change; taken e-mail or phone is refused; the old address is told; password change signs out
// the other sessions.
import { dobForDisplay, storeDate } from '@store/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { counts, lastCodeSentTo, messagesTo, registerBody, send, uniqueContact, withChallenge } from './auth-test-utils.ts';
import { DEMO_PASSWORD, tokenFor } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newActiveAccount() {
  const body = registerBody();
  const reg = await send(t, 'POST', '/register', await withChallenge(t, body));
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const token = (reg.body.data as { token: string }).token;
  await send(t, 'POST', '/activeAccount', { code: await lastCodeSentTo(t.ctx, body.email) }, { token });
  return { token, email: body.email, phone: `+20${body.phone.slice(1)}`, password: body.password };
}

describe('GET /users/getProfile', () => {
  it('answers the user record (spec §3 User)', async () => {
    const res = await send(t, 'GET', '/users/getProfile', undefined, { token: await tokenFor(t.ctx, 'merchant') });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      email: 'merchant@demo.gamers-souq.example',
      phone: '+201000000002',
      // spec §9 dates: dd/mm/yyyy (stored 1988-09-12)
      dob: '12/09/1988',
      user_type: 'merchant',
      activation_str: 'Active',
    });
  });
});

describe('POST /updateProfile', () => {
  it('changes phone, e-mail and date of birth and ignores every other field', async () => {
    const a = await newActiveAccount();
    const c = uniqueContact();
    const res = await send(
      t,
      'POST',
      '/updateProfile',
      {
        id: 1,
        email: c.email.toUpperCase(),
        phone: c.localPhone,
        dob: '02/03/1991',
        user_type: 'merchant',
        activation_str: 'deactivated',
        staff_role: 'admin',
        wallet: 1e9,
        points: 5000,
        password: 'hack',
      },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile has been updated.');
    expect(res.body.data).toMatchObject({
      email: c.email,
      phone: c.phone,
      dob: '02/03/1991',
      user_type: 'customer',
      activation_str: 'Active',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, c.email));
    expect(row).toMatchObject({ userType: 'customer', staffRole: 'none', activation: 'Active' });
    // the old addresses are told about the change
    const oldMail = await messagesTo(t.ctx, a.email);
    expect(oldMail.at(-1)!.body).toContain(`changed to ${c.email}`);
    expect((await messagesTo(t.ctx, a.phone)).at(-1)!.body).toContain(c.phone);
    // the new e-mail signs in
    const login = await send(t, 'POST', '/login', await withChallenge(t, { email: c.email, password: a.password }));
    expect(login.status).toBe(200);
  });

  it('keeps fields that are left out or empty', async () => {
    const a = await newActiveAccount();
    const res = await send(t, 'POST', '/updateProfile', { dob: '1980-12-31', phone: '', email: null }, { token: a.token });
    expect(res.body.data).toMatchObject({ email: a.email, phone: a.phone, dob: '31/12/1980' });
  });

  it('refuses an e-mail or phone that another account holds, changing nothing', async () => {
    const a = await newActiveAccount();
    const before = await counts(t.ctx);
    const both = await send(
      t,
      'POST',
      '/updateProfile',
      { email: 'customer@demo.gamers-souq.example', phone: '01000000002' },
      { token: a.token },
    );
    expect(both.status).toBe(409);
    expect(both.body.errors).toEqual([
      'This e-mail is already used by another account.',
      'This phone number is already used by another account.',
    ]);
    const ar = await send(t, 'POST', '/updateProfile', { phone: '+201000000001' }, { token: a.token, lang: 'ar' });
    expect(ar.status).toBe(409);
    expect(ar.body.message).toBe('رقم الهاتف هذا مستخدم في حساب آخر.');
    const profile = await send(t, 'GET', '/users/getProfile', undefined, { token: a.token });
    expect(profile.body.data).toMatchObject({ email: a.email, phone: a.phone });
    expect(await counts(t.ctx)).toEqual(before);
    // its own current values are fine
    expect((await send(t, 'POST', '/updateProfile', { email: a.email, phone: a.phone }, { token: a.token })).status).toBe(200);
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid e-mail address.'],
    [{ phone: '0123' }, 'Please enter a valid phone number.'],
    [{ dob: '0999-01-01' }, 'Please enter a valid 4-digit year.'],
    [{ dob: '31/02/2000' }, 'Please enter a valid date.'],
    [{ dob: '2015-01-01' }, 'You must be more than 16 years old.'],
  ])('refuses %j', async (body, message) => {
    const token = await tokenFor(t.ctx, 'customer');
    const res = await send(t, 'POST', '/updateProfile', body, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('saves a customer who has turned 100 since signing up: the date kept is not refused, a changed one is checked', async () => {
    const a = await newActiveAccount();
    const [y, m, d] = storeDate(t.ctx.clock.now());
    const hundred = `${y - 100}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    await t.ctx.db.update(users).set({ dob: hundred }).where(eq(users.email, a.email));
    const shown = dobForDisplay(hundred);
    // the profile form sends back the date it shows, with a new phone number
    const c = uniqueContact();
    const saved = await send(t, 'POST', '/updateProfile', { phone: c.localPhone, dob: shown }, { token: a.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ phone: c.phone, dob: shown });
    // a different date meets the age rule, in the request's language, and nothing changes
    const older = `${y - 101}-01-01`;
    const refused = await send(t, 'POST', '/updateProfile', { email: c.email, dob: older }, { token: a.token, lang: 'ar' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('يجب أن يكون عمرك أكثر من 16 عامًا.');
    const profile = await send(t, 'GET', '/users/getProfile', undefined, { token: a.token });
    expect(profile.body.data).toMatchObject({ email: a.email, dob: shown });
  });

  it('sends a waiting account a new activation code at its corrected address', async () => {
    const body = registerBody();
    const reg = await send(t, 'POST', '/register', await withChallenge(t, body));
    const token = (reg.body.data as { token: string }).token;
    const c = uniqueContact();
    const res = await send(t, 'POST', '/updateProfile', { email: c.email }, { token });
    expect(res.status).toBe(200);
    const code = await lastCodeSentTo(t.ctx, c.email);
    expect((await send(t, 'POST', '/activeAccount', { code }, { token })).status).toBe(200);
  });

  it('requires a token', async () => {
    expect((await send(t, 'POST', '/updateProfile', { dob: '1990-01-01' })).status).toBe(401);
  });
});

describe('POST /updatePassword', () => {
  it('checks the old password and the confirmation', async () => {
    const token = await tokenFor(t.ctx, 'customer');
    const wrong = await send(
      t,
      'POST',
      '/updatePassword',
      { old_password: 'Wrong#1234', new_password: 'Changed#2026' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The old password is not correct.');
    const mismatch = await send(
      t,
      'POST',
      '/updatePassword',
      { old_password: DEMO_PASSWORD, new_password: 'Changed#2026', new_password_confirmation: 'Other#2026' },
      { token, lang: 'ar' },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('كلمة المرور وتأكيدها غير متطابقين');
    const same = await send(
      t,
      'POST',
      '/updatePassword',
      { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD },
      { token },
    );
    expect(same.body.message).toBe('The new password must be different from the old one.');
    const short = await send(t, 'POST', '/updatePassword', { old_password: DEMO_PASSWORD, new_password: 'abc' }, { token });
    expect(short.body.message).toBe('The password must be at least 8 characters.');
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const a = await newActiveAccount();
    const other = (
      (await send(t, 'POST', '/login', await withChallenge(t, { email: a.email, password: a.password }))).body.data as {
        token: string;
      }
    ).token;
    const res = await send(
      t,
      'POST',
      '/updatePassword',
      { old_password: a.password, new_password: 'Changed#2026', new_password_confirmation: 'Changed#2026' },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been changed.');
    expect((await send(t, 'GET', '/users/getProfile', undefined, { token: a.token })).status).toBe(200);
    expect((await send(t, 'GET', '/users/getProfile', undefined, { token: other })).status).toBe(401);
    expect((await messagesTo(t.ctx, a.email)).at(-1)!.subject).toBe('Your Gamers Souq password was changed');
    expect((await send(t, 'POST', '/login', await withChallenge(t, { email: a.email, password: 'Changed#2026' }))).status).toBe(
      200,
    );
  });

  it('limits password changes to 10 per 15 minutes per account', async () => {
    const token = await tokenFor(t.ctx, 'merchant');
    for (let i = 0; i < 10; i++)
      expect(
        (await send(t, 'POST', '/updatePassword', { old_password: 'Wrong#1234', new_password: 'Changed#2026' }, { token }))
          .status,
      ).toBe(400);
    expect(
      (await send(t, 'POST', '/updatePassword', { old_password: DEMO_PASSWORD, new_password: 'Changed#2026' }, { token })).status,
    ).toBe(429);
  });
});
