// /my-wishlist as a signed-in shopper uses it. 'Remove' is the heart's toggle on the server
// (POST {products|cards}/{id}/liked), so a second click before the first answer must not send a
// second toggle: that one would put the item straight back ('Added to wishlist').
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { buildProduct } from '../../catalog/test/fixtures.ts';
import { wishlistRoutes } from '../routes.tsx';
import { fakeApi, stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

freshStorefrontEachTest();
beforeEach(() => setSession('token-1', { email: 'a@b.c', phone: '0100', dob: null, user_type: 'customer' }));

const page0 = (n: number, extra: Record<string, unknown> = {}) => ({
  total: n,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  ...extra,
});

describe('/my-wishlist', () => {
  it('sends one removal for a double click on Remove, and the item leaves the list', async () => {
    let liked = true;
    const mouse = buildProduct({ id: 7, name: 'Gaming Mouse', isFav: true });
    const { callsTo } = fakeApi({
      'GET users/liked': () => ({
        data: {
          products: page0(liked ? 1 : 0, { products: liked ? [mouse] : [] }),
          cards: page0(0, { cards: [] }),
        },
      }),
      'POST products/7/liked': () => {
        liked = !liked;
        return { data: { isFav: liked }, message: liked ? 'Added to wishlist' : 'Removed from wishlist' };
      },
    });
    renderRoutes(wishlistRoutes, '/my-wishlist');
    const remove = await screen.findByRole('button', { name: /Remove Gaming Mouse/ });
    fireEvent.click(remove);
    fireEvent.click(remove);
    expect(await screen.findByText('Your Wishlist is Empty')).toBeDefined();
    expect(callsTo('POST products/7/liked')).toHaveLength(1);
    expect(screen.queryByText('Added to wishlist')).toBeNull();
  });

  it('goes back to the last page there is when the only item of a later page is removed', async () => {
    const liked = new Set([1, 2]);
    const item = (id: number) => buildProduct({ id, name: `Headset ${id}`, isFav: true });
    // one item a page, as if 20 were on page 1
    stubFetch((url, init) => {
      if (url.pathname.endsWith('/users/liked')) {
        const page = Number(url.searchParams.get('page') ?? 1);
        const ids = [...liked].sort();
        const id = ids[page - 1];
        return {
          data: {
            products: {
              ...page0(ids.length),
              current_page: page,
              last_page: Math.max(1, ids.length),
              products: id ? [item(id)] : [],
            },
            cards: page0(0, { cards: [] }),
          },
        };
      }
      if (url.pathname.endsWith('/products/2/liked') && init?.method === 'POST') {
        liked.delete(2);
        return { data: { isFav: false }, message: 'Removed from wishlist' };
      }
      return { status: 404 };
    });
    renderRoutes(wishlistRoutes, '/my-wishlist?page=2');
    fireEvent.click(await screen.findByRole('button', { name: /Remove Headset 2/ }));
    expect(await screen.findByRole('button', { name: /Remove Headset 1/ })).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/my-wishlist');
    expect(screen.queryByText('Your Wishlist is Empty')).toBeNull();
  });
});
