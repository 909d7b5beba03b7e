import { describe, expect, it } from 'vitest';
import { checkoutTotals, couponValue, feeOn } from './pricing.ts';

describe('feeOn', () => {
  it('adds a percentage (basis points) and a fixed part, rounding to the piastre', () => {
    expect(feeOn(1_000_00, { basisPoints: 250, fixed: 3_00 })).toBe(28_00);
    expect(feeOn(333, { basisPoints: 150, fixed: 0 })).toBe(5); // 4.995 → 5
    expect(feeOn(0, { basisPoints: 250, fixed: 3_00 })).toBe(0);
  });
});

describe('couponValue', () => {
  it('takes a percentage, capped by its maximum and by the subtotal', () => {
    expect(couponValue({ kind: 'percent', value: 1_000, maxDiscount: null }, 500_00)).toBe(50_00);
    expect(couponValue({ kind: 'percent', value: 1_000, maxDiscount: 20_00 }, 500_00)).toBe(20_00);
    expect(couponValue({ kind: 'fixed', value: 100_00, maxDiscount: null }, 60_00)).toBe(60_00);
    expect(couponValue({ kind: 'fixed', value: 100_00, maxDiscount: null }, 600_00)).toBe(100_00);
  });
});

describe('checkoutTotals (spec §9 Total)', () => {
  const base = {
    subtotal: 1_000_00,
    shippingFee: 50_00,
    coupon: 100_00,
    points: 500,
    piastresPerPoint: 10,
    walletBalance: 0,
    paymentFee: null,
  };

  it('is subtotal + payment fee + shipping − coupon − points value', () => {
    const t = checkoutTotals({ ...base, paymentFee: { basisPoints: 200, fixed: 0 } });
    // 1000 + 50 − 100 − 50 = 900; fee 2 % of 900 = 18
    expect(t).toMatchObject({ pointsValue: 50_00, wallet: 0, paymentFee: 18_00, total: 918_00, due: 918_00 });
  });

  it('lets the wallet cover up to the remainder, the fee applying only to what the gateway collects', () => {
    const part = checkoutTotals({ ...base, walletBalance: 400_00, paymentFee: { basisPoints: 200, fixed: 0 } });
    expect(part).toMatchObject({ wallet: 400_00, paymentFee: 10_00, total: 910_00, due: 510_00 });
    const all = checkoutTotals({ ...base, walletBalance: 5_000_00, paymentFee: { basisPoints: 200, fixed: 5_00 } });
    expect(all).toMatchObject({ wallet: 900_00, paymentFee: 0, total: 900_00, due: 0 });
  });

  it('never lets points or a coupon make the total negative', () => {
    const t = checkoutTotals({ ...base, coupon: 1_000_00, points: 100_000 });
    expect(t).toMatchObject({ pointsValue: 50_00, total: 0, due: 0 });
  });
});
