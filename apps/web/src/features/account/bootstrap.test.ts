// Start-up (spec §4): a kept token loads the profile into the session before the first page; a
// token the server refuses ends the session; a waiting account keeps its token for /verify.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, getUser, setSession } from '../../lib/session.ts';
import { stubFetch, type FakeAnswer } from '../../test/fake-api.ts';
import { bootstrapSession } from './bootstrap.ts';

const TOKEN = 'k'.repeat(43);
const record = {
  id: 3,
  email: 'c@d.co',
  phone: '+201000000003',
  dob: '01/01/1990',
  user_type: 'merchant' as const,
  activation_str: 'Active' as const,
};

function answer(status: number, body: NonNullable<FakeAnswer['body']>) {
  return stubFetch(() => ({ status, body }));
}

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('bootstrapSession', () => {
  it('does nothing without a token', async () => {
    const fetchMock = answer(200, { status: true, data: record, message: '', errors: [] });
    await bootstrapSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getUser()).toBeNull();
  });

  it('loads the profile for a token found only in the cookie', async () => {
    document.cookie = `user_token=${TOKEN}; path=/`;
    const fetchMock = answer(200, { status: true, data: record, message: '', errors: [] });
    await bootstrapSession();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/getProfile');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect(getUser()).toEqual(record);
    expect(sessionStorage.getItem('user_token')).toBe(TOKEN);
  });

  it('ends the session when the server rejects the token', async () => {
    setSession(TOKEN, record);
    answer(401, {
      status: false,
      data: null,
      message: 'Your session has ended. Please sign in again.',
      errors: ['Your session has ended. Please sign in again.'],
      code: 'unauthenticated',
    });
    await bootstrapSession();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('ends the session of a banned account', async () => {
    setSession(TOKEN, record);
    answer(403, {
      status: false,
      data: { activation_str: 'deactivated' },
      message: 'Your account has been banned',
      errors: ['Your account has been banned'],
      code: 'account_banned',
    });
    await bootstrapSession();
    expect(getToken()).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    setSession(TOKEN, record);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await bootstrapSession();
    expect(getToken()).toBe(TOKEN);
    expect(getUser()).toEqual(record);
  });
});
