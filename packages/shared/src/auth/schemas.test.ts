import { describe, expect, it } from 'vitest';
import { authMessage, authMessages } from './messages.ts';
import {
  activeAccountSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from './schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

const valid = {
  email: 'New@Example.com',
  phone: '0100 123 4567',
  dob: '20/04/1995',
  password: 'longenough',
  password_confirmation: 'longenough',
};

describe('registerSchema', () => {
  it('normalises a valid sign-up', () => {
    const r = registerSchema.safeParse(valid);
    expect(r.success && r.data).toMatchObject({ email: 'new@example.com', phone: '+201001234567', dob: '1995-04-20' });
  });
  it('refuses a confirmation that does not match', () => {
    expect(issues(registerSchema.safeParse({ ...valid, password_confirmation: 'different1' }))).toEqual([
      'password_confirmation:auth.passwordMismatch',
    ]);
  });
  it('refuses short passwords, bad e-mail and phone, impossible dates', () => {
    expect(
      issues(
        registerSchema.safeParse({
          ...valid,
          email: 'x@',
          phone: '123',
          dob: '31/02/1990',
          password: 'short',
          password_confirmation: 'short',
        }),
      ),
    ).toEqual(['email:auth.emailInvalid', 'phone:auth.phoneInvalid', 'dob:auth.dobInvalid', 'password:auth.passwordTooShort']);
  });
  it('says which fields are missing', () => {
    expect(issues(registerSchema.safeParse({}))).toContain('email:auth.emailRequired');
    expect(issues(registerSchema.safeParse({}))).toContain('password:auth.passwordRequired');
  });
  it('refuses a password longer than 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(issues(registerSchema.safeParse({ ...valid, password: long, password_confirmation: long }))).toEqual([
      'password:auth.passwordTooLong',
    ]);
  });
});

describe('other schemas', () => {
  it('login takes an e-mail or a phone in `email`', () => {
    expect(loginSchema.parse({ email: '01000000001', password: 'x' }).email).toBe('+201000000001');
    expect(issues(loginSchema.safeParse({ email: 'nobody', password: 'x' }))).toEqual(['email:auth.identifierInvalid']);
  });
  it('codes are 6 digits', () => {
    expect(activeAccountSchema.parse({ code: ' 012345 ' }).code).toBe('012345');
    expect(issues(activeAccountSchema.safeParse({ code: '12345' }))).toEqual(['code:auth.codeFormat']);
    expect(issues(activeAccountSchema.safeParse({ code: '12a456' }))).toEqual(['code:auth.codeFormat']);
    expect(issues(activeAccountSchema.safeParse({}))).toEqual(['code:auth.codeFormat']);
  });
  it('reset and change password check the optional confirmation', () => {
    expect(
      issues(
        resetPasswordSchema.safeParse({ reset_code: '123456', new_password: 'longenough', new_password_confirmation: 'nope' }),
      ),
    ).toEqual(['new_password_confirmation:auth.passwordMismatch']);
    expect(resetPasswordSchema.safeParse({ reset_code: '123456', new_password: 'longenough' }).success).toBe(true);
    expect(issues(updatePasswordSchema.safeParse({ old_password: '', new_password: 'longenough' }))).toEqual([
      'old_password:auth.oldPasswordRequired',
    ]);
  });
  it('updateProfile keeps only phone, email and dob', () => {
    const r = updateProfileSchema.parse({
      email: 'A@B.com',
      phone: '',
      dob: null,
      user_type: 'merchant',
      activation_str: 'Active',
      wallet: 1e6,
      points: 9,
    });
    expect(r).toEqual({ email: 'a@b.com' });
    expect(issues(updateProfileSchema.safeParse({ dob: '0999-01-01' }))).toEqual(['dob:auth.dobYear']);
  });
});

describe('messages', () => {
  it('every key exists in both languages', () => {
    expect(Object.keys(authMessages.ar).sort()).toEqual(Object.keys(authMessages.en).sort());
  });
  it('quotes spec §5 verbatim', () => {
    expect(authMessage('en', 'auth.dobYear')).toBe('Please enter a valid 4-digit year.');
    expect(authMessage('en', 'auth.dobAge')).toBe('You must be more than 16 years old.');
    expect(authMessage('en', 'auth.passwordMismatch')).toBe('password and its confirmation do not match');
    expect(authMessage('ar', 'unknown text')).toBe('unknown text');
  });
});
