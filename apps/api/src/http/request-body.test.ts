// A request without a body (http/request-body.ts): a call whose payload is empty (spec §7: liked,
// delete-cart) sent with `Content-Type: application/json` and no bytes is served as the same call
// without the header; a call that needs fields, sent with no body, names each missing field in the
// request's language; broken JSON and prototype poisoning are refused as before, and JSON sent as
// plain text is an unsupported content type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertCategory, insertProduct } from '../catalog/test-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true', CAPTCHA_PROVIDER: 'off' } });
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('a request without a body', () => {
  it('likes and removes from the cart with an empty JSON body, as with none', async () => {
    const leaf = await insertCategory(t.ctx.db, { parentId: 2, nameEn: 'Empty Body Leaf' });
    const id = await insertProduct(t.ctx.db, { categoryId: leaf, nameEn: 'Empty Body Item' });
    const user = await createUser(t.ctx.db);
    for (const payload of ['', '  \n']) {
      const liked = await t.call({
        method: 'POST',
        url: `/api/products/${id}/liked`,
        headers: { ...user.headers, ...JSON_TYPE },
        payload,
      });
      expect(liked.status, JSON.stringify(payload)).toBe(200);
    }
    // liked twice: liked, then not; a third time liked again, with no header at all
    expect((await t.call({ method: 'POST', url: `/api/products/${id}/liked`, headers: user.headers })).status).toBe(200);
    const list = await t.call<{ products: { products: { id: number }[] } }>({
      method: 'GET',
      url: '/api/users/liked',
      headers: user.headers,
    });
    expect(list.body.data.products.products.map((p) => p.id)).toEqual([id]);

    const added = await t.call({
      method: 'POST',
      url: `/api/products/${id}/add-cart`,
      headers: user.headers,
      payload: { qty: 1, type: 'add' },
    });
    expect(added.status).toBe(200);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/products/${id}/delete-cart`,
      headers: { ...user.headers, ...JSON_TYPE },
      payload: '',
    });
    expect(removed.status).toBe(200);
    const cart = await t.call<{ products: unknown[] }>({ method: 'GET', url: '/api/users/cart', headers: user.headers });
    expect(cart.body.data.products).toEqual([]);
  });

  it('names each missing field of a call that needs them, in English and Arabic', async () => {
    const english = ['Please enter your e-mail or phone number.', 'Password is required.'];
    const arabic = ['يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.', 'كلمة المرور مطلوبة.'];
    for (const headers of [{}, JSON_TYPE]) {
      const en = await t.call({ method: 'POST', url: '/api/login', headers, payload: '' });
      expect(en.status).toBe(400);
      expect(en.body.errors).toEqual(english);
      const ar = await t.call({ method: 'POST', url: '/api/login', headers: { ...headers, lang: 'ar' }, payload: '' });
      expect(ar.body.errors).toEqual(arabic);
    }
    // a body of JSON null reads as no fields too
    const nothing = await t.call({ method: 'POST', url: '/api/login', headers: JSON_TYPE, payload: 'null' });
    expect(nothing.body.errors).toEqual(english);
  });

  it('still refuses broken JSON and a poisoned prototype', async () => {
    const broken = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { ...JSON_TYPE, lang: 'ar' },
      payload: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('محتوى الطلب ليس JSON صالحاً.');
    const poisoned = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: JSON_TYPE,
      payload: '{"email":"a@b.example","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.message).toBe('The request body is not valid JSON.');
    // JSON sent as plain text is not read as a text no schema takes ("Value is not valid.")
    for (const [lang, message] of [
      ['en', 'Unsupported content type.'],
      ['ar', 'نوع المحتوى غير مدعوم.'],
    ]) {
      const plain = await t.call({
        method: 'POST',
        url: '/api/check-user-existence',
        headers: { 'content-type': 'text/plain', lang: lang! },
        payload: '{"email_or_phone":"a@b.example"}',
      });
      expect(plain.status).toBe(415);
      expect(plain.body.errors).toEqual([message]);
    }
  });
});
