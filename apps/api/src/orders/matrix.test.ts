// Every combination a shopper can reach at checkout — each payment method the store offers for
// orders × each shipping method × what the cart holds (a console, a card with managed codes, an
// always-in-stock card, a console and a card together) — either finishes (placed, paid on the
// gateway's page or on delivery, delivered, codes shown, the invariants kept) or is refused when
// it is placed with a clear message in the request's language, holding nothing.
import { SHIPPING_PICKUP } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import type { TestApp } from '../test/harness.ts';
import { handOverAtStore } from './commands.ts';
import { checkInvariants } from './invariants.ts';
import { orderCalls } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
});
afterAll(() => t.close());

const { place, one, addCodes, press } = orderCalls(() => t);

type Kind = 'product' | 'card1' | 'card0' | 'mixed';
const KINDS: Kind[] = ['product', 'card1', 'card0', 'mixed'];
const physical = (k: Kind) => k === 'product' || k === 'mixed';

describe('every payment method × shipping method × item kind', () => {
  it('finishes or is refused up front with a message in the request’s language', { timeout: 300_000 }, async () => {
    const methods = rowsOf<{ id: number; wallet_phone_required: boolean }>(
      await t.ctx.db.execute(sql`select id, wallet_phone_required from payment_methods where active and for_orders order by id`),
    );
    const shippings = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from shipping_methods where active order by id`),
    ).map((s) => s.id);
    expect(methods.map((m) => m.id)).toEqual(expect.arrayContaining([1, 2, 10, 12]));
    expect(shippings).toEqual([1, 2, 3]);

    const staffId = (await createUser(t.ctx.db)).id;
    const outcomes: string[] = [];
    for (const kind of KINDS)
      for (const shipping of shippings)
        for (const method of methods) {
          const lang = (method.id + shipping) % 2 === 0 ? 'ar' : 'en';
          const user = await createUser(t.ctx.db);
          const cart = cartCalls(t, user.headers);
          const product = physical(kind) ? await f.product({ price: 1_200_00, stock: 2 }) : null;
          const card = kind === 'product' ? null : await f.card({ stockType: kind === 'card0' ? 0 : 1, price: 250_00 });
          if (card !== null && kind !== 'card0') await addCodes(card, 2);
          if (product !== null) expect((await cart.add('products', product, { qty: 1 })).status).toBe(200);
          if (card !== null) expect((await cart.add('cards', card, { qty: 1 })).status).toBe(200);

          const res = await place(
            user,
            {
              shipping_method: shipping,
              payment_id: method.id,
              ...(method.wallet_phone_required ? { wallet_number: '01012345678' } : {}),
            },
            lang,
          );
          const label = `${kind} × shipping ${shipping} × method ${method.id}`;
          if (res.status !== 200) {
            // refused: a client error with a code and a message in the request's language, nothing held
            expect(res.status, label).toBeGreaterThanOrEqual(400);
            expect(res.status, label).toBeLessThan(500);
            expect(res.body.code, label).toBeTruthy();
            expect(res.body.message, label).toMatch(lang === 'ar' ? /[\u0600-\u06ff]/ : /^[^\u0600-\u06ff]+$/);
            const held = await one<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${user.id}`);
            expect(held.n, label).toBe(0);
            if (product !== null)
              expect(await one(sql`select stock from products where id = ${product}`), label).toEqual({ stock: 2 });
            outcomes.push(`${label}: refused (${res.body.code})`);
            continue;
          }
          const id = res.body.data.order_id;
          if (res.body.data.payment_link) {
            expect(await press(res.body.data.payment_link, 'paid'), label).toBe(`/order/${id}?success=true`);
          }
          if (physical(kind) && shipping === SHIPPING_PICKUP) {
            // collected at the counter: never sent by courier, handed over by staff
            expect(await one(sql`select count(*)::int as n from shipments where order_id = ${id}`), label).toEqual({ n: 0 });
            expect(await handOverAtStore(t.ctx, lang, id, staffId), label).toBe('completed');
          } else if (physical(kind)) {
            const { number } = await one<{ number: string }>(sql`select number from orders where id = ${id}`);
            let steps = 0;
            while (await advanceSandboxShipment(t.ctx, number)) expect(++steps, label).toBeLessThan(20);
          }
          expect(await one(sql`select status, payment_status from orders where id = ${id}`), label).toEqual({
            status: 'completed',
            payment_status: 'paid',
          });
          if (card !== null) {
            const shown = await t.call<{ cards: { codes_list: unknown[] }[] }>({
              method: 'GET',
              url: `/api/users/orders/${id}`,
              headers: user.headers,
            });
            expect(shown.body.data.cards[0]!.codes_list, label).toHaveLength(1);
          }
          outcomes.push(`${label}: finished`);
        }

    expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);
    // the rules a shopper meets: cards travel online only, hardware is never "delivered online",
    // and pay on delivery (10, 12) needs something to deliver
    for (const line of outcomes) {
      const [, kind, shipping, method] = /^(\w+) × shipping (\d+) × method (\d+)/.exec(line)!;
      const cardsOnly = kind === 'card0' || kind === 'card1';
      const onDelivery = method === '10' || method === '12';
      const allowed = cardsOnly ? shipping === '1' && !onDelivery : shipping !== '1';
      expect(line).toMatch(allowed ? /finished$/ : /refused/);
    }
  });
});
