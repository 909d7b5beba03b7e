// /track-my-order: the six steps coloured by the carrier's updates (earlier red, current green,
// later grey: data-state done/current/upcoming), the updates listed, and the shipment found by
// its key alone among the customer's orders.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { buildOrderDetail, buildOrderItem, buildOrdersPage } from '../test/fixtures.ts';
import { renderOrders, signIn } from '../test/render.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

const tracking = {
  key: 'SBX777',
  updates: [
    { UpdateDescription: 'Record created.', UpdateDateTime: '03/12/2026 10:00', UpdateLocation: 'Cairo' },
    { UpdateDescription: 'Received at Origin Facility', UpdateDateTime: '03/12/2026 14:00', UpdateLocation: 'Cairo Hub' },
    {
      UpdateDescription: 'Departed Operations Facility',
      UpdateDateTime: '2026-12-04T06:00:00.000Z',
      UpdateLocation: 'Cairo Hub',
    },
  ],
};

// the page is a lazy route: load its module once, so no test waits for the import
beforeAll(() => import('./TrackOrderPage.tsx'));

freshStorefrontEachTest();
beforeEach(() => signIn());

const states = () => screen.getAllByTestId('shipment-step').map((s) => `${s.dataset.step}:${s.dataset.state}`);

describe('track my order', () => {
  it("colours the steps by the carrier's updates and lists them", async () => {
    const fetchMock = stubFetch(() => ({ data: buildOrderDetail({ status: 'shipped', tracking_data: tracking }) }));
    renderOrders('/track-my-order?tracking=SBX777&order=11');
    expect(await screen.findByTestId('shipment-stepper')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users/orders/11');
    expect(states()).toEqual([
      'created:done',
      'collected:done',
      'departed:current',
      'in-transit:upcoming',
      'out-for-delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(screen.getAllByTestId('shipment-step').map((s) => s.textContent)).toEqual([
      expect.stringContaining('Created'),
      expect.stringContaining('Collected'),
      expect.stringContaining('Departed'),
      expect.stringContaining('In transit'),
      expect.stringContaining('Out for delivery'),
      expect.stringContaining('Delivered'),
    ]);
    const updates = screen.getAllByTestId('tracking-update');
    expect(updates).toHaveLength(3);
    expect(within(updates[1]!).getByText('Cairo Hub')).toBeTruthy();
    // the carrier's ISO times read as dd/mm/yyyy HH:MM in Cairo; other texts as sent
    expect(within(updates[2]!).getByText('04/12/2026 08:00')).toBeTruthy();
    expect(within(updates[0]!).getByText('03/12/2026 10:00')).toBeTruthy();
    expect(screen.getByTestId('tracking-key').textContent).toBe('SBX777');
  });

  it('says a cancelled shipment is not coming instead of showing its steps, in English and Arabic', async () => {
    const cancelled = {
      key: 'SBX778',
      updates: [
        tracking.updates[0]!,
        { UpdateDescription: 'Shipment Cancelled', UpdateDateTime: '2026-12-04T07:00:00.000Z', UpdateLocation: '' },
      ],
    };
    stubFetch(() => ({ data: buildOrderDetail({ status: 'refunded', tracking_data: cancelled }) }));
    const view = renderOrders('/track-my-order?tracking=SBX778&order=11');
    expect((await screen.findByTestId('shipment-cancelled')).textContent).toBe(
      "This shipment was cancelled: nothing is on its way to you. Your order's page says what happened to its items.",
    );
    expect(screen.queryByTestId('shipment-stepper')).toBeNull();
    expect(screen.getAllByTestId('tracking-update').map((u) => u.querySelector('strong')!.textContent)).toEqual([
      'Record created.',
      'Shipment Cancelled',
    ]);
    view.unmount();

    await i18n.changeLanguage('ar');
    renderOrders('/track-my-order?tracking=SBX778&order=11');
    expect((await screen.findByTestId('shipment-cancelled')).textContent).toMatch(/^تم إلغاء هذه الشحنة/);
    expect(screen.getAllByTestId('tracking-update')[1]!.querySelector('strong')!.textContent).toBe('تم إلغاء الشحنة');
  });

  it('finds the shipment by its key among the orders when no order is named', async () => {
    const fetchMock = stubFetch(() => ({
      data: buildOrdersPage([
        buildOrderItem({ id: 5, tracking_data: null }),
        buildOrderItem({ id: 6, name: 'GS-6', tracking_data: { ...tracking, updates: [tracking.updates[0]!] } }),
      ]),
    }));
    renderOrders('/track-my-order?tracking=SBX777');
    expect(await screen.findByTestId('shipment-stepper')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users/orders/pagination?status=all&per_page=20000&page=1');
    expect(states()[0]).toBe('created:current');
    expect(screen.getByRole('link', { name: 'Order GS-6' }).getAttribute('href')).toBe('/order/6');
  });

  it('finds the shipment by its key typed in lower case, and shows the key as the carrier wrote it', async () => {
    stubFetch(() => ({ data: buildOrdersPage([buildOrderItem({ id: 6, name: 'GS-6', tracking_data: tracking })]) }));
    renderOrders('/track-my-order?tracking=sbx777');
    expect(await screen.findByTestId('shipment-stepper')).toBeTruthy();
    expect(screen.getByTestId('tracking-key').textContent).toBe('SBX777');
  });

  it('looks up a tracking number or an order number typed in its box, in English and Arabic', async () => {
    stubFetch(() => ({
      data: buildOrdersPage([
        buildOrderItem({ id: 5, name: 'GS-261202-AAAAAA', tracking_data: null }),
        buildOrderItem({ id: 6, name: 'GS-261202-BBBBBB', tracking_data: tracking }),
      ]),
    }));
    const view = renderOrders('/track-my-order');
    expect(
      await screen.findByText('Type a tracking or order number above, or open tracking from one of your orders.'),
    ).toBeTruthy();
    const box = screen.getByLabelText('Tracking or order number');
    // the order's number, typed in lower case, finds its shipment
    fireEvent.change(box, { target: { value: ' gs-261202-bbbbbb ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByTestId('shipment-stepper')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/track-my-order?tracking=gs-261202-bbbbbb');
    expect(screen.getByTestId('tracking-key').textContent).toBe('SBX777');
    expect((screen.getByLabelText('Tracking or order number') as HTMLInputElement).value).toBe('gs-261202-bbbbbb');
    // an order without a shipment has nothing to track; an empty box asks nothing
    fireEvent.change(screen.getByLabelText('Tracking or order number'), { target: { value: 'GS-261202-AAAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('We could not find this shipment among your orders.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tracking or order number'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByTestId('location').textContent).toBe('/track-my-order?tracking=GS-261202-AAAAAA');
    view.unmount();

    await i18n.changeLanguage('ar');
    renderOrders('/track-my-order');
    fireEvent.change(await screen.findByLabelText('رقم التتبع أو رقم الطلب'), { target: { value: 'SBX777' } });
    fireEvent.click(screen.getByRole('button', { name: 'تتبّع' }));
    expect(await screen.findByTestId('shipment-stepper')).toBeTruthy();
  });

  it('says so when the key is not one of the customer’s shipments', async () => {
    stubFetch(() => ({ data: buildOrderDetail({ tracking_data: null }) }));
    renderOrders('/track-my-order?tracking=NOPE&order=11');
    expect(await screen.findByText('We could not find this shipment among your orders.')).toBeTruthy();
  });
});
