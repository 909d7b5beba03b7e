// Date-of-birth rules of spec §5 (checked on blur in the forms and again by the server):
// a 4-digit year 1000–9999, a real calendar date, and an age over 16 and under 100.
import { storeDate } from '../text.ts';
import type { AuthMessageKey } from './messages.ts';

export const MIN_AGE_EXCLUSIVE = 16;
export const MAX_AGE_EXCLUSIVE = 100;

export type DobProblem = Extract<AuthMessageKey, 'dobYear' | 'dobInvalid' | 'dobAge'>;

export type DobResult = { ok: true; value: string } | { ok: false; problem: DobProblem };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Completed years between the birth date and Egypt's calendar date at the instant `today`. */
export function ageOn(year: number, month: number, day: number, today: Date): number {
  const [ty, tm, td] = storeDate(today);
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  return age;
}

/**
 * Parses `yyyy-mm-dd` (date inputs) or `dd/mm/yyyy` (spec §9 date format) and applies the rules.
 * The value is returned as `yyyy-mm-dd`. `{ age: false }` checks the date only: a profile's saved date
 * of birth is not refused for the years that passed since (a customer who turned 100 still saves
 * a new phone number); only a changed date meets the age rule again.
 */
export function parseDob(raw: string, today: Date = new Date(), { age: checkAge = true } = {}): DobResult {
  const v = raw.trim();
  let parts: [string, string, string] | null = null;
  let m = /^(\d+)-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (m) parts = [m[1]!, m[2]!, m[3]!];
  else {
    m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d+)$/.exec(v);
    if (m) parts = [m[3]!, m[2]!, m[1]!];
  }
  if (!parts) return { ok: false, problem: 'dobInvalid' };
  const [ys, ms, ds] = parts;
  const year = Number(ys);
  if (ys.length !== 4 || year < 1000 || year > 9999) return { ok: false, problem: 'dobYear' };
  const month = Number(ms);
  const day = Number(ds);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: 'dobInvalid' };
  const age = ageOn(year, month, day, today);
  if (checkAge && (age <= MIN_AGE_EXCLUSIVE || age >= MAX_AGE_EXCLUSIVE)) return { ok: false, problem: 'dobAge' };
  return { ok: true, value: `${ys}-${ms.padStart(2, '0')}-${ds.padStart(2, '0')}` };
}

/** null when the date of birth is acceptable, otherwise the message key of the problem. */
export function checkDob(raw: string, today: Date = new Date()): DobProblem | null {
  const result = parseDob(raw, today);
  return result.ok ? null : result.problem;
}

/**
 * A date of birth as spec §9 writes dates (dd/mm/yyyy): the API's answers and the forms' field.
 * Takes yyyy-mm-dd (the database) or dd/mm/yyyy; anything else is returned as it came.
 */
export function dobForDisplay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value.trim();
}
