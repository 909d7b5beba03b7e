// /build-pc as a shopper uses it: the component categories and their in-stock parts, choosing and
// deselecting, the drawer (35-character names, quantity within stock, remove, total), the
// compatibility warnings, and 'Add Selected items to Cart' for guests and signed-in shoppers with
// the three messages of spec §5.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithChildren, CompatSpecs, ProductListItem } from '@store/shared';
import i18n from '../../../lib/i18n/index.ts';
import { setSession } from '../../../lib/session.ts';
import { buildProduct } from '../../catalog/test/fixtures.ts';
import { readGuestCart, reloadGuestCart } from '../../cart/index.ts';
import { buildPcRoutes } from '../routes.tsx';
import { BUILD_PC_KEY, reloadSelection } from '../selection.ts';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

// the lazy page module loaded once before the tests, so the first test's wait is the page's, not the import's
beforeAll(() => import('./BuildPcPage.tsx'));

const PROCESSORS = 100;
const MOTHERBOARDS = 102;

function category(id: number, name: string): CategoryWithChildren {
  return { id, name, slug: name.toLowerCase(), logo: null, has_children: false, display_type: 3, parent_id: 34, children: [] };
}

const part = (id: number, name: string, compat: CompatSpecs, o: Partial<ProductListItem> = {}) =>
  buildProduct({ id, name, slug: `p-${id}`, price: 1000 * id, compat, type: 1, stock: 5, ...o });

const ryzen = part(
  1,
  'AMD Ryzen 7 7800X3D 8-Core Desktop Processor Boxed',
  { part: 'cpu', socket: 'AM5', tdp_w: 120 },
  { stock: 2 },
);
const intelBoard = part(2, 'ASUS ROG STRIX Z790-E', { part: 'motherboard', socket: 'LGA 1700', memory_type: 'DDR5' });
const amdBoard = part(
  3,
  'MSI MAG B650 TOMAHAWK',
  { part: 'motherboard', socket: 'AM5', memory_type: 'DDR5' },
  { type: 0, stock: 0 },
);

let fetchMock: ReturnType<typeof stubFetch>;

function stubStore(
  addAnswer: () => { status?: number; data?: unknown; message?: string; errors?: string[] } = () => ({}),
  processors: ProductListItem[] = [ryzen],
) {
  fetchMock = stubFetch((url) => {
    if (url.pathname.endsWith('/categories/children/children'))
      return { data: [category(PROCESSORS, 'Processors'), category(MOTHERBOARDS, 'Motherboards')] };
    if (url.pathname.endsWith('/products/category')) {
      const products = url.searchParams.get('category_id') === String(PROCESSORS) ? processors : [intelBoard, amdBoard];
      return { data: { products, total: products.length, current_page: 1, last_page: 1, per_page: 100 } };
    }
    if (url.pathname.endsWith('/cart/add-multiple-items')) return addAnswer();
    return { data: null };
  });
}

const renderPage = () => renderRoutes(buildPcRoutes, '/build-pc');

const drawer = () => screen.getByTestId('build-drawer');
const closeDrawer = () => fireEvent.keyDown(drawer(), { key: 'Escape' });

/** Selects a part: the drawer opens (its code loads on first need, issue 23). */
async function choose(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await screen.findByTestId('build-drawer');
}

async function showMotherboards() {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Motherboards' }));
  await screen.findByRole('heading', { name: 'Choose Motherboards' });
}

freshStorefrontEachTest();
beforeEach(() => {
  reloadSelection();
  reloadGuestCart();
});

describe('choosing parts', () => {
  it('lists the component categories and the first one’s in-stock parts', async () => {
    stubStore();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose Processors' })).toBeDefined();
    expect(screen.getAllByTestId('component-row').map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Processors',
      'Motherboards',
    ]);
    await screen.findByRole('button', { name: /Select\W+AMD Ryzen/ });
    const call = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname.endsWith('/products/category'))!;
    expect(call.searchParams.get('instock')).toBe('true');
    expect(call.searchParams.get('category_id')).toBe(String(PROCESSORS));
    expect(screen.getByText('Socket AM5')).toBeDefined();
  });

  it('selects with quantity 1 and opens the drawer, names cut at 35 characters; choosing again deselects', async () => {
    stubStore();
    renderPage();
    await choose(/Select\W+AMD Ryzen/);
    const line = within(drawer()).getByTestId('build-line');
    const name = within(line).getByTitle(ryzen.name);
    expect(name.textContent).toBe('AMD Ryzen 7 7800X3D 8-Core Desktop...');
    expect(within(line).getByTestId('build-qty').textContent).toBe('1');
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('1,000 EGP');
    closeDrawer();
    const toggle = screen.getByRole('button', { name: /Selected\W+AMD Ryzen/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Select\W+AMD Ryzen/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('build-drawer')).toBeNull();
    expect(screen.getAllByText('Not selected')).toHaveLength(2);
  });

  it('warns when the processor does not fit the motherboard, and stops when a fitting one replaces it', async () => {
    stubStore();
    renderPage();
    // nothing chosen: nothing is said to fit yet
    expect(await screen.findByText('Choose parts to check that they fit together.')).toBeDefined();
    expect(screen.queryByText('The chosen parts fit together.')).toBeNull();
    await choose(/Select\W+AMD Ryzen/);
    closeDrawer();
    expect(screen.getByText('The chosen parts fit together.')).toBeDefined();
    await showMotherboards();
    await choose(/Select\W+ASUS ROG/);
    expect(within(drawer()).getByTestId('compat-warning').textContent).toContain(
      "The processor's socket (AM5) does not match the motherboard's socket (LGA 1700).",
    );
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('3,000 EGP');
    closeDrawer();
    await choose(/Select\W+MSI MAG/);
    expect(within(drawer()).queryByTestId('compat-warning')).toBeNull();
    expect(within(drawer()).getByText('The chosen parts fit together.')).toBeDefined();
    expect(within(drawer()).getAllByTestId('build-line')).toHaveLength(2);
  });

  it('shows the warning in Arabic on the Arabic page', async () => {
    await act(() => i18n.changeLanguage('ar'));
    stubStore();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /اختيار\W+AMD Ryzen/ }));
    closeDrawer();
    fireEvent.click(await screen.findByRole('button', { name: 'اختر Motherboards' }));
    fireEvent.click(await screen.findByRole('button', { name: /اختيار\W+ASUS ROG/ }));
    expect(within(drawer()).getByTestId('compat-warning').textContent).toContain(
      'مقبس المعالج (AM5) لا يطابق مقبس اللوحة الأم (LGA 1700).',
    );
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('3,000 ج.م');
  });
});

describe('a build kept from an earlier visit (sessionStorage)', () => {
  /** The build as the page kept it when the parts were chosen, in English, at their prices then. */
  function keptBuild(lines: Record<number, { product: ProductListItem; qty: number }>) {
    sessionStorage.setItem(BUILD_PC_KEY, JSON.stringify(lines));
    reloadSelection();
  }

  it('shows the chosen parts in the language, at the price and within the stock of now', async () => {
    keptBuild({ [PROCESSORS]: { product: { ...ryzen, price: 900, stock: 9 }, qty: 4 } });
    await act(() => i18n.changeLanguage('ar'));
    const arabicRyzen = { ...ryzen, name: 'معالج AMD Ryzen 7 7800X3D' };
    stubStore(undefined, [arabicRyzen]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /تجميعتك/ }));
    const line = await within(await screen.findByTestId('build-drawer')).findByTitle(arabicRyzen.name);
    expect(line).toBeDefined();
    // 1,000 EGP now (not the 900 kept), 2 in stock now (not the 4 kept)
    expect(within(drawer()).getByTestId('build-qty').textContent).toBe('2');
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('2,000 ج.م');
    const kept = JSON.parse(sessionStorage.getItem(BUILD_PC_KEY)!) as Record<number, { product: ProductListItem; qty: number }>;
    expect([kept[PROCESSORS]!.product.name, kept[PROCESSORS]!.qty]).toEqual([arabicRyzen.name, 2]);
  });

  it('takes out a part sold out since it was chosen and tells the shopper', async () => {
    const soldOut = part(9, 'GIGABYTE B760M AORUS ELITE AX', { part: 'motherboard', socket: 'LGA 1700', memory_type: 'DDR5' });
    keptBuild({ [PROCESSORS]: { product: ryzen, qty: 1 }, [MOTHERBOARDS]: { product: soldOut, qty: 1 } });
    stubStore();
    renderPage();
    expect(
      await screen.findByText('GIGABYTE B760M AORUS ELITE AX is no longer in stock and was removed from your build.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Your build/ }));
    expect(within(await screen.findByTestId('build-drawer')).getAllByTestId('build-line')).toHaveLength(1);
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('1,000 EGP');
    expect(Object.keys(JSON.parse(sessionStorage.getItem(BUILD_PC_KEY)!) as object)).toEqual([String(PROCESSORS)]);
  });
});

describe('quantities in the drawer (spec §5)', () => {
  it('goes up to the stock and refuses more with a message; minus stops at 1', async () => {
    stubStore();
    renderPage();
    await choose(/Select\W+AMD Ryzen/);
    const qty = () => within(drawer()).getByTestId('build-qty').textContent;
    const minus = within(drawer()).getByRole('button', { name: /Decrease quantity/ });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    const plus = within(drawer()).getByRole('button', { name: /Increase quantity/ });
    fireEvent.click(plus);
    expect(qty()).toBe('2');
    expect(within(drawer()).getByTestId('build-total').textContent).toBe('2,000 EGP');
    fireEvent.click(plus);
    expect(qty()).toBe('2');
    expect(await screen.findByText('This quantity is not available')).toBeDefined();
    fireEvent.click(minus);
    expect(qty()).toBe('1');
  });

  it('has no upper bound for a part whose stock is not managed, and removes a part', async () => {
    stubStore();
    renderPage();
    await showMotherboards();
    await choose(/Select\W+MSI MAG/);
    const plus = within(drawer()).getByRole('button', { name: /Increase quantity/ });
    for (let i = 0; i < 9; i++) fireEvent.click(plus);
    expect(within(drawer()).getByTestId('build-qty').textContent).toBe('10');
    expect(screen.queryByText('This quantity is not available')).toBeNull();
    fireEvent.click(within(drawer()).getByRole('button', { name: /Remove MSI MAG/ }));
    expect(within(drawer()).queryByTestId('build-line')).toBeNull();
    expect(within(drawer()).getByText('No components selected yet.')).toBeDefined();
  });
});

describe('Add Selected items to Cart', () => {
  const addButton = () => within(drawer()).getByRole('button', { name: 'Add Selected items to Cart' });

  it('says so when nothing is selected', async () => {
    stubStore();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Selected items to Cart' }));
    expect(await screen.findByText('No items selected to add to cart.')).toBeDefined();
  });

  it('puts a guest’s parts in the session cart with their quantities', async () => {
    stubStore();
    renderPage();
    await choose(/Select\W+AMD Ryzen/);
    fireEvent.click(within(drawer()).getByRole('button', { name: /Increase quantity/ }));
    closeDrawer();
    await showMotherboards();
    await choose(/Select\W+ASUS ROG/);
    fireEvent.click(addButton());
    expect(await screen.findByText('Items added to cart')).toBeDefined();
    expect(readGuestCart().map((e) => [e.product.id, e.qty, e.type])).toEqual([
      [1, 2, 'product'],
      [2, 1, 'product'],
    ]);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('add-multiple-items'))).toBe(false);
  });

  it('refuses a guest whose cart already holds the stock, adding nothing', async () => {
    stubStore();
    renderPage();
    await choose(/Select\W+AMD Ryzen/);
    fireEvent.click(addButton());
    await screen.findByText('Items added to cart');
    fireEvent.click(within(drawer()).getByRole('button', { name: /Increase quantity/ }));
    fireEvent.click(addButton());
    expect(await screen.findByText('Failed to add items to cart.')).toBeDefined();
    expect(screen.getByText(/Cannot add more, stock is not available/)).toBeDefined();
    expect(readGuestCart().map((e) => e.qty)).toEqual([1]);
  });

  it('asks for a guest’s parts again and refuses one sold out since the list was loaded, adding nothing', async () => {
    const processors = [ryzen];
    stubStore(undefined, processors);
    renderPage();
    await choose(/Select\W+AMD Ryzen/);
    closeDrawer();
    await showMotherboards();
    await choose(/Select\W+ASUS ROG/);
    processors.splice(0); // the last processor sold while the shopper was choosing a board
    fireEvent.click(addButton());
    expect(await screen.findByText('Failed to add items to cart.')).toBeDefined();
    expect(screen.getByText('AMD Ryzen 7 7800X3D 8-Core Desktop...: This product is not available now')).toBeDefined();
    expect(readGuestCart()).toEqual([]);
    // and the build drops it, saying so
    expect(await screen.findByText(/AMD Ryzen 7 7800X3D 8-Core Desktop\.\.\. is no longer in stock/)).toBeDefined();
  });

  describe('signed in', () => {
    beforeEach(() => setSession('token-1', { email: 'a@b.c', phone: '0100', dob: null, user_type: 'customer' }));

    it('sends every part to cart/add-multiple-items and shows the server message', async () => {
      stubStore(() => ({
        data: { added: [{ id: 1, type: 'product', qty: 1 }], adjusted: [], skipped: [], repriced: [], count: 1 },
        message: 'Items added to cart',
      }));
      renderPage();
      await choose(/Select\W+AMD Ryzen/);
      fireEvent.click(addButton());
      expect(await screen.findByText('Items added to cart')).toBeDefined();
      const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('add-multiple-items'))!;
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ items: [{ id: 1, qty: 1, type: 'product' }], platform: 'web' });
      expect((await within(drawer()).findByRole('link', { name: 'View cart' })).getAttribute('href')).toBe('/my-cart');
    });

    it('says "Failed to add items to cart." with the reason when the server refuses', async () => {
      stubStore(() => ({ status: 409, errors: ['None of these items can be added to the cart now.'] }));
      renderPage();
      await choose(/Select\W+AMD Ryzen/);
      fireEvent.click(addButton());
      expect(await screen.findByText('Failed to add items to cart.')).toBeDefined();
      expect(screen.getByText('None of these items can be added to the cart now.')).toBeDefined();
    });

    it('says "Error while adding items to cart." when the call does not complete', async () => {
      stubStore();
      const answer = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation((input, init) =>
        String(input).includes('add-multiple-items') ? Promise.reject(new TypeError('network down')) : answer(input, init),
      );
      renderPage();
      await choose(/Select\W+AMD Ryzen/);
      fireEvent.click(addButton());
      expect(await screen.findByText('Error while adding items to cart.')).toBeDefined();
    });
  });
});
