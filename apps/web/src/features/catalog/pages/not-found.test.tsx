// A category address that names nothing the store has (an unknown id, or no id at all) shows the
// store's not-found view, as an unknown product or card does: never the list's frame (the slug's
// words as a title, the sort and per-page selectors) with "Server error, try again later" under it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { catalogRoutes } from '../routes.tsx';
import { stubFetch, type FakeCall } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

freshStorefrontEachTest();

/** The API as it answers a category it does not have (catalog/service.ts: 404 "Category not found"). */
function storeWithoutCategory(missing: number) {
  const asked: FakeCall[] = [];
  const fetchMock = stubFetch((url, _init, call) => {
    asked.push(call);
    const id = Number(url.searchParams.get('category_id'));
    if (id === missing) return { status: 404, errors: [i18n.language === 'ar' ? 'القسم غير موجود' : 'Category not found'] };
    // the menus' top-level lists
    if (call.key === 'GET categories/children') return { data: [] };
    return { status: 500, errors: ['unexpected call in this test'] };
  });
  return { fetchMock, asked };
}

async function expectCategoryNotFound(title: string, serverError: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(screen.queryByText(serverError)).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull(); // no sort or per-page selector
}

describe('a category the store does not have', () => {
  it.each([
    ['a hardware category', '/gaming-hardware/pc-components/99999'],
    ["a hardware category's tiles", '/gaming-hardware/pc-components/99999?children=true'],
    ['a digital category', '/digital-store/game-cards/99999'],
    ['a digital sub-category', '/digital-store/sub_category/playstation-store/99999'],
    ['a card list', '/digital-store/united-states/1/playstation-store/99999'],
  ])('%s shows the not-found view', async (_kind, address) => {
    storeWithoutCategory(99999);
    renderRoutes(catalogRoutes, address);
    await expectCategoryNotFound('This category was not found.', 'Server error, try again later.');
  });

  it('a card list of a country the store does not have shows the not-found view', async () => {
    stubFetch((url, _init, call) =>
      call.key === 'GET cards/category' && url.searchParams.get('country_id') === '99999'
        ? { status: 404, errors: ['Country not found'] }
        : { data: [] },
    );
    renderRoutes(catalogRoutes, '/digital-store/nowhere/99999/playstation-store/140');
    await expectCategoryNotFound('This category was not found.', 'Server error, try again later.');
  });

  it('in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    storeWithoutCategory(99999);
    renderRoutes(catalogRoutes, '/gaming-hardware/pc-components/99999');
    await expectCategoryNotFound('لم يتم العثور على هذا القسم.', 'خطأ في الخادم، حاول مرة أخرى لاحقاً.');
  });

  it.each([
    ['a hardware category', '/gaming-hardware/x/abc'],
    ['a digital category', '/digital-store/x/abc'],
    ['a digital sub-category', '/digital-store/sub_category/x/abc'],
    ['a card list', '/digital-store/x/y/z/abc'],
  ])('%s without an id shows it without asking for the list', async (_kind, address) => {
    const { asked } = storeWithoutCategory(99999);
    renderRoutes(catalogRoutes, address);
    await expectCategoryNotFound('This category was not found.', 'Server error, try again later.');
    expect(asked.filter((c) => c.url.search.includes('NaN'))).toEqual([]);
    expect(asked.map((c) => c.key)).not.toContain('GET cards/category');
    expect(asked.map((c) => c.key)).not.toContain('GET products/category');
  });
});
