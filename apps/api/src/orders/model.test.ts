// The model-based test of issue 22 (fast-check's model-based commands): random sequences of what
// happens to a customer's orders — place (method × shipping × card type × points, the wallet
// applied automatically; hardware by courier or collected at the store), pay, fail, replayed and
// concurrent callbacks, expire, the courier collecting a parcel, deliver (the courier collecting
// cash, or staff handing a store-pickup order over at the counter), cancel, refund whole and refund
// one line (to the wallet or the gateway), staff saying a returned unit is back or not coming back,
// with or without a coupon — run against the real store (HTTP, the jobs' own
// functions, PGlite or PostgreSQL with TEST_DATABASE_URL), and against a small model of what the
// customer should see: each order's status and payment status, how many codes it shows, the
// wallet balance, the available points, the cart, the coupon's uses; and of what the merchant
// should see: the product's stock and the units waiting to come back. After every command the store matches the
// model and every invariant holds; a failing sequence shrinks to a short reproduction.
// CI runs a bounded number of runs; `npm run test:model` (MODEL_RUNS=200) runs longer.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFixture, givePoints } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { signCallback } from '../payments/sandbox.ts';
import { advanceSandboxShipment } from '../shipping/shipments.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { handOverAtStore, refundOrder, settleOrderReturn } from './commands.ts';
import { releaseExpiredOrders } from './expiry.ts';
import { checkInvariants } from './invariants.ts';
import { orderCalls } from './test-helpers.ts';
import { refundAmount } from '@store/shared';

type Kind = 'card0' | 'card1' | 'product' | 'mixed';
type Status = 'pending' | 'processing' | 'on-hold' | 'shipped' | 'completed' | 'cancelled' | 'refunded';

interface MOrder {
  id: number;
  kind: Kind;
  cod: boolean;
  /** collected at the store (shipping 3): staff hand it over, no courier */
  pickup: boolean;
  status: Status;
  pay: 'unpaid' | 'paid' | 'refunded';
  link: string | null;
  /** piastres taken from the wallet / points redeemed at placement */
  wallet: number;
  points: number;
  total: number;
  /** order columns the refund rule reads */
  subTotal: number;
  couponValue: number;
  pointsValue: number;
  coupon: boolean;
  /** money given back so far, and what the card gateway collected and has not refunded */
  refunded: number;
  gatewayLeft: number;
  /** units not refunded, per line (in line order) */
  left: number[];
  cards: number;
  /** the payment page's attempt failed: its page is finished (Pay again would open a new one) */
  failed: boolean;
  /** its hardware left the store (the courier collected it, or it was delivered or handed over) */
  outOfStore: boolean;
  /** refunded hardware units that had left the store, not yet said to be back or not */
  returning: number;
}
interface Model {
  orders: MOrder[];
  wallet: number;
  points: number;
  /** distinct items in the cart: a cart order that ends unpaid puts its lines back */
  cart: number;
  /** the coupon's use count the store should show */
  couponUses: number;
  /** the product's stock: what is on sale */
  stock: number;
}
interface Real {
  t: TestApp;
  user: TestUser;
  staff: TestUser;
}

const RUNS = Number(process.env.MODEL_RUNS ?? 12);
const POINTS = 100;
const COUPON = 'MODEL10';

let t: TestApp;
let items: { card0: number; card1: number; product: number };
beforeAll(async () => {
  t = await createTestApp();
  const f = await cartFixture(t.ctx.db);
  items = {
    card0: await f.card({ stockType: 0, price: 120_00 }),
    card1: await f.card({ stockType: 1, price: 150_00 }),
    product: await f.product({ price: 200_00, stock: 5_000 }),
  };
  await orderCalls(() => t).addCodes(items.card1, 400, 'MODEL');
  await t.ctx.db.execute(
    sql`insert into coupons (code, kind, value, usage_limit, per_user_limit) values (${COUPON}, 'fixed', 1000, 100000, 1000)`,
  );
}, 180_000);
afterAll(() => t.close());

const one = <T>(q: ReturnType<typeof sql>) => orderCalls(() => t).one<T>(q);
const hasPhysical = (k: Kind) => k === 'product' || k === 'mixed';
const hasCards = (k: Kind) => k !== 'product';

/** After an order became paid: digital-only completes with its codes, physical waits for the carrier. */
const paidStatus = (o: MOrder): Status => (hasPhysical(o.kind) ? 'processing' : 'completed');
const markPaid = (o: MOrder, byGateway = false) => {
  o.status = paidStatus(o);
  o.pay = 'paid';
  if (byGateway) o.gatewayLeft = o.total - o.wallet;
};
const couponUses = async () => (await one<{ n: number }>(sql`select used_count as n from coupons where code = ${COUPON}`)).n;
const productStock = async () => (await one<{ n: number }>(sql`select stock as n from products where id = ${items.product}`)).n;
/** An order ends (cancelled, expired, refunded whole): what it held comes back. */
const released = (m: Model, o: MOrder) => {
  m.points += o.points;
  if (o.coupon) m.couponUses -= 1;
};
/** An unpaid order ends: its hardware unit, never sent, is on sale again. */
const unheld = (m: Model, o: MOrder) => {
  if (hasPhysical(o.kind)) m.stock += 1;
};

const press = (link: string, result: 'paid' | 'failed') => orderCalls(() => t).press(link, result);

/** The store matches the model, and the invariants hold. */
async function check(m: Model, r: Real): Promise<void> {
  expect((await checkInvariants(t.ctx.db)).map((v) => v.check)).toEqual([]);
  const wallet = await one<{
    n: number;
  }>(sql`select coalesce(sum(case when operation = 'credit' then amount else -amount end), 0)::int as n
    from wallet_ledger where user_id = ${r.user.id}`);
  expect(wallet.n).toBe(m.wallet);
  const points = await one<{ n: number }>(sql`select coalesce(sum(points - used), 0)::int as n from points_ledger
    where user_id = ${r.user.id} and status = 'available' and points > 0`);
  expect(points.n).toBe(m.points);
  for (const o of m.orders) {
    const d = await t.call<{ status: string; cards: { codes_list: unknown[] }[] }>({
      method: 'GET',
      url: `/api/users/orders/${o.id}`,
      headers: r.user.headers,
    });
    expect({ id: o.id, status: d.body.data.status }).toEqual({ id: o.id, status: o.status });
    const { payment_status } = await one<{ payment_status: string }>(sql`select payment_status from orders where id = ${o.id}`);
    expect({ id: o.id, pay: payment_status }).toEqual({ id: o.id, pay: o.pay });
    const codes = d.body.data.cards.reduce((n, c) => n + c.codes_list.length, 0);
    expect({ id: o.id, codes }).toEqual({ id: o.id, codes: o.pay === 'unpaid' ? 0 : o.cards });
  }
  expect(await couponUses()).toBe(m.couponUses);
  expect(await productStock()).toBe(m.stock);
  const waiting = await one<{ n: number }>(sql`select coalesce(sum(h.qty), 0)::int as n from order_holds h
    join orders o on o.id = h.order_id where o.user_id = ${r.user.id} and h.kind = 'product_stock' and h.state = 'returning'`);
  expect(waiting.n).toBe(m.orders.reduce((n, o) => n + o.returning, 0));
  const cart = await one<{ n: number }>(sql`select count(*)::int as n from cart_items where user_id = ${r.user.id}`);
  expect(cart.n).toBe(m.cart); // buy-now orders leave the cart as it is; cart orders put it back when released
}

class Place implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: Kind,
    readonly cod: boolean,
    readonly usePoints: boolean,
    readonly useCoupon: boolean,
    readonly atStore: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const item = this.kind === 'mixed' ? 'product' : this.kind;
    const body = {
      shipping_method: hasPhysical(this.kind) ? (this.atStore ? 3 : 2) : 1,
      payment_id: this.cod ? 10 : 1,
      is_buy_now: 1,
      ...(item === 'product' ? { product_id: items.product } : { card_id: items[item] }),
      qty: 1,
      // (points and a coupon do not go together: the coupon wins)
      redeem_points: this.usePoints && !this.useCoupon && m.points >= POINTS && this.kind !== 'product' ? POINTS : 0,
      ...(this.useCoupon ? { coupon: COUPON } : {}),
    };
    // a mixed order is the cart's: one product and one managed card
    let res;
    if (this.kind === 'mixed') {
      await t.ctx.db.execute(sql`delete from cart_items where user_id = ${r.user.id}`);
      m.cart = 0;
      await t.ctx.db.execute(sql`insert into cart_items (user_id, product_id, qty) values (${r.user.id}, ${items.product}, 1)`);
      await t.ctx.db.execute(sql`insert into cart_items (user_id, card_id, qty) values (${r.user.id}, ${items.card1}, 1)`);
      const { is_buy_now: _b, product_id: _p, qty: _q, ...cartBody } = body as Record<string, unknown>;
      res = await orderCalls(() => t).place(r.user, cartBody);
    } else res = await orderCalls(() => t).place(r.user, body);
    if (this.cod && !hasPhysical(this.kind)) {
      expect(res.body.code).toBe('payment_unavailable');
      return check(m, r);
    }
    expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
    const id = res.body.data.order_id;
    const row = await one<{
      wallet_amount: number;
      points_redeemed: number;
      total_price: number;
      sub_total: number;
      coupon_value: number;
      points_value: number;
    }>(
      sql`select wallet_amount, points_redeemed, total_price, sub_total, coupon_value, points_value from orders where id = ${id}`,
    );
    const o: MOrder = {
      id,
      kind: this.kind,
      cod: this.cod,
      pickup: this.atStore && hasPhysical(this.kind),
      status: 'pending',
      pay: 'unpaid',
      link: res.body.data.payment_link ?? null,
      wallet: row.wallet_amount,
      points: row.points_redeemed,
      total: row.total_price,
      subTotal: row.sub_total,
      couponValue: row.coupon_value,
      pointsValue: row.points_value,
      coupon: this.useCoupon,
      refunded: 0,
      gatewayLeft: 0,
      left: this.kind === 'mixed' ? [1, 1] : [1],
      cards: hasCards(this.kind) ? 1 : 0,
      failed: false,
      outOfStore: false,
      returning: 0,
    };
    if (hasPhysical(this.kind)) m.stock -= 1;
    m.wallet -= o.wallet;
    m.points -= o.points;
    if (this.useCoupon) {
      expect(row.coupon_value).toBeGreaterThan(0);
      m.couponUses += 1;
    }
    if (o.total === o.wallet) markPaid(o);
    else if (this.cod) o.status = 'processing';
    m.orders.push(o);
    await check(m, r);
  }
  toString = () =>
    `place(${this.kind}, ${this.cod ? 'cod' : 'card'}${this.usePoints && !this.useCoupon ? ', points' : ''}${this.useCoupon ? ', coupon' : ''}${this.atStore && hasPhysical(this.kind) ? ', pickup' : ''})`;
}

/** Commands on the i-th order (modulo how many there are). */
abstract class OnOrder implements fc.AsyncCommand<Model, Real> {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  order = (m: Model) => m.orders[this.i % m.orders.length]!;
  abstract run(m: Model, r: Real): Promise<void>;
}

class Pay extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    if (!o.link) return;
    const back = await press(o.link, 'paid');
    // a finished page (failed, expired) changes nothing and says what really happened
    if (o.status === 'pending' && !o.failed) markPaid(o, true);
    expect(back).toBe(`/order/${o.id}?success=${o.pay === 'paid'}`);
    await check(m, r);
  }
  override toString = () => `pay(${this.i})`;
}

class Fail extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    if (!o.link) return;
    const back = await press(o.link, 'failed');
    if (o.status === 'pending') o.failed = true;
    // a failed attempt keeps the order payable: the page says so, nothing is given back yet
    expect(back).toBe(`/order/${o.id}?success=${o.pay === 'paid'}`);
    await check(m, r);
  }
  override toString = () => `fail(${this.i})`;
}

/** The gateway's signed "paid" callback, three at once (replayed and concurrent). */
class Replay extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    if (!o.link) return;
    const payment = await one<{ id: number; status: string; amount: number }>(
      sql`select id, status, amount from payments where order_id = ${o.id} order by id desc limit 1`,
    );
    const id = payment.id;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call<{ applied: boolean }>({
          method: 'POST',
          url: '/api/payments/callback/sandbox',
          payload: { payment_id: id, result: 'paid', signature: signCallback(t.ctx, id, 'paid') },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const applied = answers.filter((a) => a.body.data.applied).length;
    const open = payment.status === 'created' || payment.status === 'failed' || payment.status === 'expired';
    expect(applied).toBe(open ? 1 : 0);
    if (open && o.status === 'pending') markPaid(o, true);
    else if (open) m.wallet += payment.amount; // money that came too late goes to the wallet
    await check(m, r);
  }
  override toString = () => `replay(${this.i})`;
}

class Expire implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
    for (const o of m.orders.filter((x) => x.status === 'pending')) {
      o.status = 'cancelled';
      if (o.kind === 'mixed') m.cart = 2;
      m.wallet += o.wallet;
      released(m, o);
      unheld(m, o);
    }
    await check(m, r);
  }
  toString = () => 'expire';
}

class Deliver extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    if (o.pickup) {
      // the customer collects it at the counter: staff hand it over (cash taken there when unpaid)
      const done = await handOverAtStore(t.ctx, 'en', o.id, r.staff.id).then(
        () => true,
        () => false,
      );
      expect(done).toBe(o.status === 'processing');
      if (done) {
        o.status = 'completed';
        o.pay = 'paid';
        o.outOfStore = true;
      }
      return check(m, r);
    }
    const { number } = await one<{ number: string }>(sql`select number from orders where id = ${o.id}`);
    while (await advanceSandboxShipment(t.ctx, number));
    if (hasPhysical(o.kind) && (o.status === 'processing' || o.status === 'shipped')) {
      o.status = 'completed';
      o.pay = 'paid'; // a pay-on-delivery order's cash is collected at the door
      o.outOfStore = true;
    }
    await check(m, r);
  }
  override toString = () => `deliver(${this.i})`;
}

/** The courier collects a waiting courier parcel (the sandbox carrier's first step): it is shipped. */
class Collect extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    const { number } = await one<{ number: string }>(sql`select number from orders where id = ${o.id}`);
    const moved = await advanceSandboxShipment(t.ctx, number);
    // a parcel exists for a courier order once paid, or at once when paid on delivery
    const waiting = hasPhysical(o.kind) && !o.pickup && o.status === 'processing' && o.left[0]! > 0;
    if (waiting) {
      expect(moved?.status).toBe('shipped');
      o.status = 'shipped';
      o.outOfStore = true;
    } else if (moved) {
      // a parcel already on its way moves on a step (never past delivery: Deliver does that)
      expect(o.status).toBe('shipped');
    }
    await check(m, r);
  }
  override toString = () => `collect(${this.i})`;
}

/** Staff say one unit waiting to come back is back in the store, or will not come back. */
class Return extends OnOrder {
  constructor(
    i: number,
    readonly outcome: 'received' | 'kept',
  ) {
    super(i);
  }
  async run(m: Model, r: Real) {
    // an order with a unit waiting, when there is one (the i-th order otherwise: refused)
    const o = m.orders.find((x) => x.returning > 0) ?? this.order(m);
    const done = await settleOrderReturn(t.ctx, 'en', o.id, r.staff.id, items.product, 1, this.outcome).then(
      () => true,
      () => false,
    );
    expect(done).toBe(o.returning > 0);
    if (done) {
      o.returning -= 1;
      if (this.outcome === 'received') m.stock += 1;
    }
    await check(m, r);
  }
  override toString = () => `return(${this.i}, ${this.outcome})`;
}

class Cancel extends OnOrder {
  async run(m: Model, r: Real) {
    const o = this.order(m);
    const res = await t.call({ method: 'POST', url: `/api/users/orders/${o.id}/cancel`, headers: r.user.headers });
    if (o.status === 'pending') {
      expect(res.status).toBe(200);
      o.status = 'cancelled';
      if (o.kind === 'mixed') m.cart = 2;
      m.wallet += o.wallet;
      released(m, o);
      unheld(m, o);
    } else expect(res.status).toBe(409);
    await check(m, r);
  }
  override toString = () => `cancel(${this.i})`;
}

/** Money back for `units` (per line) of a paid order, as the refund rule says; the last refund ends it. */
function refundInModel(m: Model, o: MOrder, units: number[], to: 'wallet' | 'gateway') {
  const unitPrices = o.kind === 'mixed' ? [200_00, 150_00] : [o.subTotal];
  const goods = units.reduce((n, u, k) => n + u * unitPrices[k]!, 0);
  const left = o.left.map((l, k) => l - units[k]!);
  const last = left.every((l) => l === 0);
  const amount = refundAmount(
    { subTotal: o.subTotal, couponValue: o.couponValue, pointsValue: o.pointsValue, totalPrice: o.total },
    goods,
    o.refunded,
    last,
  );
  const viaGateway = to === 'gateway' ? Math.min(amount, o.gatewayLeft) : 0;
  // the hardware unit (line 0): on sale again if it never left the store, else it waits to come back
  if (hasPhysical(o.kind) && units[0]! > 0) {
    if (o.outOfStore) o.returning += units[0]!;
    else m.stock += units[0]!;
  }
  o.gatewayLeft -= viaGateway;
  o.refunded += amount;
  o.left = left;
  m.wallet += amount - viaGateway;
  // with its hardware all refunded before the courier collected it (still processing) there is
  // nothing left to ship or hand over, and it is complete: a courier order's shipment, made when it
  // was paid, is cancelled (shipping/cancel.test.ts)
  if (!last && hasPhysical(o.kind) && o.status === 'processing' && left[0] === 0) o.status = 'completed';
  if (last) {
    o.status = 'refunded';
    o.pay = 'refunded';
    released(m, o);
  }
}

/** Staff refund the whole order. */
class Refund extends OnOrder {
  constructor(
    i: number,
    readonly to: 'wallet' | 'gateway',
  ) {
    super(i);
  }
  async run(m: Model, r: Real) {
    const o = this.order(m);
    const done = await refundOrder(t.ctx, 'en', o.id, r.staff.id, this.to).then(
      () => true,
      () => false,
    );
    expect(done).toBe(o.pay === 'paid');
    if (done) refundInModel(m, o, o.left, this.to);
    await check(m, r);
  }
  override toString = () => `refund(${this.i}, ${this.to})`;
}

/** Staff refund one unit of the order's first line that has one left (the other lines go on). */
class RefundLine extends OnOrder {
  constructor(
    i: number,
    readonly to: 'wallet' | 'gateway',
  ) {
    super(i);
  }
  async run(m: Model, r: Real) {
    const o = this.order(m);
    const lines = await orderLines(o.id);
    const k = o.left.findIndex((l) => l > 0);
    const done = await refundOrder(t.ctx, 'en', o.id, r.staff.id, this.to, 'one line', [
      { lineId: lines[Math.max(k, 0)]!.id, qty: 1 },
    ]).then(
      () => true,
      () => false,
    );
    expect(done).toBe(o.pay === 'paid');
    if (done)
      refundInModel(
        m,
        o,
        o.left.map((_, j) => (j === k ? 1 : 0)),
        this.to,
      );
    await check(m, r);
  }
  override toString = () => `refundLine(${this.i}, ${this.to})`;
}

const orderLines = async (orderId: number) =>
  rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`select id from order_lines where order_id = ${orderId} order by product_id nulls last, id`),
  );

const kinds = fc.constantFrom<Kind>('card0', 'card1', 'product', 'mixed');
const idx = fc.nat(7);
const place = fc
  .tuple(kinds, fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([k, cod, p, c, atStore]) => new Place(k, cod, p, c, atStore));
const to = fc.constantFrom<'wallet' | 'gateway'>('wallet', 'gateway');
const commands = [
  // placing is drawn more often, so sequences have orders to work on
  place,
  place,
  place,
  idx.map((i) => new Pay(i)),
  idx.map((i) => new Fail(i)),
  idx.map((i) => new Replay(i)),
  fc.constant(new Expire()),
  idx.map((i) => new Deliver(i)),
  idx.map((i) => new Cancel(i)),
  fc.tuple(idx, to).map(([i, w]) => new Refund(i, w)),
  fc.tuple(idx, to).map(([i, w]) => new RefundLine(i, w)),
  idx.map((i) => new Collect(i)),
  fc.tuple(idx, fc.constantFrom<'received' | 'kept'>('received', 'kept')).map(([i, w]) => new Return(i, w)),
];

describe('every order finishes (model-based)', () => {
  it('matches the model and keeps the invariants after every command', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14, size: '+1' }), async (cmds) => {
        const user = await createUser(t.ctx.db);
        const staff = await createUser(t.ctx.db);
        await givePoints(t.ctx.db, user.id, 1_000);
        await t.ctx.db.execute(sql`insert into wallet_ledger (user_id, operation, amount, description_en, description_ar)
          values (${user.id}, 'credit', 5000, 'Top-up', 'شحن')`);
        // the release job (Expire) takes every expired order in the store: release the earlier runs'
        // unpaid orders first, so the coupon's shared count moves only with this run's orders
        await releaseExpiredOrders(t.ctx, new Date(Date.now() + 31 * 60_000));
        const model: Model = {
          orders: [],
          wallet: 50_00,
          points: 1_000,
          cart: 0,
          couponUses: await couponUses(),
          stock: await productStock(),
        };
        await fc.asyncModelRun(() => ({ model, real: { t, user, staff } }), cmds);
      }),
      {
        numRuns: RUNS,
        // every run also tries the paths to a return: a parcel collected then refunded whole, one
        // unit of a delivered pay-on-delivery order refunded, a store-pickup order handed over then refunded
        examples: [
          [
            [
              new Place('mixed', false, false, false, false),
              new Pay(0),
              new Collect(0),
              new Refund(0, 'gateway'),
              new Return(0, 'received'),
              new Place('product', true, false, false, false),
              new Deliver(1),
              new RefundLine(1, 'wallet'),
              new Return(1, 'kept'),
              new Place('product', false, false, true, true),
              new Pay(2),
              new Deliver(2),
              new Refund(2, 'wallet'),
              new Return(2, 'received'),
            ],
          ],
        ],
      },
    );
  });
});
