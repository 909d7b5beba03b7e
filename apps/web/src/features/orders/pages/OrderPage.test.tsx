// /order/{id} as a customer sees it: the lines with their codes, copying one code or all of them,
// the totals and delivery details, the contact link, the payment-result popups of ?success= and
// another customer's (or a missing) order.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { clearSession } from '../../../lib/session.ts';
import { buildOrderDetail } from '../test/fixtures.ts';
import { renderOrders, signIn } from '../test/render.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

let writeText: ReturnType<typeof vi.fn>;

// the page is a lazy route: load its module once, so no test waits for the import
beforeAll(() => import('./OrderPage.tsx'));

freshStorefrontEachTest();
beforeEach(() => {
  signIn();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('order detail', () => {
  it('shows the codes of a paid card line and copies one or all of them', async () => {
    const fetchMock = stubFetch(() => ({ data: buildOrderDetail() }));
    renderOrders('/order/11');
    expect(await screen.findByRole('heading', { name: 'Order GS-100011', level: 1 })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users/orders/11');
    expect(screen.getByTestId('order-status').textContent).toBe('Completed');
    const codes = screen.getAllByTestId('order-code');
    expect(codes.map((c) => within(c).getByTestId('code-value').textContent)).toEqual(['AAAA-1111', 'BBBB-2222']);

    fireEvent.click(screen.getByRole('button', { name: 'Copy code 2' }));
    expect(await screen.findByText('PIN copied!')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('BBBB-2222');

    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(await screen.findByText('All PINs copied!')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('AAAA-1111\nBBBB-2222');
  });

  it('prints the page as its receipt, headed by the store', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubFetch(() => ({ data: buildOrderDetail() }));
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    // on paper only (orders.css): whose receipt it is
    expect(screen.getByTestId('receipt-head').textContent).toBe('Gamers SouqReceipt');
  });

  it("buys again: the order's items go to the cart at its quantities, then the cart opens", async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/cart/add-multiple-items'
        ? {
            data: {
              added: [{ id: 4, type: 'product', qty: 1 }],
              adjusted: [{ id: 9, type: 'card', qty: 1 }],
              skipped: [],
              repriced: [],
              count: 2,
            },
            message: 'Some items were added; others are not available in that quantity.',
          }
        : {
            data: buildOrderDetail({
              products: [{ name: 'Ryzen 7', img: '/x.svg', total_price: 2000, qty: 1, product_id: 4, codes_list: [] }],
            }),
          },
    );
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/cart/add-multiple-items'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      items: [
        { id: 4, qty: 1, type: 'product' },
        { id: 9, qty: 2, type: 'card' },
      ],
      platform: 'web',
    });
    expect(await screen.findByText('Some items were added; others are not available in that quantity.')).toBeTruthy();
  });

  it('says what the server says when none of the items can be bought again, and stays', async () => {
    stubFetch((url) =>
      url.pathname === '/api/cart/add-multiple-items'
        ? { status: 409, message: 'None of these items is available now.', errors: ['None of these items is available now.'] }
        : { data: buildOrderDetail() },
    );
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('None of these items is available now.')).toBeTruthy();
    expect(screen.queryByText('Cart page')).toBeNull();
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    stubFetch(() => ({ data: buildOrderDetail() }));
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code 1' }));
    expect(await screen.findByText('Failed to copy. Please try again.')).toBeTruthy();
  });

  it('shows the totals, the delivery details, the contact link and tracking when shipped', async () => {
    stubFetch(() => ({
      data: buildOrderDetail({
        status: 'shipped',
        cards: [],
        products: [{ name: 'Ryzen 7', img: '/x.svg', total_price: 2000, qty: 1, product_id: 4, codes_list: [] }],
        shipping_method: 2,
        shipping_fees: 75,
        sub_total: 2000,
        total_price: 2075,
        payment_fees: 0,
        tracking_data: { key: 'SBX123', updates: [] },
      }),
    }));
    renderOrders('/order/11');
    expect((await screen.findByTestId('order-total')).textContent).toBe('2,075 EGP');
    expect(screen.getByText('Shipping: Two-day delivery')).toBeTruthy();
    expect(screen.getByText('12 Tahrir St')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy all' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Track shipment' }).getAttribute('href')).toBe(
      '/track-my-order?tracking=SBX123&order=11',
    );
    fireEvent.click(screen.getByTestId('order-contact'));
    expect(await screen.findByText('Contact page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/contact-us?order=11');
  });

  it("names the shipping method as the store calls it now, the storefront's own label only when the answer has none", async () => {
    stubFetch(() => ({ data: buildOrderDetail({ shipping_method: 2, shipping_method_name: 'Express courier' }) }));
    renderOrders('/order/11');
    expect(await screen.findByText('Shipping: Express courier')).toBeTruthy();
    expect(screen.queryByText(/Two-day delivery/)).toBeNull();
  });

  it('shows the payment-error popup of ?success=false with the spec wording, and closes it', async () => {
    stubFetch(() => ({ data: buildOrderDetail({ status: 'pending', payable: true, cards: [] }) }));
    renderOrders('/order/11?success=false');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('an error happend in payment prosses try again!')).toBeTruthy();
    expect((await screen.findByTestId('order-status')).textContent).toBe('Pending payment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/order/11');
  });

  it('does not say "try again" when the order can no longer be paid (attempts used up, or cancelled), in English and Arabic', async () => {
    for (const order of [
      { status: 'pending' as const, payable: false, notice: 'This order has used all its payment attempts.' },
      { status: 'cancelled' as const, payable: false },
    ]) {
      stubFetch(() => ({ data: buildOrderDetail({ ...order, cards: [] }) }));
      const view = renderOrders('/order/11?success=false');
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(
        'The payment did not go through, and this order can no longer be paid. You can buy its items again or contact us.',
      );
      expect(dialog.textContent).not.toContain('try again');
      view.unmount();
    }
    await i18n.changeLanguage('ar');
    stubFetch(() => ({ data: buildOrderDetail({ status: 'pending', payable: false, cards: [] }) }));
    renderOrders('/order/11?success=false');
    expect((await screen.findByRole('dialog')).textContent).toContain('لم تتم عملية الدفع، ولم يعد من الممكن دفع هذا الطلب.');
  });

  it('shows the payment-completed popup of ?success=true, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    stubFetch(() => ({ data: buildOrderDetail() }));
    renderOrders('/order/11?success=true');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('تم الدفع')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حسناً' }));
    expect(await screen.findByRole('button', { name: 'نسخ الكل' })).toBeTruthy();
  });

  it('says the wallet money of a cancelled order went back to the wallet, in English and Arabic', async () => {
    const paid = { status: 'pending' as const, wallet_amount: 100.5, total_price: 1027.5 };
    stubFetch(() => ({ data: buildOrderDetail(paid) }));
    const first = renderOrders('/order/11');
    expect((await screen.findByTestId('order-wallet')).textContent).toBe('−100.50 EGP');
    expect(screen.getByText('Paid from wallet')).toBeTruthy();
    first.unmount();

    for (const status of ['cancelled', 'refunded'] as const) {
      stubFetch(() => ({ data: buildOrderDetail({ ...paid, status }) }));
      const view = renderOrders('/order/11');
      expect((await screen.findByTestId('order-wallet')).textContent).toBe('100.50 EGP');
      expect(screen.getByText('Returned to your wallet')).toBeTruthy();
      expect(screen.queryByText('Paid from wallet')).toBeNull();
      view.unmount();
    }

    await i18n.changeLanguage('ar');
    stubFetch(() => ({ data: buildOrderDetail({ ...paid, status: 'cancelled' }) }));
    renderOrders('/order/11');
    expect(await screen.findByText('أُعيد إلى محفظتك')).toBeTruthy();
    expect(screen.queryByText('مدفوع من المحفظة')).toBeNull();
  });

  it('lists the refunds made, where their money went and the units refunded of each line, in English and Arabic', async () => {
    const refunded = {
      status: 'refunded' as const,
      wallet_amount: 100.5,
      cards: [{ ...buildOrderDetail().cards[0]!, qty: 2, refunded_qty: 1 }],
      refunds: [
        { amount: 500, to_payment: 500, to_wallet: 0, date: '04/12/2026' },
        { amount: 427.5, to_payment: 0, to_wallet: 427.5, date: '05/12/2026' },
        { amount: 100.1, to_payment: 0.1, to_wallet: 100, date: '05/12/2026' },
      ],
    };
    stubFetch(() => ({ data: buildOrderDetail(refunded) }));
    const view = renderOrders('/order/11');
    const rows = await screen.findAllByTestId('order-refund');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Refund, 04/12/2026Back through Credit / Debit Card500 EGP',
      'Refund, 05/12/2026Added to your wallet427.50 EGP',
      'Refund, 05/12/20260.10 EGP back through Credit / Debit Card, 100 EGP added to your wallet100.10 EGP',
    ]);
    expect(screen.getByTestId('order-refunded-total').textContent).toBe('1,027.60 EGP');
    expect(screen.getByTestId('line-refunded').textContent).toBe('1 of 2 refunded');
    // the wallet's part is in the refunds listed, not said a second time
    expect(screen.queryByText('Returned to your wallet')).toBeNull();
    view.unmount();

    await i18n.changeLanguage('ar');
    stubFetch(() => ({
      data: buildOrderDetail({
        ...refunded,
        cards: [{ ...refunded.cards[0]!, refunded_qty: 2 }],
        refunds: refunded.refunds.slice(0, 1),
      }),
    }));
    renderOrders('/order/11');
    expect((await screen.findByTestId('order-refund')).textContent).toBe(
      'استرداد، 04/12/2026أُعيد عبر Credit / Debit Card500 ج.م',
    );
    expect(screen.queryByTestId('order-refunded-total')).toBeNull();
    expect(screen.getByTestId('line-refunded').textContent).toBe('تم استرداده');
  });

  it('keeps what the customer typed in its own direction on the Arabic page (15 Abbas El Akkad, the coupon)', async () => {
    await i18n.changeLanguage('ar');
    stubFetch(() => ({
      data: buildOrderDetail({
        products: [{ name: 'Ryzen 7', img: '/x.svg', total_price: 2000, qty: 1, product_id: 4, codes_list: [] }],
        cards: [],
        shipping_method: 2,
        details: {
          full_name: 'Mona Adel',
          country: 'Egypt',
          street_number: '15 Abbas El Akkad',
          phone: '01000000001',
          city: 'Nasr City',
        },
        coupon_code: 'SAVE10',
        coupon_value: 10,
      }),
    }));
    renderOrders('/order/11');
    const street = await screen.findByTestId('order-street');
    // a <bdi> isolates the Latin text, so the leading number is not moved to the end in RTL
    expect(street.querySelector('bdi')?.textContent).toBe('15 Abbas El Akkad');
    for (const typed of ['Mona Adel', '01000000001', 'Nasr City', 'Egypt', 'SAVE10'])
      expect(screen.getByText(typed).tagName).toBe('BDI');
  });

  it('lets the customer cancel an unpaid order after asking, then shows it cancelled', async () => {
    let status: 'pending' | 'cancelled' = 'pending';
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/users/orders/11/cancel') {
        status = 'cancelled';
        return { data: { order_id: 11, status }, message: 'Your order has been cancelled. Its items are back in your cart.' };
      }
      return { data: buildOrderDetail({ status, payable: status === 'pending' }) };
    });
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order GS-100011/ });
    // keeping the order asks nothing of the server
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your order has been cancelled. Its items are back in your cart.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/users/orders/11/cancel'))!;
    expect(call[1]!.method).toBe('POST');
    await vi.waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByTestId('pay-again')).toBeNull();
  });

  it('offers no cancel on a paid order, and asks in Arabic on an unpaid one', async () => {
    stubFetch(() => ({ data: buildOrderDetail() }));
    const paid = renderOrders('/order/11');
    expect(await screen.findByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    paid.unmount();

    await i18n.changeLanguage('ar');
    stubFetch(() => ({ data: buildOrderDetail({ status: 'pending', payable: true }) }));
    renderOrders('/order/11');
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await screen.findByRole('dialog', { name: /^إلغاء الطلب GS-100011/ });
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على الطلب' })).toBeTruthy();
  });

  it('shows the address only for hardware sent by courier: a pickup or a card order shows the contact details', async () => {
    const hardware = [{ name: 'Ryzen 7', img: '/x.svg', total_price: 2000, qty: 1, product_id: 4, codes_list: [] }];
    stubFetch(() => ({ data: buildOrderDetail({ products: hardware, cards: [], shipping_method: 2 }) }));
    const courier = renderOrders('/order/11');
    expect(await screen.findByRole('heading', { name: 'Delivery details' })).toBeTruthy();
    expect(screen.getByText('12 Tahrir St')).toBeTruthy();
    courier.unmount();

    for (const order of [{ products: hardware, cards: [], shipping_method: 3 }, {}]) {
      stubFetch(() => ({ data: buildOrderDetail(order) }));
      const view = renderOrders('/order/11');
      expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
      expect(screen.getByText('Mona Adel')).toBeTruthy();
      expect(screen.queryByText('12 Tahrir St')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Delivery details' })).toBeNull();
      view.unmount();
    }
  });

  it("answers another customer's order like a missing one", async () => {
    stubFetch(() => ({ status: 404, errors: ['Order not found'], code: 'not_found' }));
    renderOrders('/order/999');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toBeTruthy();
  });

  it('answers an address whose id is no order id (0, letters) as a missing order, asking nothing', async () => {
    for (const address of ['/order/0?success=false', '/order/abc']) {
      const api = stubFetch(() => ({ status: 400, errors: ['Id must be at least 1.'] }));
      const { unmount } = renderOrders(address);
      expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
      expect(screen.queryByText('Id must be at least 1.')).toBeNull();
      expect(api).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('sends a guest to /login', async () => {
    clearSession();
    stubFetch(() => ({ data: buildOrderDetail() }));
    renderOrders('/order/11');
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
