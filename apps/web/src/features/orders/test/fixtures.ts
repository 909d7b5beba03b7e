// Fakes of the checkout and order answers for component tests, checked against the schemas the
// API serialises through (packages/shared/src/contract/checkout.ts, orders.ts).
import {
  cartPriceAnswer,
  paymentMethod,
  shippingMethod,
  type CartPriceAnswer,
  type PaymentMethod,
  type ShippingMethod,
} from '@store/shared/contract/checkout';
import { orderDetail, orderListItem, ordersPage, type OrderDetail } from '@store/shared/contract/orders';
import { z } from 'zod';
import { checked } from '../../../test/contract.ts';
import type { OrderListItem, OrdersPage } from '../types.ts';

export const METHODS: PaymentMethod[] = checked(z.array(paymentMethod), [
  { id: 1, name: 'Credit / Debit Card', description: 'Visa or Mastercard.', wallet_phone_required: false, is_installment: false },
  { id: 2, name: 'Mobile Wallet', description: 'Confirm on your phone.', wallet_phone_required: true, is_installment: false },
  { id: 10, name: 'Cash on Delivery', description: 'Pay in cash.', wallet_phone_required: false, is_installment: false },
  {
    id: 12,
    name: 'Card on Delivery (POS)',
    description: 'Card at your door.',
    wallet_phone_required: false,
    is_installment: false,
  },
  {
    id: 16,
    name: 'National Bank of Egypt – 6 months',
    description: 'Pay in 6 installments.',
    wallet_phone_required: false,
    is_installment: true,
  },
]);

/** The demo store's shipping methods as GET shipping-methods answers them (English). */
export const SHIPPING: ShippingMethod[] = checked(z.array(shippingMethod), [
  { id: 1, name: 'Online delivery', fee: 0 },
  { id: 2, name: 'Two-day delivery', fee: 75 },
  { id: 3, name: 'Store pickup (Nasr City)', fee: 0 },
]);

export function buildPrice(overrides: Partial<CartPriceAnswer> = {}): CartPriceAnswer {
  return checked(cartPriceAnswer, {
    sub_total: 2000,
    shipping_fees: 75,
    installment_option: false,
    discount: 0,
    points_discount: 0,
    payment_fee: 0,
    wallet_discount: 0,
    total_price: 2075,
    due: 2075,
    ...overrides,
  });
}

export function buildOrderItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return checked(orderListItem, {
    id: 11,
    name: 'GS-100011',
    status: 'processing',
    payment: { name: 'Credit / Debit Card' },
    total_price: 2075,
    created_at: '03/12/2026',
    tracking_data: null,
    ...overrides,
  });
}

export function buildOrdersPage(orders: OrderListItem[], overrides: Partial<OrdersPage> = {}): OrdersPage {
  return checked(ordersPage, { orders, total: orders.length, current_page: 1, last_page: 1, per_page: 20, ...overrides });
}

export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return checked(orderDetail, {
    id: 11,
    name: 'GS-100011',
    status: 'completed',
    products: [],
    cards: [
      {
        name: 'PSN $10',
        img: '/uploads/cards/psn.svg',
        total_price: 1000,
        qty: 2,
        card_id: 9,
        codes_list: [
          { code: 'AAAA-1111', serial_number: 'SN-1' },
          { code: 'BBBB-2222', serial_number: 'SN-2' },
        ],
      },
    ],
    payment_fees: 27.5,
    shipping_fees: 0,
    sub_total: 1000,
    total_price: 1027.5,
    wallet_amount: 0,
    points_value: 0,
    payment: { name: 'Credit / Debit Card' },
    shipping_method: 1,
    shipping_method_name: null,
    details: { full_name: 'Mona Adel', country: 'Egypt', street_number: '12 Tahrir St', phone: '01000000001', city: 'Cairo' },
    RefNumber: 'SBX-5',
    coupon_code: null,
    coupon_value: 0,
    tracking_data: null,
    created_at: '03/12/2026',
    ...overrides,
  });
}
