// The order page's Returns section as staff use it: refunded hardware waiting to come back is
// listed with its units; an admin records units as back in the store (or not coming back) after a
// confirm (No sends nothing), for as many units as typed, and the order is read again; what staff
// said is listed under it; support staff read without buttons; a refusal is shown as worded.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderFull } from '@store/shared/contract/admin-orders';
import { fakeApi, Refusal } from '../test/fake-api.ts';
import { OrderDetail } from './Orders.tsx';

const order: AdminOrderFull = {
  id: 5,
  number: 'GS-20261202-0005',
  status: 'refunded',
  payment_status: 'refunded',
  hold_reason: null,
  customer_id: 3,
  customer_email: 'shopper@example.com',
  payment_method: 'Credit / Debit Card',
  payment_provider: 'sandbox',
  total: 600_00,
  wallet_amount: 0,
  points_redeemed: 0,
  coupon_code: null,
  created_at: '2026-12-02T10:00:00.000Z',
  address: 'Shopper, 1 Nile St, Cairo, 01000000000',
  shipping_method: 2,
  shipping_method_name: 'Courier',
  lines: [{ id: 11, name: 'Wireless Mouse', kind: 'product', qty: 3, refunded_qty: 3, unit_price: 200_00, codes_delivered: 0 }],
  shipment: { tracking_number: 'SBX123', carrier: 'sandbox', last_update: 'Out for Delivery', cancel_refused: true },
  timeline: [],
  refunds: [],
  refunded_total: 600_00,
  returns: {
    awaiting: [{ product_id: 42, name: 'Wireless Mouse', qty: 2 }],
    done: [
      {
        product_id: 42,
        name: 'Wireless Mouse',
        qty: 1,
        outcome: 'kept',
        staff_email: 'admin@demo.gamers-souq.example',
        created_at: '2026-12-02T11:00:00.000Z',
      },
    ],
  },
  actions: {
    fulfil: false,
    ship: false,
    advance: false,
    cancel: false,
    refund: false,
    refund_to_gateway: false,
    hand_over: false,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('<OrderDetail> returns', () => {
  it('an admin records units as back in the store after asking, for the units typed; the order is read again', async () => {
    const calls = fakeApi({
      'GET /orders/5': order,
      'POST /orders/5/returns': { status: 'refunded', payment_status: 'refunded' },
    });
    render(<OrderDetail id={5} role="admin" />);
    const row = await screen.findByTestId('order-return-waiting');
    expect(row.textContent).toContain('Wireless Mouse — 2 waiting to come back');
    expect(screen.getByTestId('order-returns-done').textContent).toContain('1 × Wireless Mouse: not coming back, stays sold');

    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Back in the store' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // more than is waiting cannot be sent
    const units = within(row).getByLabelText('Units');
    fireEvent.change(units, { target: { value: '3' } });
    expect((within(row).getByRole('button', { name: 'Back in the store' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(units, { target: { value: '1' } });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(within(row).getByRole('button', { name: 'Back in the store' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { product_id: 42, qty: 1, outcome: 'received' },
      ]),
    );
    expect(String((confirm.mock.calls[0] as unknown[])[0])).toBe(
      'Record 1 × Wireless Mouse as back in the store? They go on sale again.',
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/orders/5')).toHaveLength(2));
  });

  it('support staff read what waits without buttons; a refusal is shown as the server words it', async () => {
    fakeApi({ 'GET /orders/5': order });
    const { unmount } = render(<OrderDetail id={5} role="support" />);
    const row = await screen.findByTestId('order-return-waiting');
    expect(within(row).queryAllByRole('button')).toEqual([]);
    unmount();

    fakeApi({
      'GET /orders/5': order,
      'POST /orders/5/returns': new Refusal(409, 'That is more than is waiting to come back of this item: read the order again.'),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    render(<OrderDetail id={5} role="admin" />);
    fireEvent.click(within(await screen.findByTestId('order-return-waiting')).getByRole('button', { name: 'Not coming back' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That is more than is waiting to come back of this item: read the order again.',
    );
  });
});
