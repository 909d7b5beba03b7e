// Every pair the checkout lets a shopper choose is one the server accepts: for each kind of cart
// (physical, codes only, both), each payment method offered and each shipping method the store
// has switched on (all, or one off), the shipping offered passes the server's shared rules
// (isShippingAllowed, isPaymentAllowed); an order no method fits offers none (and the page says so).
import { describe, expect, it } from 'vitest';
import { isPaymentAllowed, isShippingAllowed } from '@store/shared';
import { METHODS, SHIPPING } from './test/fixtures.ts';
import { offeredShipping, paymentChoices } from './checkout-form.ts';

const stores = {
  'all three on': SHIPPING,
  'online off': SHIPPING.filter((m) => m.id !== 1),
  'two-day off': SHIPPING.filter((m) => m.id !== 2),
  'pickup off': SHIPPING.filter((m) => m.id !== 3),
};

describe('checkout choices', () => {
  for (const [store, active] of Object.entries(stores)) {
    for (const hasPhysical of [true, false]) {
      it(`${store}, ${hasPhysical ? 'with physical items' : 'codes only'}: only pairs the server accepts`, () => {
        for (const pick of [undefined, ...METHODS.map((m) => m.id)]) {
          const shipping = offeredShipping(active, hasPhysical, pick);
          // the page's choice: the first offered (or the shopper's pick among them)
          for (const s of shipping) {
            expect(isShippingAllowed(s.id, { hasPhysical, paymentId: pick ?? null })).toBe(true);
            for (const p of paymentChoices(METHODS, s.id, hasPhysical)) {
              expect(isPaymentAllowed(p.id, { hasPhysical }), `${s.id} × ${p.id}`).toBe(true);
              expect(isShippingAllowed(s.id, { hasPhysical, paymentId: p.id }), `${s.id} × ${p.id}`).toBe(true);
            }
          }
          expect(shipping.every((m) => active.includes(m))).toBe(true);
        }
      });
    }
  }

  it('the demo store offers two-day and pickup for physical items, online delivery for codes', () => {
    expect(offeredShipping(SHIPPING, true, undefined).map((m) => m.id)).toEqual([2, 3]);
    expect(offeredShipping(SHIPPING, false, undefined).map((m) => m.id)).toEqual([1]);
    expect(offeredShipping(stores['online off'], false, 1)).toEqual([]);
    expect(offeredShipping(stores['two-day off'], true, 10).map((m) => m.name)).toEqual(['Store pickup (Nasr City)']);
  });
});
