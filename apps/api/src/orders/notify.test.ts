// The order confirmation e-mail lists what was bought, as the order's page shows it: each line, the
// amounts, the payment and delivery methods and, for things to deliver, the address. An order's
// e-mails speak the language it was placed in. Later e-mails stay short.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import { cancelOrder } from './commands.ts';
import { queueOrderEvent } from './notify.ts';
import { orderCalls } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
}, 180_000);
afterAll(() => t?.close());

const { place, one, addCodes, press } = orderCalls(() => t);

const mails = async (user: TestUser) =>
  rowsOf<{ subject: string; body: string }>(
    await t.ctx.db.execute(sql`select subject, body from notifications where recipient = ${user.email} order by id`),
  );

describe('the order confirmation e-mail', () => {
  it('lists the lines, the amounts, the methods and the address of a hardware order', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 250_00, stock: 10 });
    const res = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 2 });
    expect(res.status).toBe(200);
    const facts = await one<{ number: string; name: string; total: number; shipping: number; method: string; delivery: string }>(
      sql`select o.number, l.name_en as name, o.total_price as total, o.shipping_fees as shipping, pm.name_en as method,
          sm.name_en as delivery
        from orders o join order_lines l on l.order_id = o.id join payment_methods pm on pm.id = o.payment_method_id
        join shipping_methods sm on sm.id = o.shipping_method where o.id = ${res.body.data.order_id}`,
    );
    const [mail] = await mails(user);
    expect(mail!.subject).toBe(`Order ${facts.number} received`);
    const egp = (piastres: number) => `${(piastres / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} EGP`;
    expect(mail!.body).toContain(`Items\n  2 × ${facts.name} — 500 EGP\n`);
    expect(mail!.body).toContain(`Subtotal: 500 EGP\nShipping: ${egp(facts.shipping)}\n`);
    expect(mail!.body).toContain(`Total: ${egp(facts.total)}`);
    expect(mail!.body).toContain(`Payment: ${facts.method}\nDelivery: ${facts.delivery}\n`);
    expect(mail!.body).toContain('Deliver to: Mona Adel, 15 Abbas El Akkad, Cairo, Egypt, 01012345678');
    expect(mail!.body).toMatch(/Order details: http\S+\/order\/\d+$/);
  });

  it('lists a card order in Arabic without a delivery address; the payment e-mail stays short', async () => {
    // last signed in in English, the order placed in Arabic: its e-mails speak the order's language
    const user = await createUser(t.ctx.db);
    await t.ctx.db.execute(sql`update users set lang = 'en' where id = ${user.id}`);
    const card = await f.card({ price: 100_00 });
    await addCodes(card, 1);
    const res = await place(user, { shipping_method: 1, payment_id: 1, is_buy_now: 1, card_id: card, qty: 1 }, 'ar');
    expect(res.status).toBe(200);
    await press(res.body.data.payment_link!, 'paid');
    const [placed, paid] = await mails(user);
    expect(placed!.body).toContain('المنتجات\n  1 × ');
    expect(placed!.body).toContain('المجموع الفرعي: 100 ج.م');
    expect(placed!.body).toMatch(/الإجمالي: [\d,.]+ ج\.م/);
    expect(placed!.body).not.toContain('عنوان التوصيل');
    expect(paid!.subject).toMatch(/^تم استلام الدفع للطلب /);
    expect(paid!.body).not.toContain('المنتجات');
  });

  it('keeps the typed address in its own direction in an Arabic e-mail (15 Abbas El Akkad, not Abbas El Akkad 15)', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 250_00, stock: 10 });
    const res = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 }, 'ar');
    expect(res.status).toBe(200);
    const [mail] = await mails(user);
    const own = (text: string) => `\u2068${text}\u2069`;
    expect(mail!.body).toContain(
      `عنوان التوصيل: ${[own('Mona Adel'), own('15 Abbas El Akkad'), own('Cairo'), own('Egypt'), own('01012345678')].join('، ')}`,
    );
  });

  it('tells a store pickup order to bring its number to the store, with no address to deliver to, in English and Arabic', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const user = await createUser(t.ctx.db);
      const product = await f.product({ price: 300_00, stock: 5 });
      const res = await place(user, { shipping_method: 3, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 }, lang);
      expect(res.status).toBe(200);
      const { number } = await one<{ number: string }>(sql`select number from orders where id = ${res.body.data.order_id}`);
      const [mail] = await mails(user);
      expect(mail!.body).not.toMatch(/Deliver to|عنوان التوصيل|Abbas El Akkad/);
      expect(mail!.body).toContain(
        lang === 'en'
          ? `Collect it at the store: bring your order number ${number}.`
          : `استلمه من الفرع: أحضر معك رقم الطلب \u2068${number}\u2069.`,
      );
    }
  });

  it("speaks the customer's last language for an order placed before orders kept theirs", async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 5 });
    const res = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    const id = res.body.data.order_id;
    await t.ctx.db.execute(sql`update orders set lang = null where id = ${id}`);
    await t.ctx.db.execute(sql`update users set lang = 'ar' where id = ${user.id}`);
    await t.ctx.db.transaction((tx) => queueOrderEvent(tx, t.ctx, id, 'delivered'));
    expect((await mails(user)).at(-1)!.subject).toMatch(/^تم توصيل الطلب /);
  });

  it('says the items are back in the cart only when they were taken from it (not for a Buy now order)', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 5 });
    // Buy now, pay on delivery: cancelled by the store, the cart stays empty
    const buyNow = await place(user, { shipping_method: 2, payment_id: 10, is_buy_now: 1, product_id: product, qty: 1 });
    await cancelOrder(t.ctx, 'en', buyNow.body.data.order_id, { kind: 'staff', id: user.id }, 'out of stock');
    for (const lang of ['en', 'ar'] as const) {
      await t.ctx.db.execute(sql`update orders set lang = ${lang} where id = ${buyNow.body.data.order_id}`);
      await t.ctx.db.transaction((tx) => queueOrderEvent(tx, t.ctx, buyNow.body.data.order_id, 'cancelled'));
    }
    const cart = await cartCalls(t, user.headers).get();
    expect(cart.body.data.products).toEqual([]);
    const buyNowMails = (await mails(user)).slice(-3);
    expect(buyNowMails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Order .+ cancelled$/),
      expect.stringMatching(/^Order .+ cancelled$/),
      expect.stringMatching(/^تم إلغاء الطلب /),
    ]);
    for (const m of buyNowMails) {
      expect(m.body).not.toContain('cart');
      expect(m.body).not.toContain('سلة');
    }
    // from the cart: the lines go back to it, and the e-mail says so
    await cartCalls(t, user.headers).add('products', product, { qty: 1 });
    const fromCart = await place(user, { shipping_method: 2, payment_id: 10 });
    await cancelOrder(t.ctx, 'en', fromCart.body.data.order_id, { kind: 'staff', id: user.id }, 'out of stock');
    expect((await mails(user)).at(-1)!.body).toContain('its items are back in your cart');
  });

  it("answers a customer's cancel of a Buy now order without saying its items are back in the cart", async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 100_00, stock: 5 });
    for (const [lang, said] of [
      ['en', 'Your order has been cancelled.'],
      ['ar', 'تم إلغاء طلبك.'],
    ] as const) {
      const buyNow = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 1 });
      const res = await t.call({
        method: 'POST',
        url: `/api/users/orders/${buyNow.body.data.order_id}/cancel`,
        headers: { ...user.headers, lang },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(said);
    }
    await cartCalls(t, user.headers).add('products', product, { qty: 1 });
    const fromCart = await place(user, { shipping_method: 2, payment_id: 1 });
    const res = await t.call({
      method: 'POST',
      url: `/api/users/orders/${fromCart.body.data.order_id}/cancel`,
      headers: user.headers,
    });
    expect(res.body.message).toBe('Your order has been cancelled. Its items are back in your cart.');
  });
});
