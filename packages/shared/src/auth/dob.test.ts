import { describe, expect, it } from 'vitest';
import { ageOn, checkDob, dobForDisplay, parseDob } from './dob.ts';

const today = new Date(Date.UTC(2026, 10, 22)); // 22/11/2026

describe('date of birth (spec §5)', () => {
  it('accepts yyyy-mm-dd and dd/mm/yyyy and answers yyyy-mm-dd', () => {
    expect(parseDob('1995-04-20', today)).toEqual({ ok: true, value: '1995-04-20' });
    expect(parseDob('20/04/1995', today)).toEqual({ ok: true, value: '1995-04-20' });
    expect(parseDob('1/2/1995', today)).toEqual({ ok: true, value: '1995-02-01' });
    expect(parseDob('29/02/2000', today)).toEqual({ ok: true, value: '2000-02-29' });
  });

  it.each(['0999-01-01', '999-01-01', '12345-01-01', '01/01/0999', '01/01/99', '01/01/10000'])(
    'a year that is not 4 digits in 1000–9999 (%s) → dobYear',
    (v) => {
      expect(checkDob(v, today)).toBe('dobYear');
    },
  );

  it.each(['31/02/1990', '1990-02-30', '29/02/1999', '1990-13-01', '1990-00-10', '00/01/1990', 'yesterday', '1990/01/01x', ''])(
    'not a real date (%j) → dobInvalid',
    (v) => {
      expect(checkDob(v, today)).toBe('dobInvalid');
    },
  );

  it('age 16 or less, or 100 or more, is refused', () => {
    expect(checkDob('2010-11-22', today)).toBe('dobAge'); // exactly 16 today
    expect(checkDob('2009-11-23', today)).toBe('dobAge'); // 17 tomorrow: still 16
    expect(checkDob('2009-11-22', today)).toBeNull(); // 17 today
    expect(checkDob('1927-11-23', today)).toBeNull(); // 99
    expect(checkDob('1926-11-22', today)).toBe('dobAge'); // 100 today
    expect(checkDob('2030-01-01', today)).toBe('dobAge'); // the future
    expect(checkDob('1000-01-01', today)).toBe('dobAge');
  });

  it('checks the date only with { age: false } (a profile keeping its saved date)', () => {
    expect(parseDob('22/11/1926', today, { age: false })).toEqual({ ok: true, value: '1926-11-22' });
    expect(parseDob('31/02/1926', today, { age: false })).toEqual({ ok: false, problem: 'dobInvalid' });
    expect(parseDob('22/11/1926', today)).toEqual({ ok: false, problem: 'dobAge' });
  });

  it('counts completed years', () => {
    expect(ageOn(2000, 11, 23, today)).toBe(25);
    expect(ageOn(2000, 11, 22, today)).toBe(26);
  });
});

describe('dobForDisplay (spec §9 dates)', () => {
  it('writes a stored date dd/mm/yyyy and leaves a typed one as it is', () => {
    expect(dobForDisplay('1995-04-20')).toBe('20/04/1995');
    expect(dobForDisplay('20/04/1995')).toBe('20/04/1995');
    // and the field's value goes back through the rules to the stored form
    expect(parseDob(dobForDisplay('1995-04-20'), new Date(Date.UTC(2026, 0, 1)))).toEqual({ ok: true, value: '1995-04-20' });
  });
});

describe('the age is counted on the calendar day in Egypt (Africa/Cairo), not in UTC', () => {
  // 22:30 UTC on 21/11/2026 is 00:30 on 22/11/2026 in Cairo (UTC+2 in winter)
  const justAfterCairoMidnight = new Date(Date.UTC(2026, 10, 21, 22, 30));
  // 21:30 UTC on 30/06/2026 is 00:30 on 01/07/2026 in Cairo (UTC+3 in summer)
  const summerNight = new Date(Date.UTC(2026, 5, 30, 21, 30));

  it('someone who turns 17 today in Cairo may sign up while it is still yesterday in UTC', () => {
    expect(checkDob('2009-11-22', justAfterCairoMidnight)).toBeNull();
    expect(checkDob('2009-07-01', summerNight)).toBeNull();
  });

  it('someone who turns 17 tomorrow in Cairo is still refused', () => {
    expect(checkDob('2009-11-23', justAfterCairoMidnight)).toBe('dobAge');
    expect(checkDob('2009-07-02', summerNight)).toBe('dobAge');
  });

  it('someone who turns 100 today in Cairo is refused from Cairo midnight', () => {
    expect(checkDob('1926-11-22', justAfterCairoMidnight)).toBe('dobAge');
    expect(checkDob('1926-11-23', justAfterCairoMidnight)).toBeNull();
  });

  it('just before Cairo midnight it is still the earlier day', () => {
    const beforeMidnight = new Date(Date.UTC(2026, 10, 21, 21, 30)); // 23:30 in Cairo on 21/11
    expect(checkDob('2009-11-22', beforeMidnight)).toBe('dobAge');
    expect(checkDob('2009-11-21', beforeMidnight)).toBeNull();
  });
});
