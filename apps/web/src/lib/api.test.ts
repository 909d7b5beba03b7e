// The typed client (lib/api.ts): paths, path parameters and answers come from the contract, so a
// wrong one fails typecheck (the @ts-expect-error lines fail `tsc` when the error goes away); the
// request it sends is the address the hand-written calls sent.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-api.ts';
import { api, type GetAnswer, type GetPath } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('knows the contract’s paths and answer shapes (checked by tsc)', () => {
    expectTypeOf<'/products/category'>().toExtend<GetPath>();
    expectTypeOf<GetAnswer<'/users/wallets'>>().toEqualTypeOf<{ balance: number }>();
    expectTypeOf<GetAnswer<'/products/category'>['products']>().toBeArray();
    // @ts-expect-error a path the API does not have
    void (() => api.get('/products/categry'));
    // @ts-expect-error a path with a parameter needs it
    void (() => api.get('/posts/{id}'));
    // @ts-expect-error the answer has no such field
    void (async () => (await api.get('/users/wallets')).balanse);
    // @ts-expect-error the back-office's paths are not the storefront's
    void (() => api.get('/admin/me'));
  });

  it('fills path parameters (encoded) and sends the rest as the query, in order', async () => {
    const fetchMock = stubFetch(() => ({ data: null }), { checkContract: false });
    await api.get('/tickets/{uuid}', { uuid: 'a b/c', page: 2, empty: '' });
    await api.get('/users/orders/pagination', { status: 'all', per_page: 20, page: 1 });
    await api.get('/settings');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/tickets/a%20b%2Fc?page=2',
      '/api/users/orders/pagination?status=all&per_page=20&page=1',
      '/api/settings',
    ]);
  });
});
