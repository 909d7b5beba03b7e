// Unit tests of the code verdict rules (no database).
import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, judgeCode, MAX_WRONG_TRIES } from './codes-rules.ts';
import type { CodeRow } from './queries.ts';

const secret = 'unit-test-secret';
const now = new Date('2026-11-22T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function row(code: string, over: Partial<CodeRow> = {}): CodeRow {
  return {
    id: 1,
    userId: 1,
    purpose: 'activation',
    codeHash: hashCode(secret, 'activation', code),
    attempts: 0,
    expiresAt: minutes(5),
    usedAt: null,
    createdAt: minutes(-5),
    ...over,
  };
}
const typed = (code: string) => hashCode(secret, 'activation', code);

describe('codes', () => {
  it('are 6 digits and hashed per purpose', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    expect(hashCode(secret, 'activation', '123456')).not.toBe(hashCode(secret, 'reset', '123456'));
    expect(hashCode(secret, 'activation', '123456')).not.toBe(hashCode('other', 'activation', '123456'));
  });

  it('accepts the live code', () => {
    expect(judgeCode([row('123456')], typed('123456'), now).kind).toBe('ok');
  });

  it('counts a wrong try against the live code and says how many are left', () => {
    const live = row('123456', { attempts: 1 });
    expect(judgeCode([live], typed('000000'), now)).toEqual({ kind: 'wrong', row: live, triesLeft: MAX_WRONG_TRIES - 2 });
  });

  it('locks a code after 5 wrong tries, even for the right code', () => {
    const locked = row('123456', { attempts: MAX_WRONG_TRIES });
    expect(judgeCode([locked], typed('000000'), now).kind).toBe('locked');
    expect(judgeCode([locked], typed('123456'), now).kind).toBe('locked');
  });

  it('tells an expired, a used and a replaced code apart', () => {
    expect(judgeCode([row('123456', { expiresAt: minutes(-1) })], typed('123456'), now).kind).toBe('expired');
    expect(judgeCode([row('123456', { usedAt: minutes(-1) })], typed('123456'), now).kind).toBe('used');
    const replaced = row('111111', { id: 1, expiresAt: minutes(-2) });
    const current = row('222222', { id: 2 });
    expect(judgeCode([current, replaced], typed('111111'), now).kind).toBe('expired');
    expect(judgeCode([current, replaced], typed('222222'), now).kind).toBe('ok');
  });

  it('answers expired for any guess when the newest code has expired, none when there is no code', () => {
    expect(judgeCode([row('123456', { expiresAt: minutes(-1) })], typed('999999'), now).kind).toBe('expired');
    expect(judgeCode([], typed('999999'), now).kind).toBe('none');
  });
});
