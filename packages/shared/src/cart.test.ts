import { describe, expect, it } from 'vitest';
import { cartSubtotal, lineTotal, pointsAllowance, pointsSliderValue, pointsToRedeem, pointsValue, unitPrice } from './cart.ts';

const rules = { piastresPerPoint: 10, tierIncrement: 50, minPointsToUse: 100, maxRedeemPercent: 50 };

describe('line totals', () => {
  it('prices a line at the discounted unit price when there is one', () => {
    expect(unitPrice(1_250_00, 1_000_00)).toBe(1_000_00);
    expect(unitPrice(1_250_00, null)).toBe(1_250_00);
    expect(unitPrice(1_000_00, 1_200_00)).toBe(1_000_00);
    expect(lineTotal(1_000_00, 3)).toBe(3_000_00);
    expect(cartSubtotal([{ total: 3_000_00 }, { total: 2_000_00 }])).toBe(5_000_00);
  });
});

describe('pointsAllowance (spec §3 Cart points fields)', () => {
  it('caps by the points the customer has, rounded down to the tier step', () => {
    expect(pointsAllowance(1_030, 500_00, rules)).toEqual({
      current_points: 1_030,
      max_redeemable_points: 1_000,
      usable_points: 1_000,
      min_points_to_use: 100,
      tier_increment: 50,
    });
  });
  it('caps by the share of the subtotal points may pay', () => {
    // 100 EGP × 50 % = 50 EGP = 500 points
    expect(pointsAllowance(10_000, 100_00, rules).max_redeemable_points).toBe(500);
  });
  it('offers nothing usable below the minimum', () => {
    expect(pointsAllowance(90, 500_00, rules)).toMatchObject({ max_redeemable_points: 50, usable_points: 0 });
    expect(pointsAllowance(0, 500_00, rules)).toMatchObject({ max_redeemable_points: 0, usable_points: 0 });
    expect(pointsAllowance(500, 0, rules)).toMatchObject({ max_redeemable_points: 0, usable_points: 0 });
  });
  it('values points in piastres', () => {
    expect(pointsValue(1_000, 10)).toBe(100_00);
  });
});

describe('points slider (spec §5 Cart)', () => {
  it('snaps below the minimum to 0 under half of it, else to the minimum', () => {
    expect(pointsSliderValue(0, 100)).toBe(0);
    expect(pointsSliderValue(49, 100)).toBe(0);
    expect(pointsSliderValue(50, 100)).toBe(100);
    expect(pointsSliderValue(99, 100)).toBe(100);
    expect(pointsSliderValue(150, 100)).toBe(150);
  });
  it('passes points on only at or above the minimum', () => {
    expect(pointsToRedeem(50, 100)).toBe(0);
    expect(pointsToRedeem(100, 100)).toBe(100);
    expect(pointsToRedeem(0, 0)).toBe(0);
  });
});
