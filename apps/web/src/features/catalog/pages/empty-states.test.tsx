// Catalogue pages with nothing to show (spec §8's empty texts) offer the shopper a way on, as the
// cart and the wishlist do: /compare and /deals to the store, a search without results to the deals.
// A search with nothing searchable in it is not sent: the page asks for a search term.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { catalogRoutes } from '../routes.tsx';
import { stubApi, stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

freshStorefrontEachTest();

const emptyPage = { total: 0, current_page: 1, last_page: 1, per_page: 20 };

async function wayOn(text: string, link: string) {
  const box = (await screen.findByText(text, {}, { timeout: 5000 })).closest('[role=status]') as HTMLElement;
  return within(box).getByRole('link', { name: link }).getAttribute('href');
}

describe('empty catalogue pages', () => {
  it('/compare without products links to the store', async () => {
    stubApi(() => null);
    renderRoutes(catalogRoutes, '/compare');
    expect(await wayOn('There are no products added to compare', 'Browse the store')).toBe('/');
  });

  it('/compare in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi(() => null);
    renderRoutes(catalogRoutes, '/compare');
    expect(await wayOn('لا توجد منتجات مضافة للمقارنة', 'تصفح المتجر')).toBe('/');
  });

  it('a search without results links to the deals', async () => {
    stubApi(() => ({ products: { ...emptyPage, products: [] }, cards: { ...emptyPage, cards: [] } }));
    renderRoutes(catalogRoutes, '/search/zzzz-qqqq');
    expect(await wayOn('No results found', "See today's deals")).toBe('/deals');
  });

  it('a search of dashes alone asks for a search term, without asking the API', async () => {
    const api = stubApi(() => ({ products: { ...emptyPage, products: [] }, cards: { ...emptyPage, cards: [] } }));
    renderRoutes(catalogRoutes, '/search/---');
    expect(await wayOn('Please enter a search term', "See today's deals")).toBe('/deals');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(api.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/products/search'))).toEqual([]);
  });

  it('a search of tatweels alone, in Arabic, asks for a search term (not "server error")', async () => {
    await i18n.changeLanguage('ar');
    // what the API answers such a search (search/service.ts): were it asked, the page would say this
    const api = stubFetch(() => ({ status: 400, errors: ['من فضلك أدخل كلمة للبحث'] }));
    renderRoutes(catalogRoutes, `/search/${encodeURIComponent('ـــ')}`);
    expect(await wayOn('من فضلك أدخل كلمة للبحث', 'شاهد عروض اليوم')).toBe('/deals');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('البحث');
    expect(screen.queryByText('خطأ في الخادم، حاول مرة أخرى لاحقاً.')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("a search the API refuses shows the API's reason, not a server error", async () => {
    stubFetch(() => ({ status: 422, errors: ['Search is not available for this text'] }));
    renderRoutes(catalogRoutes, '/search/ryzen');
    expect(await screen.findByText('Search is not available for this text', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Server error, try again later.')).toBeNull();
  });

  it('/deals without deals links to the store', async () => {
    // the page picks its layout by the screen's width (jsdom has no matchMedia; every browser has)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubApi(() => ({ products: [], cards: [] }));
    renderRoutes(catalogRoutes, '/deals');
    expect(await wayOn('There are no deals right now.', 'Browse the store')).toBe('/');
  });
});
