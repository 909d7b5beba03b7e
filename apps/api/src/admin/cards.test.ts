// Cards and their codes in the back-office (issue 26): create (markup stripped), list with search
// and sorting, publish (on the storefront at once although its answers are cached), the CSV
// import (BOM, CRLF, Arabic, quotes; duplicates in the file and in the store; 100,001 rows; all
// or nothing), masked codes and the audited reveal.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffTokenFor, staffCalls } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let options: { categories: { id: number }[]; countries: { id: number }[]; platforms: { id: number }[] };

beforeAll(async () => {
  // public answers cached for a minute, so "on the storefront at once" means the cache was dropped
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  admin = await staffTokenFor(t.ctx, 'admin');
  options = (await api<typeof options>('GET', '/api/admin/cards/options')).body.data;
});
afterAll(() => t?.close());

const api = staffCalls(
  () => t,
  () => admin,
);

function importCsv(cardId: number, csv: string | Buffer) {
  return t.call<{ imported: number; available: number; problems?: { line: number; problem: string }[] }>({
    method: 'POST',
    url: `/api/admin/cards/${cardId}/codes/import`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
    payload: csv,
  });
}

const XSS = [
  '<script>alert(1)</script>Steam',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src=//evil></iframe>',
];

function cardBody(over: Record<string, unknown> = {}) {
  return {
    name_en: 'Test Steam Card $25',
    name_ar: 'بطاقة ستيم تجريبية ٢٥ دولار',
    category_id: options.categories.find((c) => c.id !== 3)?.id ?? options.categories[0]!.id,
    country_id: options.countries[0]!.id,
    platform_id: options.platforms[0]!.id,
    short_name: '$25',
    desc_en: 'Line one\nLine two',
    desc_ar: 'السطر الأول\nالسطر الثاني',
    keywords: ['steam', 'gift'],
    regions_en: ['United States'],
    regions_ar: ['الولايات المتحدة'],
    languages_en: ['English'],
    languages_ar: ['الإنجليزية'],
    system_requirement_en: 'A Steam account',
    system_requirement_ar: 'حساب ستيم',
    price: 150_000,
    price_after_discount: 140_000,
    redeem_points: 50,
    stock_type: 1,
    low_stock_threshold: 5,
    active: false,
    ...over,
  };
}

interface Card {
  id: number;
  name_en: string;
  desc_en: string;
  keywords: string[];
  active: boolean;
  available: number;
  category_id: number;
}

describe('cards', () => {
  it('are created with every text free of markup, and audited', async () => {
    const res = await api<Card>(
      'POST',
      '/api/admin/cards',
      cardBody({ name_en: XSS[0], desc_en: XSS.join('\n'), keywords: [XSS[1], 'ok'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.name_en).toBe('Steam');
    expect(res.body.data.desc_en).not.toMatch(/<|onerror|onload|javascript:/i);
    expect(res.body.data.keywords).toEqual(['ok']);
    const stored = rowsOf<{ name_en: string; desc_en: string }>(
      await t.ctx.db.execute(sql`select name_en, desc_en from cards where id = ${res.body.data.id}`),
    )[0]!;
    expect(stored.desc_en).not.toMatch(/<script|onerror|<svg|<iframe|javascript:/i);
    const audit = rowsOf<{ after: { name_en: string } }>(
      await t.ctx.db.execute(
        sql`select after from audit_log where entity = 'card' and action = 'create' and entity_id = ${String(res.body.data.id)}`,
      ),
    );
    expect(audit[0]?.after.name_en).toBe('Steam');
  });

  it('refuse bad input with the field named', async () => {
    const bad = await api('POST', '/api/admin/cards', cardBody({ price: -1 }));
    expect(bad.status).toBe(400);
    // in pounds, as staff type prices
    const tooHigh = await api('POST', '/api/admin/cards', cardBody({ price: 100_000_001 }), 'ar');
    expect(tooHigh.body.message).toBe('السعر من 0 إلى 1,000,000 ج.م، بخانتين عشريتين على الأكثر.');
    const discount = await api('POST', '/api/admin/cards', cardBody({ price: 100, price_after_discount: 200 }));
    expect(discount.status).toBe(400);
    expect(discount.body.message).toBe('The price after discount must not be above the price.');
    const discountAr = await api('POST', '/api/admin/cards', cardBody({ price: 100, price_after_discount: 200 }), 'ar');
    expect(discountAr.body.message).toBe('يجب ألا يزيد السعر بعد الخصم عن السعر.');
    const category = await api('POST', '/api/admin/cards', cardBody({ category_id: 2 }), 'ar');
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('الفئة غير موجودة في متجر البطاقات.');
    // an id past the database's integers (each was a server error)
    const card = await api<Card>('POST', '/api/admin/cards', cardBody());
    for (const [field, label] of [
      ['category_id', 'Category'],
      ['country_id', 'Country'],
      ['platform_id', 'Platform'],
    ]) {
      const huge = await api('POST', '/api/admin/cards', cardBody({ [field!]: 2_147_483_648 }));
      expect(huge.status, field).toBe(400);
      expect(huge.body.message).toContain(label);
      const edited = await api('PUT', `/api/admin/cards/${card.body.data.id}`, cardBody({ [field!]: 2_147_483_648 }));
      expect(edited.status, field).toBe(400);
    }
  });

  it('are listed with search and sorting on the server', async () => {
    await api('POST', '/api/admin/cards', cardBody({ name_en: 'Zebra Sort Card', price: 1, price_after_discount: null }));
    const found = await api<{ items: Card[]; total: number }>('GET', '/api/admin/cards?search=zebra%20sort');
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.items[0]!.name_en).toBe('Zebra Sort Card');
    const cheap = await api<{ items: { price: number }[] }>('GET', '/api/admin/cards?sort=price_asc&per_page=5');
    const prices = cheap.body.data.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('are found by the same spellings the storefront search finds them by (Arabic letter variants, case, diacritics)', async () => {
    const created = await api<Card>(
      'POST',
      '/api/admin/cards',
      cardBody({ name_en: 'Quokka Gift Card', name_ar: 'بطاقة كوكا إكس بوكس الهدية', keywords: ['Marsupial'] }),
    );
    await api('POST', `/api/admin/cards/${created.body.data.id}/publish`, { active: true });
    // a right-to-left mark pasted with the text, a tatweel, diacritics, hamza and ta marbuta spelled otherwise
    const spellings = ['اكس بوكس الهديه', 'بِطاقَة كوكا', 'كوكـا إكس', 'QUOKKA  gift', 'marsupial', ' بطاقه\u200f كوكا '];
    for (const search of spellings) {
      const found = await api<{ items: Card[]; total: number }>('GET', `/api/admin/cards?search=${encodeURIComponent(search)}`);
      expect(
        found.body.data.items.map((i) => i.name_en),
        search,
      ).toEqual(['Quokka Gift Card']);
      const store = await t.app.inject({ method: 'GET', url: `/api/products/search?search=${encodeURIComponent(search)}` });
      expect(store.body, `the storefront finds ${search}`).toContain('Quokka Gift Card');
    }
  });

  it('are on the storefront as soon as they are published, although its answers are cached', async () => {
    const created = await api<Card>('POST', '/api/admin/cards', cardBody({ name_en: 'Publish Me Card' }));
    const id = created.body.data.id;
    await importCsv(id, 'code,serial\nPUB-0001,S1\n');
    const before = await t.app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${id}` });
    expect(before.statusCode).toBe(404);
    // cached now; the publish must drop it
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${id}` })).statusCode).toBe(404);
    const published = await api<Card>('POST', `/api/admin/cards/${id}/publish`, { active: true });
    expect(published.body.data.active).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${id}` });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Publish Me Card');
    // and off again
    await api('POST', `/api/admin/cards/${id}/publish`, { active: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/getCardDetails?card_id=${id}` })).statusCode).toBe(404);
  });
});

describe('the code import', () => {
  let cardId: number;
  const codeCount = async () =>
    rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from card_codes where card_id = ${cardId}`))[0]!.n;

  beforeAll(async () => {
    cardId = (await api<Card>('POST', '/api/admin/cards', cardBody({ name_en: 'Import Card' }))).body.data.id;
  });

  it('takes a BOM, CRLF line ends, quotes and Arabic text, and counts the codes', async () => {
    const csv = '\uFEFFcode,serial\r\nAAAA-1111,SN1\r\n"BBBB,2222",SN2\r\nرمز-عربي-٣,رقم٣\r\n\r\n';
    const res = await importCsv(cardId, Buffer.from(csv, 'utf8'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imported: 3, available: 3 });
    const list = await api<{ items: { id: number; masked: string; serial_number: string }[]; counts: { available: number } }>(
      'GET',
      `/api/admin/cards/${cardId}/codes`,
    );
    expect(list.body.data.counts.available).toBe(3);
    const arabic = list.body.data.items.find((i) => i.serial_number === 'رقم٣')!;
    expect(arabic.masked).toBe('•••-••بي-٣');
    expect(arabic.masked).not.toContain('رمز');
    // the card's stock is its available codes
    const card = await api<Card>('GET', `/api/admin/cards/${cardId}`);
    expect(card.body.data.available).toBe(3);
    // a reveal shows the code and is audited
    const revealed = await api<{ code: string }>('POST', `/api/admin/codes/${arabic.id}/reveal`);
    expect(revealed.body.data.code).toBe('رمز-عربي-٣');
    const audited = rowsOf(
      await t.ctx.db.execute(sql`select 1 from audit_log where action = 'reveal' and entity_id = ${String(arabic.id)}`),
    );
    expect(audited.length).toBe(1);
  });

  it('refuses duplicates in the file and in the store row by row, importing nothing', async () => {
    // line 8: a NUL in the serial (was a server error), line 9: a line feed inside a quoted code
    const csv = 'code,serial\nNEW-1,S\nAAAA-1111,S\nNEW-2,S\nNEW-1,S\nONLY-ONE-COLUMN\n,S\nNEW-3,S\u0000\n"NEW\n4",S\n';
    const res = await importCsv(cardId, csv);
    expect(res.status).toBe(422);
    const problems = (res.body.data as unknown as { problems: { line: number; problem: string }[] }).problems;
    expect(problems).toEqual([
      { line: 3, problem: 'the store already has this code (available)' },
      { line: 5, problem: 'the same code is on line 2' },
      { line: 6, problem: 'the row has 1 columns instead of 2' },
      { line: 7, problem: 'the code is empty' },
      { line: 8, problem: 'the code or serial number holds an invisible control character' },
      { line: 9, problem: 'the code or serial number holds an invisible control character' },
    ]);
    expect(res.body.errors[0]).toBe('line 3: the store already has this code (available)');
    expect(await codeCount()).toBe(3);
  });

  it('refuses a code already sold to someone', async () => {
    await t.ctx.db.execute(sql`update card_codes set status = 'sold' where card_id = ${cardId} and serial_number = 'SN1'`);
    const res = await importCsv(cardId, 'AAAA-1111,SN9\n');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['line 1: the store already has this code (sold)']);
    // one row, and two, are said as a person says them, in both languages
    expect(res.body.message).toBe('Nothing was imported: 1 row has a problem.');
    const ar = await t.call({
      method: 'POST',
      url: `/api/admin/cards/${cardId}/codes/import`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv', lang: 'ar' },
      payload: 'AAAA-1111,SN9\n,S\n',
    });
    expect(ar.body.message).toBe('لم يُستورد شيء: في سطرين مشكلات.');
    // the code's status in Arabic too
    expect(ar.body.errors[0]).toBe('السطر 1: الرمز موجود بالفعل في المتجر (مباع)');
  });

  it('refuses 100,001 rows and an empty file; imports 100,000 in one go', async () => {
    const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i},S${i}`).join('\n');
    const tooMany = await importCsv(cardId, `code,serial\n${rows(100_001, 'MANY')}`);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe('A file may hold at most 100,000 codes; this one has 100,001. Nothing was imported.');
    expect(await codeCount()).toBe(3);
    const empty = await importCsv(cardId, 'code,serial\n');
    expect(empty.status).toBe(400);
    const full = await importCsv(cardId, rows(100_000, 'BULK'));
    expect(full.status).toBe(200);
    expect(full.body.data.imported).toBe(100_000);
    expect(full.body.message).toBe('100,000 codes imported.');
    expect(await codeCount()).toBe(100_003);
  }, 120_000);

  it('answers 404 for an unknown card and 415 for a body that is not CSV', async () => {
    expect((await importCsv(99_999_999, 'A,B\n')).status).toBe(404);
    const json = await api(`POST`, `/api/admin/cards/${cardId}/codes/import`, { code: 'x' });
    expect(json.status).toBe(415);
  });
});
