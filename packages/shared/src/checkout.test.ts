import { describe, expect, it } from 'vitest';
import { couponProblem, isInstallmentMethod, isPaymentAllowed, isShippingAllowed, type CouponRules } from './checkout.ts';

describe('shipping rules (spec §5 Checkout)', () => {
  it('offers online delivery only for digital-only orders not paid with methods 10 or 12', () => {
    expect(isShippingAllowed(1, { hasPhysical: false })).toBe(true);
    expect(isShippingAllowed(1, { hasPhysical: false, paymentId: 1 })).toBe(true);
    expect(isShippingAllowed(1, { hasPhysical: true })).toBe(false);
    expect(isShippingAllowed(1, { hasPhysical: false, paymentId: 10 })).toBe(false);
    expect(isShippingAllowed(1, { hasPhysical: false, paymentId: 12 })).toBe(false);
    expect(isShippingAllowed(2, { hasPhysical: true, paymentId: 10 })).toBe(true);
    expect(isShippingAllowed(3, { hasPhysical: true })).toBe(true);
    // issue 22: a digital-only order is delivered online only, and never paid on delivery
    expect(isShippingAllowed(2, { hasPhysical: false })).toBe(false);
    expect(isShippingAllowed(3, { hasPhysical: false, paymentId: 1 })).toBe(false);
    expect(isShippingAllowed(2, { hasPhysical: false, paymentId: 10 })).toBe(false);
    expect(isPaymentAllowed(10, { hasPhysical: false })).toBe(false);
    expect(isPaymentAllowed(12, { hasPhysical: false })).toBe(false);
    expect(isPaymentAllowed(1, { hasPhysical: false })).toBe(true);
    expect(isPaymentAllowed(10, { hasPhysical: true })).toBe(true);
  });
  it('recognises the installment methods 15–20', () => {
    expect([14, 15, 20, 21].map(isInstallmentMethod)).toEqual([false, true, true, false]);
  });
});

describe('couponProblem', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const coupon: CouponRules = {
    active: true,
    startsAt: null,
    endsAt: null,
    minSubtotal: 0,
    usageLimit: null,
    usedCount: 0,
    perUserLimit: 1,
    paymentMethodIds: null,
    productIds: null,
    cardIds: null,
  };
  const use = { now, subtotal: 100_00, usedByCustomer: 0, paymentId: 1, productIds: [5], cardIds: [] };

  it('accepts a plain coupon', () => expect(couponProblem(coupon, use)).toBeNull());
  it('names each reason a coupon does not apply', () => {
    expect(couponProblem({ ...coupon, active: false }, use)).toBe('inactive');
    expect(couponProblem({ ...coupon, startsAt: new Date('2026-12-01') }, use)).toBe('notStarted');
    expect(couponProblem({ ...coupon, endsAt: new Date('2026-11-01') }, use)).toBe('expired');
    expect(couponProblem({ ...coupon, minSubtotal: 200_00 }, use)).toBe('belowMinimum');
    expect(couponProblem({ ...coupon, usageLimit: 10, usedCount: 10 }, use)).toBe('usedUp');
    expect(couponProblem(coupon, { ...use, usedByCustomer: 1 })).toBe('usedByYou');
    expect(couponProblem({ ...coupon, paymentMethodIds: [2] }, use)).toBe('wrongPayment');
    expect(couponProblem({ ...coupon, productIds: [9] }, use)).toBe('wrongItems');
    expect(couponProblem({ ...coupon, productIds: [5] }, use)).toBeNull();
  });
});
