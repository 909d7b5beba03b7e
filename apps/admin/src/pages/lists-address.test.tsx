// A list page's filters and page live in the address: a reload or Back to the list shows the same
// filtered page, and a link to the list while it is shown is followed.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from '../router.tsx';
import { TitleRow } from '../ui/PageParts.tsx';
import { fakeApi, type Call } from '../test/fake-api.ts';
import { CardsList } from './Cards.tsx';
import { OrdersList } from './Orders.tsx';
import { ProductsList } from './Products.tsx';
import { TicketsList } from './Tickets.tsx';

const pages = (n: number) => ({ items: [], total: 25 * n, last_page: n });
const last = (calls: Call[], path: string) => calls.filter((c) => c.path === path).at(-1)!;

describe('a list page', () => {
  it('keeps its filters and page in the address, and shows them again when the list is opened at it', async () => {
    window.history.replaceState(null, '', '/admin/products');
    const calls = fakeApi({
      'GET /products/options': { categories: [{ id: 12, name: 'Mice', parent_id: 2, leaf: true }], brands: ['Logi'] },
      'GET /products': pages(3),
    });
    const first = render(<ProductsList />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status' }), { target: { value: 'no' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ماوس' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(calls, '/products').query.get('page')).toBe('2'));
    const address = new URLSearchParams(window.location.search);
    expect(window.location.pathname).toBe('/admin/products');
    expect(Object.fromEntries(address)).toEqual({ active: 'no', search: 'ماوس', page: '2' });

    // a record opened from the list, then Back (or a reload): the list is drawn anew from the address
    first.unmount();
    navigate('/products/7');
    window.history.replaceState(null, '', `/admin/products?${address}`);
    const before = calls.length;
    render(<ProductsList />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    const again = last(calls, '/products').query;
    expect([again.get('active'), again.get('search'), again.get('page')]).toEqual(['no', 'ماوس', '2']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('no');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('ماوس');
    expect(await screen.findByText('Page 2 of 3 · 75 in all')).toBeTruthy();
  });

  it("has a record's Back link return to the list as it was left", async () => {
    window.history.replaceState(null, '', '/admin/cards');
    fakeApi({ 'GET /cards': pages(4) });
    const list = render(<CardsList />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Low on codes only' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.search).toBe('?low_stock=1&page=2'));
    list.unmount();
    act(() => navigate('/cards/7'));
    render(<TitleRow title="Steam $25" back="/cards" />);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/cards?low_stock=1&page=2');
  });

  it('follows a link to the list given while it is shown (the dashboard tile, the menu)', async () => {
    window.history.replaceState(null, '', '/admin/orders?status=shipped&search=GS-1&page=4');
    const calls = fakeApi({ 'GET /orders/options': { methods: [] }, 'GET /orders': pages(5) });
    render(<OrdersList role="support" />);
    await waitFor(() => expect(last(calls, '/orders').query.get('page')).toBe('4'));
    expect(last(calls, '/orders').query.get('status')).toBe('shipped');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('GS-1');

    act(() => navigate('/orders?attention=on_hold'));
    await waitFor(() => expect(last(calls, '/orders').query.get('attention')).toBe('on_hold'));
    const q = last(calls, '/orders').query;
    expect([q.get('status'), q.get('search'), q.get('page')]).toEqual([null, null, '1']);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });

  it('reads a page that is no whole number as the first, and leaves defaults out of the address', async () => {
    window.history.replaceState(null, '', '/admin/tickets?page=abc&status=resolved');
    const calls = fakeApi({ 'GET /tickets': pages(2) });
    render(<TicketsList />);
    await waitFor(() => expect(last(calls, '/tickets').query.get('status')).toBe('resolved'));
    expect(last(calls, '/tickets').query.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(last(calls, '/tickets').query.get('status')).toBe('open'));
    expect(window.location.search).toBe('');
  });
});
