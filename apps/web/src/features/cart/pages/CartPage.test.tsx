// /my-cart as a shopper sees it: the server cart's lines and totals, quantity changes and removal
// through the cart calls, the notice when the server corrected the cart, the guest's checkout
// going to /login, and the payment-failed popup.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { buildProduct } from '../../catalog/test/fixtures.ts';
import { addToGuestCart, reloadGuestCart } from '../guest-cart.ts';
import { cartRoutes } from '../routes.tsx';
import { buildCardLine, buildCart, buildCartLine } from '../test/fixtures.ts';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes, standIns } from '../../../test/render-routes.tsx';
import { useLocation } from 'react-router';
import { returnPath } from '../../../app/guards.tsx';

const renderCart = (path = '/my-cart') =>
  renderRoutes(cartRoutes, path, { extraRoutes: standIns({ '/login': 'Login page', '/checkout': 'Checkout page' }) });

freshStorefrontEachTest();
beforeEach(() => reloadGuestCart());

describe('signed-in cart', () => {
  beforeEach(() => setSession('token-1', { email: 'a@b.c', phone: '0100', dob: null, user_type: 'customer' }));

  it('lists the server lines with totals and changes a quantity with type update', async () => {
    const cart = buildCart({
      products: [buildCartLine({ id: 4, name: 'Ryzen 7 7800X3D', qty: 2, total_price: 2000 })],
      cards: [buildCardLine()],
    });
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/add-cart') ? { data: { qty: 3, count: 2 }, message: 'Cart updated' } : { data: cart },
    );
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Ryzen 7 7800X3D'),
      expect.stringContaining('PSN $10'),
    ]);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('2,500 EGP');

    // each line's buttons name its item: a screen reader hears which line it changes
    fireEvent.click(within(lines[0]!).getByRole('button', { name: 'Increase quantity of Ryzen 7 7800X3D' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/products/4/add-cart')).toBe(true));
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/products/4/add-cart')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ qty: 3, type: 'update' });
  });

  it('shows the quantity the line still has when the server refuses a typed one', async () => {
    const cart = buildCart({ products: [buildCartLine({ id: 4, name: 'Ryzen 7 7800X3D', qty: 1, total_price: 1000, type: 0 })] });
    const refusal = 'Quantity must be a whole number from 1 to 999.';
    stubFetch((url) => (url.pathname.endsWith('/add-cart') ? { status: 422, errors: [refusal] } : { data: cart }));
    renderCart();
    const [line] = await screen.findAllByTestId('cart-line');
    const input = within(line!).getByLabelText('Quantity of Ryzen 7 7800X3D');
    fireEvent.change(input, { target: { value: '1500' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(refusal)).toBeTruthy();
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe('1'));
  });

  it('stops the plus button at the stock and removes a line with delete-cart', async () => {
    const cart = buildCart({ products: [buildCartLine({ id: 4, qty: 5, stock: 5 })] });
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/delete-cart') ? { data: { qty: 0, count: 0 } } : { data: cart },
    );
    renderCart();
    const [line] = await screen.findAllByTestId('cart-line');
    expect(within(line!).getByRole('button', { name: 'Increase quantity of Test Product 1' })).toHaveProperty('disabled', true);
    expect(within(line!).getByText('Only 5 left')).toBeTruthy();
    fireEvent.click(within(line!).getByRole('button', { name: /Remove Test Product 1/ }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/products/4/delete-cart' && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });

  it('tells the shopper when the server corrected the cart', async () => {
    stubFetch(() => ({ data: buildCart({ is_cart_updated: true }) }));
    renderCart();
    expect((await screen.findByText(/changed since you added them/)).getAttribute('role')).toBe('status');
  });

  it('shows the points box with the balance when the customer has points', async () => {
    // Radix's slider measures its thumb; jsdom has no ResizeObserver (every browser has one)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    stubFetch(() => ({ data: buildCart({ current_points: 1500, max_redeemable_points: 1000, usable_points: 1000 }) }));
    renderCart();
    // grouped in threes, as /rewards and prices show numbers
    expect(await screen.findByText('You have 1,500 points')).toBeTruthy();
    expect(await screen.findByRole('slider', { name: 'Points to redeem' })).toBeTruthy();
  });

  it('shows the empty message when the server cart has no lines', async () => {
    stubFetch(() => ({ data: buildCart({ products: [] }) }));
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});

describe('a server cart that cannot be read', () => {
  beforeEach(() => setSession('token-1', { email: 'a@b.c', phone: '0100', dob: null, user_type: 'customer' }));

  it("says the account needs activating, with the way to do it, instead of 'Your cart is empty'", async () => {
    const message = 'Please activate your account first.';
    stubFetch(() => ({ status: 403, message, errors: [message], code: 'account_not_active' }));
    renderCart();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activate your account' }).getAttribute('href')).toBe('/verify');
    expect(screen.queryByText('Your cart is empty')).toBeNull();
  });

  it('says the items a guest added before signing up are kept for the account until it is active', async () => {
    addToGuestCart(buildProduct({ id: 3, name: 'Logitech G Pro' }), 1);
    addToGuestCart(buildProduct({ id: 4, name: 'Razer Viper' }), 2);
    const message = 'Please activate your account first.';
    stubFetch(() => ({ status: 403, message, errors: [message], code: 'account_not_active' }));
    renderCart();
    expect((await screen.findByTestId('cart-held')).textContent).toBe(
      'The 2 items you added are kept, and go into your cart once your account is active.',
    );
    expect(screen.getByRole('link', { name: 'Activate your account' })).toBeTruthy();
  });

  it('says the server failed instead of showing an empty cart', async () => {
    stubFetch(() => ({
      status: 500,
      message: 'Something went wrong on our side.',
      errors: ['Something went wrong on our side.'],
    }));
    renderCart();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Activate your account' })).toBeNull();
  });
});

describe('guest cart page', () => {
  it('lists the session cart and sends Checkout to /login', async () => {
    addToGuestCart(buildProduct({ id: 3, name: 'Logitech G Pro', price: 100, price_after_discount: null }), 2);
    stubFetch(() => ({ data: null }));
    renderCart();
    expect((await screen.findAllByTestId('cart-line'))[0]!.textContent).toContain('Logitech G Pro');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('200 EGP');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("sends the guest's Checkout to /login with this cart as the page to come back to", async () => {
    addToGuestCart(buildProduct({ id: 3, name: 'Logitech G Pro', price: 100, price_after_discount: null }), 1);
    stubFetch(() => ({ data: null }));
    function LoginProbe() {
      return <h1>Login page, then {returnPath(useLocation().state)}</h1>;
    }
    renderRoutes(cartRoutes, '/my-cart', { extraRoutes: [{ path: '/login', element: <LoginProbe /> }] });
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Login page, then /my-cart' })).toBeTruthy();
  });

  it('shows the payment-failed popup for ?success=false', async () => {
    stubFetch(() => ({ data: null }));
    renderCart('/my-cart?success=false');
    expect(await screen.findByRole('dialog', { name: 'Payment failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
