// The account forms' checks (no schema library in the browser): the values sent are normalised
// like the server's schemas do, every field's problem is reported at once, and the profile form
// leaves out the fields left empty.
import { describe, expect, it } from 'vitest';
import { changePasswordCheck, codeCheck, identifierCheck, profileCheck, resetCheck, signUpCheck } from './validation.ts';

describe('account form checks', () => {
  it('sign-up sends the e-mail, phone and date of birth normalised', () => {
    const check = signUpCheck({
      email: ' New@Example.com ',
      phone: '0100 123 4567',
      dob: '20/04/1995',
      password: 'longenough',
      password_confirmation: 'longenough',
    });
    expect(check.problems).toEqual({ email: null, phone: null, dob: null, password: null, password_confirmation: null });
    expect(check.values).toEqual({
      email: 'new@example.com',
      phone: '+201001234567',
      dob: '1995-04-20',
      password: 'longenough',
      password_confirmation: 'longenough',
    });
  });

  it('sign-up reports every problem, the mismatch too', () => {
    const { problems } = signUpCheck({
      email: 'x@',
      phone: '123',
      dob: '31/02/1990',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(problems).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      dob: 'dobInvalid',
      password: 'passwordTooShort',
      password_confirmation: 'passwordMismatch',
    });
  });

  it('the identifier step and the codes', () => {
    expect(identifierCheck('email_or_phone')({ email_or_phone: '' }).problems).toEqual({ email_or_phone: 'identifierRequired' });
    expect(identifierCheck('email')({ email: '01001234567' }).values).toEqual({ email: '+201001234567' });
    expect(codeCheck({ code: ' ٠١٢٣٤٥ ' })).toEqual({ values: { code: '012345' }, problems: { code: null } });
    expect(resetCheck({ reset_code: '12', new_password: 'longenough', new_password_confirmation: 'nope' }).problems).toEqual({
      reset_code: 'codeFormat',
      new_password: null,
      new_password_confirmation: 'passwordMismatch',
    });
    expect(changePasswordCheck({ old_password: '', new_password: '', new_password_confirmation: '' }).problems).toEqual({
      old_password: 'oldPasswordRequired',
      new_password: 'passwordRequired',
      new_password_confirmation: null,
    });
  });

  it('the profile form sends only the fields that are filled in', () => {
    expect(profileCheck({ email: 'A@B.com', phone: '', dob: '' })).toEqual({ values: { email: 'a@b.com' }, problems: {} });
    expect(profileCheck({ email: '', phone: '', dob: '0999-01-01' }).problems).toEqual({ dob: 'dobYear' });
    expect(profileCheck({ email: ' ', phone: '', dob: '' }).problems).toEqual({ email: 'emailRequired' });
    // a customer who has turned 100 since signing up: the saved date left as it is passes, a typed one is checked
    const hundred = `01/01/${new Date().getFullYear() - 101}`;
    const saved = { email: 'a@b.com', phone: '01012345678', dob: hundred };
    expect(profileCheck({ ...saved, phone: '01112345678' }, saved).problems).toEqual({});
    expect(profileCheck({ ...saved, dob: `02/01/${new Date().getFullYear() - 101}` }, saved).problems).toEqual({ dob: 'dobAge' });
  });
});
