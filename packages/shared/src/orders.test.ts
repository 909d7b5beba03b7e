// The order transition table, read as a table: every (from, to, actor) triple is allowed exactly
// when the spec's lifecycle says so.
import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses, ORDER_STATUSES, type OrderActor, type OrderStatus } from './orders.ts';

const ACTORS: OrderActor[] = ['payment', 'delivery', 'expiry', 'customer', 'staff'];

// the whole table, one row per allowed move
const ALLOWED: [OrderStatus, OrderStatus, OrderActor][] = [
  ['pending', 'processing', 'payment'],
  ['pending', 'cancelled', 'payment'],
  ['pending', 'cancelled', 'expiry'],
  ['pending', 'cancelled', 'customer'],
  ['pending', 'cancelled', 'staff'],
  ['processing', 'on-hold', 'delivery'],
  ['processing', 'on-hold', 'staff'],
  ['processing', 'shipped', 'delivery'],
  ['processing', 'shipped', 'staff'],
  ['processing', 'completed', 'delivery'],
  ['processing', 'completed', 'staff'],
  ['processing', 'refunded', 'staff'],
  ['on-hold', 'processing', 'staff'],
  ['on-hold', 'completed', 'delivery'],
  ['on-hold', 'completed', 'staff'],
  ['on-hold', 'refunded', 'staff'],
  ['shipped', 'completed', 'delivery'],
  ['shipped', 'completed', 'staff'],
  ['shipped', 'refunded', 'staff'],
  ['completed', 'refunded', 'staff'],
];

describe('order transitions', () => {
  it('allows exactly the moves of the table, for exactly those actors', () => {
    const allowed = new Set(ALLOWED.map((r) => r.join(' ')));
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ACTORS)
          expect(canMoveOrder(from, to, actor), `${from} → ${to} by ${actor}`).toBe(allowed.has(`${from} ${to} ${actor}`));
  });

  it('never leaves a cancelled or refunded order, and never pays a cancelled one', () => {
    for (const actor of ACTORS) {
      expect(nextOrderStatuses('cancelled', actor)).toEqual([]);
      expect(nextOrderStatuses('refunded', actor)).toEqual([]);
    }
    expect(canMoveOrder('cancelled', 'processing', 'payment')).toBe(false);
  });

  it('lets a customer only cancel a pending order', () => {
    for (const from of ORDER_STATUSES)
      expect(nextOrderStatuses(from, 'customer')).toEqual(from === 'pending' ? ['cancelled'] : []);
  });
});
