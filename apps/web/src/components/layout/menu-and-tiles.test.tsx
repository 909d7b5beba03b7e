// One address per page (issue 12): a hover-menu link and the category tile that lead to the same
// category or card list carry the same address, so a shopper (and a search engine) never sees two
// URLs for one page. The menus are opened, their links followed, and the tiles on the page they
// lead to compared with the menu's links.
import { ROUTE_PATTERNS, type Category, type Country } from '@store/shared';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../app/test-providers.tsx';
import CategoryLandingPage from '../../features/catalog/pages/CategoryLandingPage.tsx';
import DigitalCategoryPage from '../../features/catalog/pages/DigitalCategoryPage.tsx';
import DigitalCountriesPage from '../../features/catalog/pages/DigitalCountriesPage.tsx';
import HardwareCategoryPage from '../../features/catalog/pages/HardwareCategoryPage.tsx';
import { DigitalMenuPanel, HardwareMenuPanel } from './MegaMenuPanels.tsx';
import { stubApi } from '../../test/fake-api.ts';

const cat = (id: number, name: string, slug: string, parent: number, display: number, children: boolean): Category => ({
  id,
  name,
  slug,
  logo: null,
  has_children: children,
  display_type: display,
  parent_id: parent,
});

const CHILDREN: Record<string, Category[]> = {
  '2': [cat(34, 'PC Components', 'pc-components', 2, 1, true), cat(110, 'Consoles', 'consoles', 2, 3, false)],
  '34': [cat(100, 'Processors', 'processors', 34, 3, false)],
  '3': [cat(130, 'Game Cards', 'game-cards', 3, 1, true)],
  '130': [cat(140, 'PlayStation Store', 'playstation-store', 130, 2, true)],
};
const COUNTRIES: Country[] = [
  { id: 1, name: 'United States', flag: '/flags/US.svg', has_children: true },
  { id: 9, name: 'Bosnia/Herzegovina', flag: '/flags/BA.svg', has_children: true },
];
const EMPTY_LIST = { total: 0, current_page: 1, last_page: 1, per_page: 20 };

function stubCatalog() {
  stubApi((url) => {
    const id = url.searchParams.get('category_id') ?? '';
    if (url.pathname.endsWith('/categories/children')) return CHILDREN[id] ?? [];
    if (url.pathname.endsWith('/countries')) return COUNTRIES;
    if (url.pathname.endsWith('/cards/category')) return { cards: [], ...EMPTY_LIST };
    if (url.pathname.endsWith('/products/category')) return { products: [], ...EMPTY_LIST };
    return [];
  });
}

const PAGES = [
  { path: ROUTE_PATTERNS.categoryLanding, element: <CategoryLandingPage /> },
  { path: ROUTE_PATTERNS.hardwareCategory, element: <HardwareCategoryPage /> },
  { path: ROUTE_PATTERNS.digitalSubCategory, element: <DigitalCountriesPage /> },
  { path: ROUTE_PATTERNS.digitalCategory, element: <DigitalCategoryPage /> },
];

const hrefOf = async (container: HTMLElement, name: string) =>
  (await within(container).findByRole('link', { name })).getAttribute('href')!;

/** The tiles of the page at `url` (the page's main list of links). */
async function tileHref(url: string, name: string): Promise<string> {
  const view = renderWithRouter(PAGES, { url });
  const href = await hrefOf(view.container, name);
  view.unmount();
  return href;
}

afterEach(() => vi.unstubAllGlobals());

describe('menu links and tiles', () => {
  it('give a digital card list, its sub-category and its category one address each', async () => {
    stubCatalog();
    const menu = renderWithRouter(<DigitalMenuPanel onNavigate={() => {}} />);
    const menuCategory = await hrefOf(menu.container, 'Game Cards');
    const menuSub = await hrefOf(menu.container, 'PlayStation Store');
    const menuUs = await hrefOf(menu.container, 'United States');
    const menuBosnia = await hrefOf(menu.container, 'Bosnia/Herzegovina');
    menu.unmount();

    expect(menuUs).toBe('/digital-store/United-States/1/playstation-store/140');
    expect(await tileHref('/category/digital-store', 'Game Cards')).toBe(menuCategory);
    // following the menu's links: the category page's tile, then the country tiles
    expect(await tileHref(menuCategory, 'PlayStation Store')).toBe(menuSub);
    expect(await tileHref(menuSub, 'United States')).toBe(menuUs);
    expect(await tileHref(menuSub, 'Bosnia/Herzegovina')).toBe(menuBosnia);
  });

  it('give a hardware category and its sub-categories one address each', async () => {
    stubCatalog();
    const menu = renderWithRouter(<HardwareMenuPanel onNavigate={() => {}} />);
    const menuParent = await hrefOf(menu.container, 'PC Components');
    const menuLeaf = await hrefOf(menu.container, 'Consoles');
    const menuSub = await hrefOf(menu.container, 'Processors');
    menu.unmount();

    expect(menuParent).toBe('/gaming-hardware/pc-components/34?children=true');
    expect(await tileHref('/category/gaming-hardware', 'PC Components')).toBe(menuParent);
    expect(await tileHref('/category/gaming-hardware', 'Consoles')).toBe(menuLeaf);
    expect(await tileHref(menuParent, 'Processors')).toBe(menuSub);
  });
});
