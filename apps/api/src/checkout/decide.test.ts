// The checkout's decision without a database (issue 25, "load, then decide"): decideCheckout on
// facts written here. The placement and GET users/cart/price tests prove the loader and the
// decision together on both databases; these pin the rules and their order of refusal.
import { describe, expect, it } from 'vitest';
import { SHIPPING_ONLINE } from '@store/shared';
import { priceRow } from '../cart/presenter.ts';
import type { CartRow } from '../cart/queries.ts';
import { AppError } from '../http/errors.ts';
import type { CheckoutFacts, CheckoutRequest } from './service.ts';
import { decideCheckout } from './service.ts';
import type { CouponRow } from './queries.ts';

const COURIER = 2;
const CARD_ONLINE_PAYMENT = 1;
const CASH_ON_DELIVERY = 10;

function row(kind: 'product' | 'card', id: number, price: number): CartRow {
  return {
    line_id: id,
    kind,
    id,
    name: `${kind} ${id}`,
    slug: `${kind}-${id}`,
    image: '',
    price,
    price_after_discount: null,
    qty: 1,
    unit_price: null,
    stock_type: 1,
    stock: 10,
    visible: true,
  };
}
const console = priceRow(row('product', 7, 1_500_000), 1); // 15,000 EGP
const card = priceRow(row('card', 3, 100_000), 2); // 2 × 1,000 EGP

const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'SAVE10',
  kind: 'percent',
  value: 1_000, // basis points: 10 %
  max_discount: null,
  min_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  used_count: 0,
  per_user_limit: 1,
  active: true,
  payment_method_ids: null,
  product_ids: null,
  card_ids: null,
  ...over,
});

const facts = (over: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  lines: [console],
  shippingFee: 5_000,
  method: {
    id: CARD_ONLINE_PAYMENT,
    name: 'Card',
    description: '',
    wallet_phone_required: false,
    provider: 'sandbox',
    fee_basis_points: 0,
    fee_fixed: 0,
  },
  coupon: null,
  rules: {
    piastresPerPoint: 1,
    tierIncrement: 100,
    minPointsToUse: 100,
    maxRedeemPercent: 50,
    maturityDays: 0,
    expiryDays: 365,
  },
  availablePoints: 0,
  walletBalance: 0,
  now: new Date('2026-11-25T10:00:00Z'),
  ...over,
});
const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  shipping: COURIER,
  paymentId: CARD_ONLINE_PAYMENT,
  coupon: null,
  points: 0,
  buyNow: null,
  ...over,
});

function refusal(f: CheckoutFacts, r: CheckoutRequest, lang: 'en' | 'ar' = 'en'): AppError {
  try {
    decideCheckout(f, r, lang);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('the checkout was not refused');
}

describe('decideCheckout', () => {
  it('prices a console sent by courier: subtotal, the courier fee, nothing taken off', () => {
    const priced = decideCheckout(facts(), request(), 'en');
    expect(priced.hasPhysical).toBe(true);
    expect(priced.totals.subtotal).toBe(1_500_000);
    expect(priced.totals.due).toBe(1_505_000);
  });

  it('takes the wallet before the gateway: only the rest is due', () => {
    const priced = decideCheckout(facts({ walletBalance: 500_000 }), request(), 'en');
    expect(priced.totals.due).toBe(1_005_000);
  });

  it('refuses cards paid on delivery, in the request’s language', () => {
    const f = facts({ lines: [card], method: { ...facts().method!, id: CASH_ON_DELIVERY } });
    const r = request({ shipping: SHIPPING_ONLINE, paymentId: CASH_ON_DELIVERY });
    const en = refusal(f, r, 'en');
    expect(en.code).toBe('payment_unavailable');
    expect(en.message).toMatch(/Pay on delivery/);
    expect(refusal(f, r, 'ar').message).toMatch(/الدفع عند الاستلام/);
  });

  it('refuses a courier for cards only, and online delivery for a console', () => {
    expect(refusal(facts({ lines: [card] }), request({ shipping: COURIER })).code).toBe('shipping_unavailable');
    expect(refusal(facts(), request({ shipping: SHIPPING_ONLINE })).code).toBe('shipping_unavailable');
  });

  it('refuses in order: an empty cart before an unknown shipping method before an unknown payment method', () => {
    expect(refusal(facts({ lines: [], shippingFee: null, method: undefined }), request()).code).toBe('cart_empty');
    expect(refusal(facts({ shippingFee: null, method: undefined }), request()).code).toBe('shipping_unavailable');
    expect(refusal(facts({ method: undefined }), request()).code).toBe('payment_unavailable');
  });

  it('applies a coupon restricted to the card to the card’s lines only', () => {
    const priced = decideCheckout(
      facts({ lines: [console, card], coupon: { row: coupon({ card_ids: [3] }), usedByCustomer: 0 } }),
      request({ coupon: 'SAVE10' }),
      'en',
    );
    expect(priced.totals.coupon).toBe(20_000); // 10 % of the two cards' 2,000 EGP
  });

  it('refuses an unknown, an expired and a used-up coupon, and points with a coupon', () => {
    expect(refusal(facts({ coupon: undefined }), request({ coupon: 'NOPE' })).message).toMatch(/not valid/);
    const expired = { row: coupon({ ends_at: '2026-11-24T00:00:00Z' }), usedByCustomer: 0 };
    expect(refusal(facts({ coupon: expired }), request({ coupon: 'SAVE10' })).code).toBe('coupon_invalid');
    const mine = { row: coupon(), usedByCustomer: 1 };
    expect(refusal(facts({ coupon: mine }), request({ coupon: 'SAVE10' })).code).toBe('coupon_invalid');
    const ok = { row: coupon(), usedByCustomer: 0 };
    expect(refusal(facts({ coupon: ok, availablePoints: 1000 }), request({ coupon: 'SAVE10', points: 100 })).code).toBe(
      'points_invalid',
    );
  });

  it('takes points in whole steps only, within what the customer has', () => {
    const priced = decideCheckout(facts({ availablePoints: 1000 }), request({ points: 300 }), 'en');
    expect(priced.totals.due).toBe(1_505_000 - 300);
    expect(refusal(facts({ availablePoints: 1000 }), request({ points: 250 })).code).toBe('points_invalid');
    expect(refusal(facts({ availablePoints: 1000 }), request({ points: 1100 })).code).toBe('points_invalid');
  });
});
