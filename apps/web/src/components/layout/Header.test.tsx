// Header (spec §2 Shell): guests see Login; signed-in users an account menu and a wishlist
// link; the cart badge links to /my-cart; a search goes to /search/{query with dashes}.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../app/test-providers.tsx';
import { clearSession, setSession } from '../../lib/session.ts';
import { buildCart } from '../../features/cart/test/fixtures.ts';
import { addToGuestCart, clearGuestCart } from '../../features/cart/guest-cart.ts';
import { buildProduct } from '../../features/catalog/test/fixtures.ts';
import { Header } from './Header.tsx';
import { stubApi } from '../../test/fake-api.ts';

afterEach(() => {
  clearSession();
  clearGuestCart();
  vi.unstubAllGlobals();
});

describe('<Header>', () => {
  it('shows a Login link to guests and the cart link', () => {
    stubApi(() => []);
    renderWithRouter(<Header />);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: /^Cart, 0 items$/ }).getAttribute('href')).toBe('/my-cart');
    expect(screen.queryByRole('link', { name: 'My Wishlist' })).toBeNull();
  });

  it('shows the account menu and the wishlist link when signed in', async () => {
    // the signed-in badge reads the server cart
    stubApi((url) => (url.pathname === '/api/users/cart' ? buildCart({ products: [] }) : { products: [], cards: [] }));
    setSession('token-1', { email: 'sara@example.com', phone: '01000000000', dob: null, user_type: 'customer' });
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'My Wishlist' }).getAttribute('href')).toBe('/my-wishlist');
    // the menu is a lazy chunk (AccountMenu.tsx): its first import in a busy test runner may pass 1 s
    expect(await screen.findByRole('button', { name: 'My Account' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('counts the guest cart held for an account still to activate (it has no server cart yet), and asks the server nothing', async () => {
    const calls = stubApi(() => buildCart({ products: [] }));
    addToGuestCart(buildProduct({ id: 3 }), 1);
    addToGuestCart(buildProduct({ id: 4 }), 2);
    setSession('token-1', {
      email: 'new@example.com',
      phone: '01000000000',
      dob: null,
      user_type: 'customer',
      activation_str: 'waiting_Active',
    });
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: /^Cart, 2 items$/ })).toBeTruthy();
    expect(calls.mock.calls.map(([u]) => String(u))).not.toContain('/api/users/cart');
  });

  it('gives focus back to the menu button when the mobile drawer is closed with Escape', async () => {
    stubApi(() => []);
    renderWithRouter(<Header />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    hamburger.focus();
    fireEvent.click(hamburger);
    // the drawer is a lazy chunk (MobileNav.tsx)
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(hamburger));
  });

  it('searches /search/{query with dashes} on Enter and keeps the text', async () => {
    stubApi(() => ({ products: { products: [] }, cards: { cards: [] } }));
    const { router } = renderWithRouter(<Header />);
    const input = screen.getByRole('searchbox', { name: 'Search products and cards' });
    fireEvent.change(input, { target: { value: 'ps5  slim disc' } });
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/search/ps5-slim-disc');
    expect((input as HTMLInputElement).value).toBe('ps5  slim disc');
  });
});
