// The home's deals row as the server hands it over (issue 24, docs/decisions/24-first-view-state.md):
// only the tiles its first view draws, with the row's count; the row fetches the rest once it is on
// the screen (or touched), not before, and a row handed over whole fetches nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealsFirstView, type ItemsAnswer } from '@store/shared';
import i18n from '../../../lib/i18n/index.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { buildCard, buildProduct } from '../../catalog/test/fixtures.ts';
import { dealsKey, type HomeDeals } from '../api.ts';
import { DealsSection } from './DealsSection.tsx';

// embla measures a laid-out page, which jsdom has not: a row that starts gets a still carousel
vi.mock('embla-carousel', () => {
  const still = {
    on: () => still,
    off: () => still,
    canScrollNext: () => false,
    canScrollPrev: () => false,
    selectedScrollSnap: () => 0,
    scrollSnapList: () => [0],
    reInit: () => undefined,
    destroy: () => undefined,
  };
  return { default: () => still };
});

const deals: ItemsAnswer = {
  products: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => buildProduct({ id })),
  cards: [21, 22].map((id) => buildCard({ id })),
};

/** An observer the test moves onto the screen (jsdom has none: a carousel would start at once). */
let onScreen: () => void = () => {};
class TestObserver {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    onScreen = () => this.report([{ isIntersecting: true }]);
  }
  disconnect() {}
  unobserve() {}
}

function renderRow(handedOver: HomeDeals) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(dealsKey('en'), handedOver);
  const router = createMemoryRouter([{ path: '*', element: <DealsSection /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tiles = () => screen.queryAllByTestId('product-card');

describe('dealsFirstView', () => {
  it('keeps the first tiles in the row’s order (products, then cards) and the row’s count', () => {
    const first = dealsFirstView(6)(deals);
    expect(first.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.cards).toEqual([]);
    expect(first.first_view_of).toBe(10);
    const withCards = dealsFirstView(9)(deals);
    expect(withCards.products).toHaveLength(8);
    expect(withCards.cards.map((c) => c.id)).toEqual([21]);
  });

  it('hands a row no longer than its first view over whole', () => {
    expect(dealsFirstView(10)(deals)).toBe(deals);
  });
});

describe('<DealsSection> handed its first view', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the handed-over tiles counted against the whole row, and fetches the rest only once the row is on the screen', async () => {
    const fetchMock = stubApi(() => deals);
    renderRow(dealsFirstView(6)(deals));
    expect(tiles()).toHaveLength(6);
    expect(screen.getAllByRole('group', { name: /of 10$/ })).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();

    onScreen();
    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/products/deals');
  });

  it('fetches the rest when the row is touched before it is on the screen', async () => {
    const fetchMock = stubApi(() => deals);
    renderRow(dealsFirstView(6)(deals));
    fireEvent.pointerDown(screen.getAllByRole('group', { name: /of 10$/ })[0]!);
    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a row handed over whole', async () => {
    const fetchMock = stubApi(() => deals);
    renderRow(deals);
    onScreen();
    await new Promise((r) => setTimeout(r, 20));
    expect(tiles()).toHaveLength(10);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
