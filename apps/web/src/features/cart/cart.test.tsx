// Guest cart and Add To Cart / Buy Now rules (spec §4, §5, §8), seen through what the shopper
// notices: the stored cart, the messages and how long they stay, where the page goes.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCard, buildProduct } from '../catalog/test/fixtures.ts';
import { resetFeedback, useFeedbackMessages } from '../../lib/feedback.tsx';
import { clearSession, setSession } from '../../lib/session.ts';
import { useAddToCart } from './add-to-cart.ts';
import { useBuyNow } from './buy-now.ts';
import { addToGuestCart, GUEST_CART_KEY, readGuestCart, reloadGuestCart } from './guest-cart.ts';
import { onSignedIn, uploadGuestCart } from './upload.ts';
import { useCartCount } from './server-cart.ts';
import { buildCart, buildCartLine } from './test/fixtures.ts';
import { stubFetch } from '../../test/fake-api.ts';
import { testQueryClient } from '../../test/render-routes.tsx';
import { returnPath } from '../../app/guards.tsx';

function wrapper({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders the cart hooks plus the message list and the current path. */
function setup() {
  return renderHook(() => ({ add: useAddToCart(), count: useCartCount(), messages: useFeedbackMessages() }), { wrapper });
}

const texts = (messages: { text: string }[]) => messages.map((m) => m.text);

beforeEach(() => {
  sessionStorage.clear();
  reloadGuestCart();
  clearSession();
  resetFeedback();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('guest cart', () => {
  it('merges the same item by id and kind, adding quantities, and keeps the full product object', async () => {
    const { result } = setup();
    const product = buildProduct({ id: 7 });
    await act(() => result.current.add(product, 2));
    await act(() => result.current.add(product, 3));
    await act(() => result.current.add(buildCard({ id: 7 }), 1));

    const stored = JSON.parse(sessionStorage.getItem(GUEST_CART_KEY)!) as {
      product: { id: number; name: string };
      qty: number;
      type: string;
    }[];
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ qty: 5, type: 'product', product: { id: 7, name: 'Test Product 7' } });
    expect(stored[1]).toMatchObject({ qty: 1, type: 'card', product: { id: 7 } });
    expect(result.current.count).toBe(2);
  });

  it("shows 'Added to cart' for 1 s", async () => {
    vi.useFakeTimers();
    const { result } = setup();
    await act(() => result.current.add(buildProduct(), 1));
    expect(texts(result.current.messages)).toEqual(['Added to cart']);
    act(() => vi.advanceTimersByTime(999));
    expect(texts(result.current.messages)).toEqual(['Added to cart']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.messages).toEqual([]);
  });

  it("refuses a not-available item (type 2): 'This product is not available now'", async () => {
    const { result } = setup();
    const ok = await act(() => result.current.add(buildProduct({ type: 2 }), 1));
    expect(ok).toBe(false);
    expect(texts(result.current.messages)).toEqual(['This product is not available now']);
    expect(readGuestCart()).toEqual([]);
  });

  it("refuses more than the managed stock: 'This quantity is not available'", async () => {
    const { result } = setup();
    await act(() => result.current.add(buildProduct({ type: 1, stock: 3 }), 4));
    expect(texts(result.current.messages)).toEqual(['This quantity is not available']);
    expect(readGuestCart()).toEqual([]);
  });

  it("refuses when the cart would exceed the stock: 'Cannot add more, stock is not available'", async () => {
    const { result } = setup();
    const product = buildProduct({ type: 1, stock: 3 });
    await act(() => result.current.add(product, 2));
    resetFeedback();
    await act(() => result.current.add(product, 2));
    expect(texts(result.current.messages)).toEqual(['Cannot add more, stock is not available']);
    expect(readGuestCart()[0]!.qty).toBe(2);
  });

  it('shows error messages for about 3.5 s', async () => {
    vi.useFakeTimers();
    const { result } = setup();
    await act(() => result.current.add(buildProduct({ type: 2 }), 1));
    act(() => vi.advanceTimersByTime(3499));
    expect(result.current.messages).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.messages).toHaveLength(0);
  });
});

describe('signed-in Add To Cart', () => {
  beforeEach(() => setSession('token-1', { email: 'a@b.c', phone: '0100', dob: null, user_type: 'customer' }));

  it('posts {qty, type:add} to the item kind and shows the server message', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/add-cart')
        ? { data: { qty: 2, count: 1 }, message: 'Product added to cart' }
        : { data: buildCart() },
    );
    const { result } = setup();
    await act(() => result.current.add(buildCard({ id: 9 }), 2));
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('add-cart'))!;
    expect(String(call[0])).toBe('/api/cards/9/add-cart');
    expect(JSON.parse(String(call[1]!.body))).toEqual({ qty: 2, type: 'add' });
    expect((call[1]!.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(texts(result.current.messages)).toContain('Product added to cart');
    expect(readGuestCart()).toEqual([]);
  });

  it('tells refusals apart by their code, not their text (spec §8)', async () => {
    let refusal: { code: string; errors: string[] } = { code: 'quantity_unavailable', errors: ['any wording'] };
    stubFetch((url) =>
      url.pathname.endsWith('/add-cart') ? { status: 409, ...refusal } : { data: buildCart({ products: [] }) },
    );
    const { result } = setup();
    await act(() => result.current.add(buildProduct(), 1));
    expect(texts(result.current.messages)).toEqual(['Quantity not avilable']);

    resetFeedback();
    refusal = { code: 'cannot_add_more', errors: ['Cannot add more, stock is not available'] };
    await act(() => result.current.add(buildProduct(), 1));
    expect(texts(result.current.messages)).toEqual(['Cannot add more, stock is not available']);

    resetFeedback();
    refusal = { code: 'unauthenticated', errors: ['Your session has ended. Please sign in again.'] };
    await act(() => result.current.add(buildProduct(), 1));
    expect(texts(result.current.messages)).toEqual(['You have to login first!']);
  });

  it('counts the server cart lines for the badge', async () => {
    stubFetch(() => ({
      data: buildCart({
        products: [buildCartLine({ id: 1 }), buildCartLine({ id: 2 })],
        cards: [buildCartLine({ id: 3, product_type: 2 })],
      }),
    }));
    const { result } = setup();
    await vi.waitFor(() => expect(result.current.count).toBe(3));
  });
});

describe('Buy Now', () => {
  function renderBuyNow() {
    type Hook = {
      buy: ReturnType<typeof useBuyNow>;
      path: string;
      state: unknown;
      messages: ReturnType<typeof useFeedbackMessages>;
    };
    let hook: Hook | null = null;
    function Probe() {
      const location = useLocation();
      hook = {
        buy: useBuyNow(),
        path: location.pathname + location.search,
        state: location.state,
        messages: useFeedbackMessages(),
      };
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/product/1/x'] });
    renderHook(() => null, { wrapper: () => wrapper({ children: <RouterProvider router={router} /> }) });
    return () => hook!;
  }

  it("asks guests to log in ('Please login first!') and goes to /login after 3.5 s", () => {
    vi.useFakeTimers();
    const current = renderBuyNow();
    act(() => current().buy(buildProduct(), 1));
    expect(texts(current().messages)).toEqual(['Please login first!']);
    act(() => vi.advanceTimersByTime(3499));
    expect(current().path).toBe('/product/1/x');
    act(() => vi.advanceTimersByTime(1));
    expect(current().path).toBe('/login');
  });

  it('sends a guest to /login with the page to come back to once signed in', () => {
    vi.useFakeTimers();
    const current = renderBuyNow();
    act(() => current().buy(buildProduct(), 1));
    act(() => vi.advanceTimersByTime(3500));
    expect(current().path).toBe('/login');
    expect(returnPath(current().state)).toBe('/product/1/x');
  });

  it('stores the single buy-now item and opens /checkout?from=buy-now for signed-in shoppers', () => {
    setSession('t', { email: 'a@b.c', phone: '1', dob: null, user_type: 'customer' });
    const current = renderBuyNow();
    act(() => current().buy(buildCard({ id: 4 }), 3));
    expect(JSON.parse(sessionStorage.getItem('buy now item')!)).toEqual([{ type: 'card', id: 4, qty: 3 }]);
    expect(current().path).toBe('/checkout?from=buy-now');
  });
});

describe('guest cart upload after sign-in', () => {
  it('sends every line with the price it showed to /cart/add-multiple-items and clears the local list', async () => {
    addToGuestCart(buildProduct({ id: 3, price: 1250, price_after_discount: 999.5 }), 2);
    addToGuestCart(buildCard({ id: 5 }), 1);
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/add-multiple-items')
        ? {
            data: {
              added: [
                { id: 3, type: 'product', qty: 2 },
                { id: 5, type: 'card', qty: 1 },
              ],
              adjusted: [],
              skipped: [],
              repriced: [],
              count: 2,
            },
            message: 'Items added to cart',
          }
        : { data: buildCart() },
    );
    await expect(onSignedIn()).resolves.toBeUndefined();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('add-multiple-items'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      items: [
        { id: 3, qty: 2, type: 'product', price: 999.5 },
        { id: 5, qty: 1, type: 'card', price: 500 },
      ],
      platform: 'web',
    });
    expect(readGuestCart()).toEqual([]);
  });

  it("says the server's words when a quantity was lowered to the stock or an item was skipped", async () => {
    addToGuestCart(buildProduct({ id: 3 }), 15);
    addToGuestCart(buildProduct({ id: 4 }), 1);
    const partly = 'Items added to the cart. Some quantities were lowered to the stock; unavailable items were skipped.';
    stubFetch((url) =>
      url.pathname.endsWith('/add-multiple-items')
        ? {
            data: {
              added: [],
              adjusted: [{ id: 3, type: 'product', qty: 10 }],
              skipped: [{ id: 4, type: 'product' }],
              repriced: [],
              count: 1,
            },
            message: partly,
          }
        : { data: buildCart() },
    );
    const { result } = renderHook(() => useFeedbackMessages());
    await act(() => uploadGuestCart());
    expect(texts(result.current)).toEqual([partly]);
    expect(readGuestCart()).toEqual([]);
  });

  it("says the server's words when an item costs something else now than the guest cart showed", async () => {
    addToGuestCart(buildProduct({ id: 3, price: 1000 }), 1);
    const changed =
      'Items added to cart. Some prices have changed since you added the items: please check your cart before you pay.';
    stubFetch((url) =>
      url.pathname.endsWith('/add-multiple-items')
        ? {
            data: {
              added: [{ id: 3, type: 'product', qty: 1 }],
              adjusted: [],
              skipped: [],
              repriced: [{ id: 3, type: 'product' }],
              count: 1,
            },
            message: changed,
          }
        : { data: buildCart() },
    );
    const { result } = renderHook(() => useFeedbackMessages());
    await act(() => uploadGuestCart());
    expect(texts(result.current)).toEqual([changed]);
    expect(readGuestCart()).toEqual([]);
  });

  it("clears the list with the server's message when none of its items can be added any more", async () => {
    addToGuestCart(buildProduct({ id: 4 }), 1);
    const none = 'None of these items can be added to the cart now.';
    stubFetch((url) =>
      url.pathname.endsWith('/add-multiple-items')
        ? {
            status: 409,
            code: 'not_available',
            errors: [none],
            data: { added: [], adjusted: [], skipped: [{ id: 4, type: 'product' }], repriced: [], count: 0 },
          }
        : { data: buildCart() },
    );
    const { result } = renderHook(() => useFeedbackMessages());
    await expect(uploadGuestCart()).resolves.toBe(true);
    await act(async () => undefined);
    expect(texts(result.current)).toEqual([none]);
    expect(readGuestCart()).toEqual([]);
  });

  it("keeps the list and says 'Error while uploading cart items' when the upload fails", async () => {
    addToGuestCart(buildProduct({ id: 3 }), 2);
    stubFetch(() => ({ status: 500, errors: ['boom'] }));
    const { result } = renderHook(() => useFeedbackMessages());
    await act(() => uploadGuestCart());
    expect(texts(result.current)).toEqual(['Error while uploading cart items']);
    expect(readGuestCart()).toHaveLength(1);
  });
});
