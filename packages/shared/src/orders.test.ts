// The order state machine read as a table: the events a shopper's order can meet, who may send
// them, and that every status but the final ones can be left (issue 22).
import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES, ORDER_EVENTS, ORDER_MACHINE, ORDER_STATUSES, orderMachineMermaid, transitionsOf } from './orders.ts';
import { parseFlag } from './flags.ts';

describe('the order state machine', () => {
  it('has a row for every event, and only cancelled and refunded are final', () => {
    for (const e of ORDER_EVENTS)
      expect(
        ORDER_MACHINE.some((t) => t.event === e),
        e,
      ).toBe(true);
    expect([...FINAL_STATUSES].sort()).toEqual(['cancelled', 'refunded']);
    for (const s of ORDER_STATUSES.filter((x) => !FINAL_STATUSES.includes(x)))
      expect(
        ORDER_MACHINE.some((t) => t.from.includes(s)),
        s,
      ).toBe(true);
  });

  it('lets only the system pay, expire or fail a payment, and only staff refund', () => {
    for (const t of ORDER_MACHINE) {
      if (t.event === 'paid' || t.event === 'expired' || t.event === 'payment_failed') expect(t.by).toEqual(['system']);
      if (t.event === 'refunded') expect(t.by).toEqual(['staff']);
    }
    expect(transitionsOf('cancelled', 'pending', 'unpaid')[0]!.by).toContain('customer');
    expect(transitionsOf('cancelled', 'processing', 'paid')).toEqual([]);
    expect(transitionsOf('paid', 'cancelled', 'unpaid')).toEqual([]);
    expect(transitionsOf('paid', 'processing', 'paid')).toEqual([]);
  });

  it('pays a pay-on-delivery order only through cash_collected, which delivers its codes', () => {
    const rows = ORDER_MACHINE.filter((t) => t.paymentTo === 'paid');
    expect(rows.map((t) => t.event).sort()).toEqual(['cash_collected', 'paid']);
    for (const t of rows) expect(t.effects).toContain('deliverCodes');
  });

  it('gives back the holds wherever an order ends without keeping the money', () => {
    for (const t of ORDER_MACHINE.filter((x) => x.to === 'cancelled' || x.to === 'refunded'))
      expect(t.effects, `${t.event} from ${t.from.join(',')}`).toContain('releaseHolds');
  });

  it('draws the diagram from the table', () => {
    const mermaid = orderMachineMermaid();
    expect(mermaid).toContain('pending --> processing: paid / paid (system)');
    expect(mermaid).toContain('cancelled --> [*]');
  });
});

describe('parseFlag', () => {
  it('reads 1/0/true/false as numbers, booleans or strings and nothing else', () => {
    for (const v of [1, '1', true, 'true']) expect(parseFlag(v)).toBe(true);
    for (const v of [0, '0', false, 'false']) expect(parseFlag(v)).toBe(false);
    for (const v of [2, 'yes', '', null, undefined, ' 1']) expect(parseFlag(v)).toBe(null);
  });
});
