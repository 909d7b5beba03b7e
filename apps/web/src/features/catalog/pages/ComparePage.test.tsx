// /compare shows the compared products as the store has them now: the list in localStorage is a
// copy taken when each was added (in that language, at that price and stock), so the page asks
// for each product again; one that has left the catalogue leaves the list with a notice.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { COMPARE_KEY, readCompare, reloadCompare } from '../../compare/compare-store.ts';
import { catalogRoutes } from '../routes.tsx';
import { buildProduct, buildProductDetail } from '../test/fixtures.ts';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

freshStorefrontEachTest();

const emptyRelated = { products: [], total: 0, current_page: 1, last_page: 1, per_page: 8 };

describe('/compare', () => {
  it('shows each product in the page’s language at today’s price and stock, and drops one no longer sold', async () => {
    // added on the English site: 1,200 EGP and in stock then
    localStorage.setItem(
      COMPARE_KEY,
      JSON.stringify([
        buildProduct({ id: 1, name: 'Gaming Mouse', price: 1200, type: 1, stock: 4 }),
        buildProduct({ id: 2, name: 'Old Keyboard', price: 900, type: 1, stock: 4 }),
      ]),
    );
    reloadCompare();
    await i18n.changeLanguage('ar');
    stubFetch((url) => {
      if (!url.pathname.endsWith('/products/getProductDetails')) return { data: null };
      if (url.searchParams.get('product_id') === '2') return { status: 404, message: 'المنتج غير موجود' };
      return {
        data: {
          product: buildProductDetail({ id: 1, name: 'فأرة ألعاب', price: 1500, type: 1, stock: 0 }),
          related_products: emptyRelated,
        },
      };
    });
    renderRoutes(catalogRoutes, '/compare');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'فأرة ألعاب' })).toBeDefined();
    expect(within(table).getByText('1,500 ج.م')).toBeDefined();
    expect(within(table).getByText('غير متوفر')).toBeDefined();
    expect(within(table).queryByText('Gaming Mouse')).toBeNull();
    expect(await screen.findByText('Old Keyboard لم يعد معروضًا للبيع وأُزيل من المقارنة.')).toBeDefined();
    expect(within(table).queryByText('Old Keyboard')).toBeNull();
    expect(readCompare().map((p) => p.id)).toEqual([1]);
  });
});
