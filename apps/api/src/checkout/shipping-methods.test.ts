// GET /shipping-methods: the shipping methods the store offers now, as checkout lists them — the
// active ones only, named in the request's language, their fees in EGP — public and cached, and
// an admin's rename or switch-off reaching it (and checkout's price) at once although cached, in
// this process and in the shared proxy in front of the fleet. Runs on PGlite and PostgreSQL.
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, cartTestApp, type CartFixture } from '../cart/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { staffTokenFor } from '../admin/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';

let t: TestApp;
let f: CartFixture;
let admin: string;
/** what the shared proxy was asked to refresh */
const refreshed: string[] = [];
const proxy = http.createServer((req, res) => {
  refreshed.push(`${String(req.headers.lang)} ${req.url!}`);
  res.end('ok');
});
beforeAll(async () => {
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const { port } = proxy.address() as net.AddressInfo;
  // public answers kept for a minute: "at once" below means the admin's change dropped them
  ({ t, f } = await cartTestApp({
    env: {
      RATE_LIMIT_DISABLED: 'true',
      PUBLIC_CACHE_SECONDS: '60',
      SHARED_CACHE_SECONDS: '30',
      SHARED_CACHE_PURGE_URL: `http://127.0.0.1:${port}`,
      SHARED_CACHE_PURGE_SECRET: 'purge-secret-0123456789',
    },
  }));
  admin = await staffTokenFor(t.ctx, 'admin');
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => proxy.close(r));
});

interface Method {
  id: number;
  name: string;
  fee: number;
}

const read = (lang = 'en', headers: Record<string, string> = {}) =>
  t.call<Method[]>({ method: 'GET', url: '/api/shipping-methods', headers: { lang, ...headers } });

const edit = (id: number, body: { name_en: string; name_ar: string; fee: number; active: boolean }) =>
  t.call({
    method: 'PUT',
    url: `/api/admin/shipping-methods/${id}`,
    headers: { authorization: `Bearer ${admin}`, lang: 'en' },
    payload: body,
  });

const DEMO = {
  1: { name_en: 'Online delivery', name_ar: 'التوصيل أونلاين', fee: 0, active: true },
  2: { name_en: 'Two-day delivery', name_ar: 'التوصيل خلال يومين', fee: 75_00, active: true },
  3: { name_en: 'Store pickup (Nasr City)', name_ar: 'الاستلام من الفرع (مدينة نصر)', fee: 0, active: true },
};

describe('GET /shipping-methods', () => {
  it("answers the demo store's three methods in each language, fees in EGP, to anyone", async () => {
    const en = await read();
    expect(en.status).toBe(200);
    expect(en.body.data).toEqual([
      { id: 1, name: 'Online delivery', fee: 0 },
      { id: 2, name: 'Two-day delivery', fee: 75 },
      { id: 3, name: 'Store pickup (Nasr City)', fee: 0 },
    ]);
    expect(en.res.headers['cache-control']).toContain('s-maxage=30');
    const ar = await read('ar');
    expect(ar.body.data.map((m) => m.name)).toEqual(['التوصيل أونلاين', 'التوصيل خلال يومين', 'الاستلام من الفرع (مدينة نصر)']);
    // a guest's answer is cached; a signed-in shopper's is read fresh
    expect((await read()).res.headers['x-cache']).toBe('hit');
    const user = await createUser(t.ctx.db);
    const signedIn = await read('en', user.headers);
    expect(signedIn.body.data).toEqual(en.body.data);
    expect(signedIn.res.headers['x-cache']).toBeUndefined();
  });

  it('follows an admin at once: a renamed method its new name and fee, a switched-off one gone', async () => {
    const user = await createUser(t.ctx.db);
    const product = await f.product({ price: 500_00, stock: 10 });
    await cartCalls(t, user.headers).add('products', product, { qty: 1 });
    const price = (shipping: number) =>
      t.call<{ shipping_fees: number }>({
        method: 'GET',
        url: `/api/users/cart/price?shipping_method=${shipping}`,
        headers: { ...user.headers, lang: 'en' },
      });
    await read();
    await read('ar'); // both languages cached before the change

    expect((await edit(2, { ...DEMO[2], name_en: 'Express courier', name_ar: 'مندوب سريع', fee: 50_00 })).status).toBe(200);
    expect((await edit(3, { ...DEMO[3], active: false })).status).toBe(200);
    // the proxy in front of the fleet was asked to refresh the list in both languages
    expect(refreshed).toEqual(expect.arrayContaining(['en /api/shipping-methods', 'ar /api/shipping-methods']));

    expect((await read()).body.data).toEqual([
      { id: 1, name: 'Online delivery', fee: 0 },
      { id: 2, name: 'Express courier', fee: 50 },
    ]);
    expect((await read('ar')).body.data.map((m) => m.name)).toEqual(['التوصيل أونلاين', 'مندوب سريع']);
    expect((await read('en', user.headers)).body.data.map((m) => m.id)).toEqual([1, 2]);
    // checkout prices with the same rows: the fee shown is the fee charged, the method gone is refused
    expect((await price(2)).body.data.shipping_fees).toBe(50);
    const gone = await price(3);
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({ code: 'shipping_unavailable', message: 'This shipping method is not available.' });

    // everything switched off: an empty list, not an error
    expect((await edit(1, { ...DEMO[1], active: false })).status).toBe(200);
    expect((await edit(2, { ...DEMO[2], active: false })).status).toBe(200);
    expect((await read()).body).toMatchObject({ status: true, data: [] });

    for (const id of [1, 2, 3] as const) expect((await edit(id, DEMO[id])).status).toBe(200);
    expect((await read()).body.data).toEqual([
      { id: 1, name: 'Online delivery', fee: 0 },
      { id: 2, name: 'Two-day delivery', fee: 75 },
      { id: 3, name: 'Store pickup (Nasr City)', fee: 0 },
    ]);
  });
});
