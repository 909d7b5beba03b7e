import { describe, expect, it } from 'vitest';
import { authKey } from './messages.ts';
import { dobField, emailField, identifierField, newPasswordField, phoneField } from './schemas.ts';
import {
  currentPasswordError,
  dobError,
  newPasswordError,
  passwordsMatch,
  validateCode,
  validateDob,
  validateEmail,
  validateIdentifier,
  validatePhone,
  type FieldCheck,
} from './validators.ts';

const today = new Date(Date.UTC(2026, 10, 22)); // 22/11/2026

describe('plain field checks (spec §5)', () => {
  it('normalise what they accept', () => {
    expect(validateIdentifier(' Customer@Demo.Example ')).toEqual({ ok: true, value: 'customer@demo.example' });
    expect(validateIdentifier('010 0123 4567')).toEqual({ ok: true, value: '+201001234567' });
    expect(validateEmail('A@B.com')).toEqual({ ok: true, value: 'a@b.com' });
    expect(validatePhone('٠١٠٠١٢٣٤٥٦٧')).toEqual({ ok: true, value: '+201001234567' });
    expect(validateDob('20/04/1995', today)).toEqual({ ok: true, value: '1995-04-20' });
    expect(validateDob('١٩٩٥-٠٤-٢٠', today)).toEqual({ ok: true, value: '1995-04-20' });
    expect(validateCode(' ٠١٢٣٤٥ ')).toEqual({ ok: true, value: '012345' });
  });

  it('read an address, phone or date pasted from an Arabic page with marks that draw nothing', () => {
    expect(validateEmail('\u200fCustomer@Demo.Example\u200e')).toEqual({ ok: true, value: 'customer@demo.example' });
    expect(validateIdentifier('\u2067customer@demo.example\u2069')).toEqual({ ok: true, value: 'customer@demo.example' });
    expect(validatePhone('\u200e010\u200f 0123 4567')).toEqual({ ok: true, value: '+201001234567' });
    expect(validateDob('\u200f20/04/1995', today)).toEqual({ ok: true, value: '1995-04-20' });
    expect(validateEmail('\u200f\u200e ')).toEqual({ ok: false, problem: 'emailRequired' });
  });

  it('name the problem with the message key', () => {
    expect(validateIdentifier('  ')).toEqual({ ok: false, problem: 'identifierRequired' });
    expect(validateIdentifier('hello')).toEqual({ ok: false, problem: 'identifierInvalid' });
    expect(validateIdentifier(`${'a'.repeat(250)}@b.com`)).toEqual({ ok: false, problem: 'identifierInvalid' });
    expect(validateEmail('')).toEqual({ ok: false, problem: 'emailRequired' });
    expect(validateEmail('x@')).toEqual({ ok: false, problem: 'emailInvalid' });
    expect(validatePhone('')).toEqual({ ok: false, problem: 'phoneRequired' });
    expect(validatePhone('123')).toEqual({ ok: false, problem: 'phoneInvalid' });
    expect(validateCode('12345')).toEqual({ ok: false, problem: 'codeFormat' });
    expect(validateCode('12a456')).toEqual({ ok: false, problem: 'codeFormat' });
  });

  it('check the date of birth: required, 4-digit year, real date, age over 16 and under 100', () => {
    expect(dobError('', today)).toBe('dobRequired');
    expect(dobError('0999-01-01', today)).toBe('dobYear');
    expect(dobError('31/02/1990', today)).toBe('dobInvalid');
    expect(dobError('1'.repeat(33), today)).toBe('dobInvalid');
    expect(dobError('2010-11-22', today)).toBe('dobAge');
    expect(dobError('2009-11-22', today)).toBeNull();
  });

  it('check passwords: 8–128 for a new one, anything non-empty to sign in', () => {
    expect(newPasswordError('')).toBe('passwordRequired');
    expect(newPasswordError('short')).toBe('passwordTooShort');
    expect(newPasswordError('x'.repeat(129))).toBe('passwordTooLong');
    expect(newPasswordError('longenough')).toBeNull();
    expect(currentPasswordError('')).toBe('passwordRequired');
    expect(currentPasswordError('', 'oldPasswordRequired')).toBe('oldPasswordRequired');
    expect(currentPasswordError('x')).toBeNull();
    expect(currentPasswordError('x'.repeat(257))).toBe('passwordTooLong');
  });

  it('compare the confirmation only when there is one', () => {
    expect(passwordsMatch('longenough', 'longenough')).toBe(true);
    expect(passwordsMatch('longenough', 'different')).toBe(false);
    expect(passwordsMatch('longenough', '')).toBe(false);
    expect(passwordsMatch('', '')).toBe(true);
    expect(passwordsMatch('longenough', undefined)).toBe(true);
  });
});

describe('the server schemas give the same answers as the plain checks', () => {
  const asCheck = (r: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }): FieldCheck =>
    r.success
      ? { ok: true, value: r.data as string }
      : { ok: false, problem: r.error!.issues[0]!.message.replace(/^auth\./, '') as never };
  const samples = [
    '',
    '   ',
    'hello',
    'a@b',
    ' New@Example.com ',
    '01001234567',
    '+971501234567',
    '123',
    '1995-04-20',
    '20/04/1995',
    '31/02/1990',
    '0999-01-01',
    '2030-01-01',
    'x'.repeat(40),
    `${'a'.repeat(250)}@example.com`,
  ];

  it.each(samples)('%j', (sample) => {
    expect(asCheck(identifierField.safeParse(sample))).toEqual(validateIdentifier(sample));
    expect(asCheck(emailField.safeParse(sample))).toEqual(validateEmail(sample));
    expect(asCheck(phoneField.safeParse(sample))).toEqual(validatePhone(sample));
    expect(asCheck(dobField.safeParse(sample))).toEqual(validateDob(sample));
    const password = newPasswordField.safeParse(sample);
    expect(password.success ? null : password.error.issues[0]!.message).toBe(
      newPasswordError(sample) && authKey(newPasswordError(sample)!),
    );
  });
});
