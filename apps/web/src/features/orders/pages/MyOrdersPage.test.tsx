// /my-orders: the customer's orders with their status, payment and total, the status filter and
// the pages of 20 (both in the address), 'Track' only for orders with a shipment, 'No orders yet'.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrderItem, buildOrdersPage } from '../test/fixtures.ts';
import { renderOrders, signIn } from '../test/render.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

// the page is a lazy route: load its module once, so no test waits for the import
beforeAll(() => import('./MyOrdersPage.tsx'));

freshStorefrontEachTest();
beforeEach(() => signIn());

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.toString());

describe('my orders', () => {
  it('lists each order with its number, date, status, payment, total and links', async () => {
    stubFetch(() => ({
      data: buildOrdersPage([
        buildOrderItem({ id: 12, name: 'GS-100012', status: 'shipped', tracking_data: { key: 'SBX9', updates: [] } }),
        buildOrderItem({ id: 11, name: 'GS-100011', status: 'cancelled', payment: null, total_price: 500 }),
      ]),
    }));
    renderOrders('/my-orders');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('03/12/2026')).toBeTruthy();
    expect(first.getByTestId('order-status').textContent).toBe('Shipped');
    expect(first.getByText('Credit / Debit Card')).toBeTruthy();
    expect(first.getByText('2,075 EGP')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View order GS-100012' }).getAttribute('href')).toBe('/order/12');
    expect(first.getByRole('link', { name: 'Track order GS-100012' }).getAttribute('href')).toBe(
      '/track-my-order?tracking=SBX9&order=12',
    );
    const second = within(rows[1]!);
    expect(second.getByTestId('order-status').textContent).toBe('Cancelled');
    expect(second.queryByRole('link', { name: /Track/ })).toBeNull();
  });

  it('filters by status from page 1 and pages through 20 at a time', async () => {
    const fetchMock = stubFetch(() => ({
      data: buildOrdersPage([buildOrderItem()], { total: 45, last_page: 3, current_page: 1 }),
    }));
    renderOrders('/my-orders?page=2');
    await screen.findAllByTestId('order-row');
    expect(listCalls(fetchMock)[0]).toBe('status=all&per_page=20&page=2');
    const filter = screen.getByLabelText('Status');
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Completed',
      'Shipped',
      'Processing',
      'Cancelled',
      'Refunded',
      'On hold',
    ]);
    fireEvent.change(filter, { target: { value: 'on-hold' } });
    await vi.waitFor(() => expect(listCalls(fetchMock)).toContain('status=on-hold&per_page=20&page=1'));
    expect(screen.getByTestId('location').textContent).toBe('/my-orders?status=on-hold');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/my-orders?status=on-hold&page=3');
  });

  it("says 'No orders yet' when there are none, with a way to start shopping", async () => {
    stubFetch(() => ({ data: buildOrdersPage([]) }));
    renderOrders('/my-orders');
    const empty = (await screen.findByText('No orders yet')).closest('[role=status]') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('a status with no orders says so without sending the shopper away', async () => {
    stubFetch(() => ({ data: buildOrdersPage([]) }));
    renderOrders('/my-orders?status=refunded');
    const empty = (await screen.findByText('No orders yet')).closest('[role=status]') as HTMLElement;
    expect(within(empty).queryByRole('link')).toBeNull();
  });
});
