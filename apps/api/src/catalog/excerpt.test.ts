// The list excerpt (short_desc, spec §9: 200 characters of a description's text) is written by the
// database with the description (migration 0050, issue 24's seventh step), no longer made per item
// by every list answer. Whatever the description, the shopper must read the excerpt the store's
// text rules give (packages/shared stripHtml and truncate), in both languages, on every list.
import fc from 'fast-check';
import { DESC_MAX, stripHtml, truncate, type ProductListItem } from '@store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { insertProduct } from './test-factories.ts';

/** a product description's excerpt by the TypeScript rules */
const htmlExcerpt = (html: string, max = DESC_MAX) => truncate(stripHtml(html.replace(/<[^>]*$/, '')), max);
/** a card's (plain text) */
const textExcerpt = (text: string, max = DESC_MAX) => truncate(text.replace(/\s+/g, ' ').trim(), max);

const piece = fc.oneof(
  fc.constantFrom('<p>', '</p>', '<br>', '<br/>', '<strong>', '</strong>', '<a href="https://x.example/?a=1&amp;b=2">', '</a>'),
  fc.constantFrom('<ul><li>', '</li><li>', '</li></ul>', '<img src="x.png" alt="a > b">', '<h2 class="t">', '</h2>', '<', '>'),
  fc.constantFrom('&amp;', '&nbsp;', '&lt;', '&gt;', '&quot;', '&#39;', '&amp;lt;', ' ', '  ', '\n', '\t', '\r\n'),
  fc.constantFrom('\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff', '\u200b', '\u0085', '\u180e'),
  fc.constantFrom('RTX 4070 Super', 'معالج رايزن', 'كرت شاشة', '🎮', '😀 ok', 'a', 'word', "it's", 'Ä'),
  fc.constantFrom('<script>var a = "<p>";</script>', '<style>p { color: red }</style>', '<SCRIPT>x</script>', '<script a="1">'),
  fc.constantFrom('</script>', '<style>', '</STYLE>', '<scripts>', '</style >'),
  fc.string({ maxLength: 12 }),
);
// size 'max': fast-check's default size keeps arrays to about ten pieces, far below 200 characters
const description = fc.array(piece, { minLength: 0, maxLength: 300, size: 'max' }).map((parts) => parts.join(''));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** the database's excerpts of many descriptions in one statement */
async function databaseExcerpts(fn: 'html' | 'text', texts: string[], max: number): Promise<string[]> {
  const expr =
    fn === 'html' ? sql`store_html_excerpt(d, ${max}::int)` : sql`store_truncate(store_collapse_space(d), ${max}::int)`;
  const values = sql.join(
    texts.map((d, n) => sql`(${d}::text, ${n}::int)`),
    sql`, `,
  );
  const rows = rowsOf<{ e: string }>(
    await t.ctx.db.execute(sql`select ${expr} as e from (values ${values}) as u(d, n) order by n`),
  );
  return rows.map((r) => r.e);
}

describe('list excerpt written by the database', () => {
  it('is the excerpt of the TypeScript rules, for any HTML (products) and any text (cards)', async () => {
    for (const max of [DESC_MAX, 150, 20]) {
      // NUL cannot be stored in text; the store never receives one (validation refuses it)
      const texts = fc.sample(description, { numRuns: 400, seed: 24 + max }).map((s) => s.replace(/\0/g, ''));
      const html = await databaseExcerpts('html', texts, max);
      const text = await databaseExcerpts('text', texts, max);
      texts.forEach((s, i) => {
        expect(html[i], JSON.stringify(s)).toBe(htmlExcerpt(s, max));
        expect(text[i], JSON.stringify(s)).toBe(textExcerpt(s, max));
      });
    }
  });

  it('follows every write of the description, in both languages, and is what the lists answer', async () => {
    const [category] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from categories where store = 'hardware' and active order by id desc limit 1`),
    );
    const id = await insertProduct(t.ctx.db, { categoryId: category!.id, nameEn: 'Excerpt probe cooler' });
    const long = `<p>Fast &amp; quiet</p>${'<p>Ryzen processor with eight cores and sixteen threads.</p>'.repeat(40)}`;
    await t.ctx.db.execute(
      sql`update products set desc_en = ${long}, desc_ar = ${'<p>مبرد هادئ</p><script>x()</script>'} where id = ${id}`,
    );
    const list = async (lang: 'en' | 'ar') => {
      const res = await t.call<{ products: { products: ProductListItem[] } }>({
        method: 'GET',
        url: `/api/products/search?search=${encodeURIComponent('excerpt probe')}&per_page=5`,
        headers: { lang },
      });
      expect(res.status).toBe(200);
      return res.body.data.products.products.find((p) => p.id === id)!.short_desc;
    };
    const en = await list('en');
    expect(en.startsWith('Fast & quiet Ryzen processor')).toBe(true);
    expect(en).not.toContain('<');
    expect(en.endsWith('...')).toBe(true);
    expect([...en.slice(0, -3)].length).toBeLessThanOrEqual(DESC_MAX);
    expect(await list('ar')).toBe('مبرد هادئ');
    await t.ctx.db.execute(sql`update products set desc_en = ${'<p>Now short</p>'} where id = ${id}`);
    expect(await list('en')).toBe('Now short');
  });
});
