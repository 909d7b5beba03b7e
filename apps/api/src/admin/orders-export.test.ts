// The back-office's orders as a CSV file: the list's filters, every matching order newest first with
// its customer, methods and amounts as a spreadsheet reads them, the header in the staff member's
// language, a customer's text never run as a formula, every order once however the batches fall;
// admins only, audited, ten a minute, bad filters answered in the request's language.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser, type TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import { orderCalls } from '../orders/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';
import { ordersCsv } from './orders-export.ts';
import { auditCodesWithoutWords, staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let f: CartFixture;
let admin: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  ({ t, f } = await cartTestApp());
  admin = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'admin')}` };
  support = { authorization: `Bearer ${await staffTokenFor(t.ctx, 'support')}` };
}, 180_000);
afterAll(() => t?.close());

const { place, one, press } = orderCalls(() => t);

const exportOf = (query: string, headers = admin, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/export?${query}`, headers: { ...headers, lang } });
const table = (body: string) => parse(body, { bom: true }) as string[][];
const byHeader = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((h, i) => [h, r[i]!])));

async function paidOrder(user: TestUser, extra: object = {}) {
  const product = await f.product({ price: 250_00, stock: 10 });
  const res = await place(user, { shipping_method: 2, payment_id: 1, is_buy_now: 1, product_id: product, qty: 2, ...extra });
  expect(res.status).toBe(200);
  await press(res.body.data.payment_link!, 'paid');
  return res.body.data.order_id;
}

describe('admin orders: CSV export', () => {
  it("writes a customer's orders newest first, with methods, amounts in pounds and refunds, as a download", async () => {
    const user = await createUser(t.ctx.db);
    const first = await paidOrder(user);
    const second = await paidOrder(user);
    const refund = await t.call({
      method: 'POST',
      url: `/api/admin/orders/${first}/refund`,
      headers: { ...admin, lang: 'en' },
      payload: { to: 'wallet', reason: 'Damaged in transit' },
    });
    expect(refund.status).toBe(200);

    const res = await exportOf(`customer=${encodeURIComponent(user.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeffOrder number,')).toBe(true);
    const rows = byHeader(table(res.body));
    const facts = await one<{ a: string; b: string; total: number; sub: number; ship: number; method: string; shipping: string }>(
      sql`select a.number as a, b.number as b, b.total_price as total, b.sub_total as sub, b.shipping_fees as ship,
          pm.name_en as method, sm.name_en as shipping
        from orders a, orders b join payment_methods pm on pm.id = b.payment_method_id
        join shipping_methods sm on sm.id = b.shipping_method where a.id = ${first} and b.id = ${second}`,
    );
    expect(rows.map((r) => r['Order number'])).toEqual([facts.b, facts.a]);
    expect(rows[0]).toMatchObject({
      Status: 'processing',
      'Payment status': 'paid',
      'Payment method': facts.method,
      'Shipping method': facts.shipping,
      'Customer e-mail': user.email,
      Name: 'Mona Adel',
      Phone: '01012345678',
      Address: '15 Abbas El Akkad',
      City: 'Cairo',
      Items: '2',
      'Subtotal (EGP)': '500.00',
      'Total (EGP)': (facts.total / 100).toFixed(2),
      'Refunded (EGP)': '0.00',
    });
    expect(facts.sub).toBe(500_00);
    expect(rows[0]!['Placed (Cairo time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[1]).toMatchObject({ Status: 'refunded', 'Refunded (EGP)': rows[1]!['Total (EGP)'] });

    // the list's other filters narrow it alike
    expect(table((await exportOf(`customer=${encodeURIComponent(user.email)}&status=refunded`)).body)).toHaveLength(2);
    expect(table((await exportOf(`customer=${encodeURIComponent(user.email)}&to=2001-01-01`)).body)).toHaveLength(1);
  });

  it('names its columns and methods in Arabic for an Arabic request', async () => {
    const user = await createUser(t.ctx.db);
    await paidOrder(user);
    const res = await exportOf(`customer=${encodeURIComponent(user.email)}`, admin, 'ar');
    const [head, row] = table(res.body);
    expect(head!.slice(0, 3)).toEqual(['رقم الطلب', 'تاريخ الطلب (بتوقيت القاهرة)', 'الحالة']);
    const method = await one<{ name_ar: string }>(sql`select name_ar from payment_methods where id = 1`);
    expect(row![head!.indexOf('طريقة الدفع')]).toBe(method.name_ar);
  });

  it("never lets a customer's text run as a spreadsheet formula", async () => {
    const user = await createUser(t.ctx.db);
    const id = await paidOrder(user);
    await t.ctx.db.execute(sql`update orders set full_name = ${'=HYPERLINK("http://evil.example","Click")'},
      city = ${'@SUM(1+1)'}, street_address = ${'+1'} where id = ${id}`);
    const res = await exportOf(`customer=${encodeURIComponent(user.email)}`);
    const [row] = byHeader(table(res.body));
    expect(row!.Name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row!.City).toBe("'@SUM(1+1)");
    expect(row!.Address).toBe("'+1");
  });

  it('holds every order once whatever the batch size, orders of the same instant included', async () => {
    const user = await createUser(t.ctx.db);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await paidOrder(user));
    // three orders of one instant, to the microsecond, and one a microsecond older: the seek must split ties by id
    await t.ctx.db.execute(
      sql`update orders set created_at = '2026-06-01 12:00:00.123456+00' where id in (${ids[0]}, ${ids[1]}, ${ids[2]})`,
    );
    await t.ctx.db.execute(sql`update orders set created_at = '2026-06-01 12:00:00.123455+00' where id = ${ids[3]}`);
    const read = async (batch: number) => {
      let text = '';
      for await (const chunk of ordersCsv(t.ctx.db, { customer: user.email }, 'en', batch)) text += String(chunk);
      return text;
    };
    const whole = await read(1000);
    const numbers = byHeader(table(whole)).map((r) => r['Order number']);
    const expected = rowsOf<{ number: string }>(
      await t.ctx.db.execute(sql`select number from orders where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
        order by created_at desc, id desc`),
    ).map((r) => r.number);
    expect(numbers).toEqual(expected);
    expect(await read(1)).toBe(whole);
    expect(await read(2)).toBe(whole);
  });

  it('is for admins, audited with its filters; bad filters are answered in the staff language', async () => {
    expect((await exportOf('')).statusCode).toBe(200);
    expect((await exportOf('', support)).statusCode).toBe(403);
    expect((await exportOf('', {})).statusCode).toBe(401);
    const bad = await exportOf('from=2026-13-45', admin, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
    expect(bad.json().message).toMatch(/[\u0600-\u06ff]/);
    await exportOf('status=refunded&method=1');
    const audit = await one<{ action: string; entity: string; after: Record<string, unknown> }>(
      sql`select action, entity, after from audit_log where entity = 'orders' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'export', entity: 'orders', after: { status: 'refunded', method: 1 } });
    // the audit page names the export in the staff member's language
    expect(await auditCodesWithoutWords(t.ctx)).toEqual([]);
  });

  it('answers ten exports a minute per staff member, then asks them to wait, in their language', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11 && !answers.includes(429); i += 1)
      answers.push((await exportOf('to=2001-01-01', admin, 'ar')).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await exportOf('to=2001-01-01', admin, 'ar');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false });
    expect(refused.json().message).toMatch(/[\u0600-\u06ff]/);
  });
});
