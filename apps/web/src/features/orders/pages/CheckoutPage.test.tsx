// /checkout as a customer sees it: the saved address prefilled with Egypt read-only, the spec §5
// shipping and payment rules, installment and wallet-number methods, the wallet covering the
// order, the merchant's 'Add funds' prompt, the coupon (applied, re-checked, hidden with points),
// problems shown by field, and the three result paths of spec §4 (payment link, message, order).
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCardLine, buildCart, buildCartLine } from '../../cart/test/fixtures.ts';
import { BUY_NOW_KEY, REDEEM_POINTS_KEY } from '../../cart/index.ts';
import { leave } from '../leave.ts';
import { buildPrice, METHODS, SHIPPING } from '../test/fixtures.ts';
import { renderOrders, signIn } from '../test/render.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

type Answer = { status?: number; data?: unknown; message?: string; errors?: string[]; code?: string };

const physicalCart = buildCart({ products: [buildCartLine({ id: 4, name: 'Ryzen 7', qty: 1, total_price: 2000 })] });
const digitalCart = buildCart({ products: [], cards: [buildCardLine()] });
const address = { full_name: 'Mona Adel', phone: '01000000001', city: 'Cairo', street_address: '12 Tahrir St' };

/** A fake API for checkout: each call answered by `over[path]` or a sensible default. */
function fakeCheckout(over: Record<string, (url: URL, init?: RequestInit) => Answer> = {}, cart = physicalCart) {
  const defaults: Record<string, (url: URL, init?: RequestInit) => Answer> = {
    '/api/users/cart': () => ({ data: cart }),
    '/api/payments': () => ({ data: METHODS }),
    '/api/shipping-methods': () => ({ data: SHIPPING }),
    '/api/users/wallets': () => ({ data: { balance: 0 } }),
    '/api/users/address': () => ({ data: address }),
    '/api/users/cart/price': () => ({ data: buildPrice() }),
    '/api/users/orders': () => ({
      data: { order_id: 41, payment_link: '/api/payments/sandbox/7?token=t' },
      message: 'Your order has been placed.',
    }),
  };
  const fetchMock = stubFetch((url, init) =>
    (over[url.pathname] ?? defaults[url.pathname] ?? (() => ({ status: 404, errors: ['Not found'] })))(url, init),
  );
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([u]) => new URL(String(u), 'http://x').pathname === path)
      .map(([u, init]) => ({
        query: new URL(String(u), 'http://x').searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      }));
  return { fetchMock, calls };
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const lastPrice = (calls: ReturnType<typeof fakeCheckout>['calls']) => calls('/api/users/cart/price').at(-1)!.query;

// the page is a lazy route: load its module once, so no test waits for the import
beforeAll(() => import('./CheckoutPage.tsx'));

freshStorefrontEachTest();
beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe('checkout form', () => {
  it('prefills the saved address, shows Egypt read-only and lists the lines and totals', async () => {
    fakeCheckout();
    renderOrders('/checkout');
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Mona Adel');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Cairo');
    const country = screen.getByLabelText('Country') as HTMLInputElement;
    expect(country.value).toBe('Egypt');
    expect(country.readOnly).toBe(true);
    expect(screen.getAllByTestId('checkout-line')[0]!.textContent).toContain('Ryzen 7');
    expect((await screen.findByTestId('total-price')).textContent).toBe('2,075 EGP');
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/terms_condition');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy_policy');
    expect(screen.getByRole('link', { name: 'My wallet' }).getAttribute('href')).toBe('/wallet');
    // the wallet's link sits with the balance it explains, not at the end of the terms sentence
    await vi.waitFor(() => expect(screen.getByTestId('wallet-line').textContent).toMatch(/^Wallet balance: .+ · My wallet$/));
    expect(screen.getByText(/By placing your order you agree/).textContent).toBe(
      'By placing your order you agree to our Terms and conditions and Privacy policy.',
    );
  });

  it('delivers a digital-only cart online only: no courier delivery and no pay on delivery (issue 22)', async () => {
    const { calls } = fakeCheckout({}, digitalCart);
    renderOrders('/checkout');
    expect(((await screen.findByRole('radio', { name: /Online delivery/ })) as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(lastPrice(calls).get('shipping_method')).toBe('1'));
    expect(screen.queryByRole('radio', { name: /Cash on Delivery/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Card on Delivery/ })).toBeNull();
    // a code is not shipped: no courier method, so no 75 EGP fee and nothing to pay at the door
    expect(screen.queryByRole('radio', { name: /Two-day delivery/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Store pickup/ })).toBeNull();
  });

  it('physical items: online delivery is not offered and two-day is chosen', async () => {
    fakeCheckout();
    renderOrders('/checkout');
    expect(((await screen.findByRole('radio', { name: /Two-day delivery/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Online delivery/ })).toBeNull();
    expect(screen.getByText('Online delivery is for orders of digital items only.')).toBeTruthy();
  });

  it('labels installment plans and asks for the wallet number when the method needs it', async () => {
    fakeCheckout();
    renderOrders('/checkout');
    const installment = (await screen.findByRole('radio', { name: /National Bank of Egypt/ })).closest('label')!;
    expect(within(installment).getByText('Installments')).toBeTruthy();
    expect(screen.queryByLabelText('Wallet number')).toBeNull();
    fireEvent.click(radio(/Mobile Wallet/));
    expect(await screen.findByLabelText('Wallet number')).toBeTruthy();
  });

  it('disables the payment methods when the wallet balance covers the total', async () => {
    vi.spyOn(leave, 'to').mockImplementation(() => {});
    const { calls } = fakeCheckout({
      '/api/users/wallets': () => ({ data: { balance: 5000 } }),
      '/api/users/cart/price': () => ({ data: buildPrice({ wallet_discount: 2075, due: 0 }) }),
    });
    renderOrders('/checkout');
    expect(await screen.findByText('Your wallet balance covers this order, so no payment method is needed.')).toBeTruthy();
    expect(radio(/Credit/).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(calls('/api/users/orders')).toHaveLength(1));
    expect(calls('/api/users/orders')[0]!.body).not.toHaveProperty('payment_id');
  });

  it("shows a merchant 'Add funds in your wallet' when the balance is below the total, not a customer", async () => {
    signIn({ user_type: 'merchant' });
    fakeCheckout({ '/api/users/wallets': () => ({ data: { balance: 100 } }) });
    renderOrders('/checkout');
    expect((await screen.findByRole('link', { name: 'Add funds in your wallet' })).getAttribute('href')).toBe('/add-topup');
  });

  it('does not show the funds prompt to a customer', async () => {
    fakeCheckout({ '/api/users/wallets': () => ({ data: { balance: 100 } }) });
    renderOrders('/checkout');
    expect((await screen.findByTestId('wallet-line')).textContent).toBe('Wallet balance: 100 EGP · My wallet');
    expect(screen.queryByRole('link', { name: 'Add funds in your wallet' })).toBeNull();
  });
});

describe('shipping methods as the store has them', () => {
  it('lists only the methods switched on, with their names and fees from the server', async () => {
    const { calls } = fakeCheckout({
      '/api/shipping-methods': () => ({
        data: [
          { id: 1, name: 'Online delivery', fee: 0 },
          { id: 3, name: 'Pickup at our Maadi branch', fee: 0 },
        ],
      }),
    });
    renderOrders('/checkout');
    const pickup = (await screen.findByRole('radio', { name: /Pickup at our Maadi branch/ })) as HTMLInputElement;
    expect(pickup.checked).toBe(true);
    expect(within(pickup.closest('label')!).getByTestId('shipping-fee').textContent).toBe('Free');
    // two-day switched off: not offered; online delivery stays the digital orders' (spec §5)
    expect(screen.queryByRole('radio', { name: /Two-day delivery/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Online delivery/ })).toBeNull();
    expect(screen.getAllByRole('radio', { name: /delivery|Pickup|pickup/ })).toHaveLength(1);
    await vi.waitFor(() => expect(lastPrice(calls).get('shipping_method')).toBe('3'));
  });

  it("shows a renamed method by its new name and fee, in the shopper's language", async () => {
    const { calls } = fakeCheckout({
      '/api/shipping-methods': () => ({
        data: [
          { id: 2, name: 'Express courier', fee: 50 },
          { id: 3, name: 'Store pickup (Nasr City)', fee: 0 },
        ],
      }),
    });
    renderOrders('/checkout');
    const express = (await screen.findByRole('radio', { name: /Express courier/ })) as HTMLInputElement;
    expect(express.checked).toBe(true);
    expect(within(express.closest('label')!).getByTestId('shipping-fee').textContent).toBe('50 EGP');
    expect(screen.queryByText('Two-day delivery')).toBeNull();
    expect(calls('/api/shipping-methods')[0]).toBeTruthy();
  });

  it('says up front when the chosen method was switched off, and offers the others', async () => {
    let live = SHIPPING;
    const { calls } = fakeCheckout({
      '/api/shipping-methods': () => ({ data: live }),
      '/api/users/orders': () => ({
        status: 400,
        errors: ['This shipping method is not available.'],
        code: 'shipping_unavailable',
      }),
    });
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Credit/ }));
    live = SHIPPING.filter((m) => m.id !== 3); // an admin switches store pickup off meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This shipping method is not available.')).toBeTruthy();
    expect((await screen.findByTestId('shipping-gone')).textContent).toBe(
      'Store pickup (Nasr City) is no longer available. Please check the shipping method below before placing your order.',
    );
    expect(screen.queryByRole('radio', { name: /Store pickup/ })).toBeNull();
    expect(radio(/Two-day delivery/).checked).toBe(true);
    await vi.waitFor(() => expect(lastPrice(calls).get('shipping_method')).toBe('2'));
    // the next try goes with the method shown
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(calls('/api/users/orders')).toHaveLength(2));
    expect(calls('/api/users/orders')[1]!.body).toMatchObject({ shipping_method: 2, payment_id: 1 });
  });

  it('says so and places nothing when no method the store offers can ship the order', async () => {
    const { calls } = fakeCheckout(
      { '/api/shipping-methods': () => ({ data: SHIPPING.filter((m) => m.id !== 1) }) },
      digitalCart,
    );
    renderOrders('/checkout');
    const none = await screen.findByTestId('shipping-none');
    expect(none.textContent).toBe(
      'No shipping method is available for this order right now, so it cannot be placed. Please try again later or contact us.',
    );
    expect(within(none).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryAllByRole('radio', { name: /delivery|pickup/i })).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls('/api/users/cart/price')).toHaveLength(0);
    expect(calls('/api/users/orders')).toHaveLength(0);
  });
});

describe('coupon', () => {
  it('applies a coupon, prices with it and re-checks it when the shipping changes', async () => {
    const { calls } = fakeCheckout({
      '/api/users/cart/coupons/check': () => ({ data: { discount: 200, code: 'EID200' }, message: 'Coupon applied' }),
      '/api/users/cart/price': (url) => ({
        data: buildPrice(url.searchParams.get('coupon') ? { discount: 200, total_price: 1875, due: 1875 } : {}),
      }),
    });
    renderOrders('/checkout');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'EID200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon EID200 applied')).toBeTruthy();
    expect(calls('/api/users/cart/coupons/check')[0]!.body).toEqual({ code: 'EID200', shipping_method: 2 });
    expect((await screen.findByTestId('total-discount')).textContent).toBe('−200 EGP');
    fireEvent.click(radio(/Store pickup/));
    await vi.waitFor(() => expect(calls('/api/users/cart/coupons/check')).toHaveLength(2));
    expect(calls('/api/users/cart/coupons/check')[1]!.body).toEqual({ code: 'EID200', shipping_method: 3 });
  });

  it('drops a coupon that no longer applies after the payment changes, showing the first error', async () => {
    let n = 0;
    fakeCheckout({
      '/api/users/cart/coupons/check': () =>
        ++n === 1
          ? { data: { discount: 200, code: 'CARD10' } }
          : {
              status: 400,
              errors: ['This coupon cannot be used with the chosen payment method.', 'second'],
              code: 'coupon_invalid',
            },
    });
    renderOrders('/checkout');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'CARD10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon CARD10 applied');
    fireEvent.click(radio(/Cash on Delivery/));
    expect(await screen.findByText('This coupon cannot be used with the chosen payment method.')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.queryByText('Coupon CARD10 applied')).toBeNull();
  });

  it('is hidden while points from the cart are redeemed, and the points are priced', async () => {
    sessionStorage.setItem(REDEEM_POINTS_KEY, '500');
    const { calls } = fakeCheckout({
      '/api/users/cart': () => ({
        data: { ...physicalCart, max_redeemable_points: 1000, usable_points: 1000, current_points: 1500 },
      }),
    });
    renderOrders('/checkout');
    expect(await screen.findByText('Coupons cannot be combined with reward points.')).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    await vi.waitFor(() => expect(lastPrice(calls).get('redeem_points')).toBe('500'));
  });
});

describe('placing the order', () => {
  it('checks the fields first and shows each problem next to its field', async () => {
    const { calls } = fakeCheckout({ '/api/users/address': () => ({ data: null }) });
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Full name is required.')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Phone number is required.')).toBeTruthy();
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Mona' } });
    await vi.waitFor(() => expect(screen.queryByText('Full name is required.')).toBeNull());
    fireEvent.click(radio(/Mobile Wallet/));
    fireEvent.change(await screen.findByLabelText('Wallet number'), { target: { value: '123' } });
    expect(await screen.findByText('Please enter a valid wallet number (11 digits starting with 01).')).toBeTruthy();
    expect(calls('/api/users/orders')).toHaveLength(0);
  });

  it('takes the shopper to the first marked field: the name, then the payment choices, then the wallet number', async () => {
    fakeCheckout({ '/api/users/address': () => ({ data: null }) });
    renderOrders('/checkout');
    const place = await screen.findByRole('button', { name: 'Place Order' });
    place.focus();
    fireEvent.click(place);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    for (const [label, value] of Object.entries({
      'Full name': 'Mona Adel',
      'Phone number': '01000000001',
      City: 'Cairo',
      'Street address': '12 Tahrir St',
    }))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    place.focus();
    fireEvent.click(place);
    await vi.waitFor(() => expect(document.activeElement).toBe(radio(/Credit/)));
    // the reason is said above the methods, where the shopper lands, not below the last of them
    const said = screen.getByText('Please choose a payment method.');
    expect(said.compareDocumentPosition(radio(/Credit/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(radio(/Mobile Wallet/));
    place.focus();
    fireEvent.click(place);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Wallet number')));
  });

  it('sends the spec payload and goes to the payment link', async () => {
    const assign = vi.spyOn(leave, 'to').mockImplementation(() => {});
    const { calls } = fakeCheckout();
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Mobile Wallet/ }));
    fireEvent.change(await screen.findByLabelText('Wallet number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address for next time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/7?token=t'));
    expect(calls('/api/users/orders')[0]!.body).toEqual({
      full_name: 'Mona Adel',
      country: 'Egypt',
      city: 'Cairo',
      street_address: '12 Tahrir St',
      phone: '01000000001',
      shipping_method: 2,
      redeem_points: 0,
      save_address: true,
      payment_id: 2,
      wallet_number: '01012345678',
    });
  });

  it('shows a returned message in a popup whose Ok leads to /my-orders', async () => {
    fakeCheckout({
      '/api/users/orders': () => ({
        data: { order_id: 41, message: 'Your order has been placed. You will pay when it arrives.' },
      }),
    });
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your order has been placed. You will pay when it arrives.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-orders'));
  });

  it('keeps saying the order was placed behind that popup, not that the cart is empty', async () => {
    let placed = false;
    const { calls } = fakeCheckout({
      '/api/users/cart': () => ({ data: placed ? buildCart({ products: [] }) : physicalCart }),
      '/api/users/orders': () => {
        placed = true;
        return { data: { order_id: 41, message: 'Your order has been placed. You will pay when it arrives.' } };
      },
    });
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await vi.waitFor(() => expect(calls('/api/users/cart/price').length).toBeGreaterThan(0));
    const pricedBefore = calls('/api/users/cart/price').length;
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog');
    // the emptied cart is read again (the header's count); the page does not turn into 'Your cart is empty'
    await vi.waitFor(() => expect(calls('/api/users/cart').length).toBeGreaterThan(1));
    // nor is the placed order's emptied cart priced again (the server refuses an empty cart's price)
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('/api/users/cart/price').length).toBe(pricedBefore);
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'My orders', hidden: true }).getAttribute('href')).toBe('/my-orders');
  });

  it('goes to the order 3 s after an order the wallet paid', async () => {
    fakeCheckout({
      '/api/users/wallets': () => ({ data: { balance: 5000 } }),
      '/api/users/cart/price': () => ({ data: buildPrice({ wallet_discount: 2075, due: 0 }) }),
      '/api/users/orders': () => ({ data: { order_id: 41 }, message: 'Your order has been placed.' }),
    });
    renderOrders('/checkout');
    await screen.findByText('Your wallet balance covers this order, so no payment method is needed.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('link', { name: 'View' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/41'));
  });

  it('shows what the server refuses', async () => {
    fakeCheckout({
      '/api/users/orders': () => ({
        status: 409,
        errors: ['This quantity is not available: Ryzen 7'],
        code: 'quantity_unavailable',
      }),
    });
    renderOrders('/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Credit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This quantity is not available: Ryzen 7')).toBeTruthy();
  });
});

describe('buy now', () => {
  it('prices and places the buy-now item alone, with its parameters on every call', async () => {
    sessionStorage.setItem(BUY_NOW_KEY, JSON.stringify([{ type: 'card', id: 9, qty: 2 }]));
    sessionStorage.setItem(REDEEM_POINTS_KEY, '500');
    vi.spyOn(leave, 'to').mockImplementation(() => {});
    const { calls } = fakeCheckout({}, digitalCart);
    renderOrders('/checkout?from=buy-now');
    expect(await screen.findByText('You are buying this item alone; your cart stays as it is.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Credit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(calls('/api/users/orders')).toHaveLength(1));
    for (const path of ['/api/users/cart', '/api/payments', '/api/users/cart/price']) {
      const q = calls(path)[0]!.query;
      expect([q.get('is_buy_now'), q.get('card_id'), q.get('qty')], path).toEqual(['1', '9', '2']);
    }
    expect(calls('/api/users/orders')[0]!.body).toMatchObject({
      is_buy_now: 1,
      card_id: 9,
      qty: 2,
      redeem_points: 0,
      shipping_method: 1,
    });
  });
});

describe('buy now, once placed', () => {
  it('forgets the item, so Back from the gateway finds nothing to order twice', async () => {
    sessionStorage.setItem(BUY_NOW_KEY, JSON.stringify([{ type: 'card', id: 9, qty: 1 }]));
    const assign = vi.spyOn(leave, 'to').mockImplementation(() => {});
    const { calls } = fakeCheckout({}, digitalCart);
    renderOrders('/checkout?from=buy-now');
    fireEvent.click(await screen.findByRole('radio', { name: /Credit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sessionStorage.getItem(BUY_NOW_KEY)).toBeNull();
    expect(calls('/api/users/orders')).toHaveLength(1);
  });

  it('says so on /checkout?from=buy-now with no item, with My orders and the cart, and offers no Place Order', async () => {
    fakeCheckout({}, physicalCart);
    renderOrders('/checkout?from=buy-now');
    expect(
      await screen.findByText(
        'Nothing to buy here: this Buy Now order was placed already, or the item is no longer chosen. Your orders, paid or not, are in My Orders.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders', hidden: true }).getAttribute('href')).toBe('/my-orders');
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/my-cart');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(screen.queryByText('Ryzen 7')).toBeNull();
  });
});

describe('empty cart', () => {
  it('says the cart is empty and links back to it', async () => {
    fakeCheckout({}, buildCart({ products: [] }));
    renderOrders('/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/my-cart');
  });
});
