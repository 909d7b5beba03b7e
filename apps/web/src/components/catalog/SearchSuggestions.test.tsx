// Search suggestions (spec §2 Search, §9): at most 5 items plus 'View all' to /search/{dashes};
// arrow keys move from the input into the list; picking calls onPick.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCard, buildProduct } from '../../features/catalog/test/fixtures.ts';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { stubFetch } from '../../test/fake-api.ts';
import { testQueryClient } from '../../test/render-routes.tsx';

function Host({ onPick }: { onPick: () => void }) {
  const [q, setQ] = useState('');
  return (
    <div style={{ position: 'relative' }}>
      <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      <SearchSuggestions query={q} onPick={onPick} />
    </div>
  );
}

function setup() {
  const onPick = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Host onPick={onPick} /> }]);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onPick, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('<SearchSuggestions>', () => {
  it('asks for 5 results, shows at most 5 and a View all link with dashes', async () => {
    const fetchMock = stubFetch(() => ({
      data: {
        products: {
          products: [1, 2, 3, 4].map((id) => buildProduct({ id, name: `Gaming mouse ${id}` })),
          total: 4,
          current_page: 1,
          last_page: 1,
          per_page: 5,
        },
        cards: {
          cards: [5, 6, 7].map((id) => buildCard({ id, name: `Gaming card ${id}` })),
          total: 3,
          current_page: 1,
          last_page: 1,
          per_page: 5,
        },
      },
    }));
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'gaming  mouse');
    const region = await screen.findByRole('region', { name: 'Search suggestions' });
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
    expect(last.pathname).toBe('/api/products/search');
    expect(last.searchParams.get('per_page')).toBe('5');
    expect(last.searchParams.get('search')).toBe('gaming  mouse');
    expect(within(region).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/search/gaming-mouse');
    expect(within(region).getAllByRole('link')[0]!.getAttribute('href')).toBe('/product/1/test-product-1');
  });

  it('moves with the arrow keys from the input, opens with Enter and closes on pick', async () => {
    stubFetch(() => ({
      data: {
        products: {
          products: [buildProduct({ id: 1 }), buildProduct({ id: 2 })],
          total: 2,
          current_page: 1,
          last_page: 1,
          per_page: 5,
        },
        cards: { cards: [], total: 0, current_page: 1, last_page: 1, per_page: 5 },
      },
    }));
    const user = userEvent.setup();
    const { onPick, router } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'test');
    await screen.findByRole('link', { name: /Test Product 2/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/product/2/test-product-2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/product/1/test-product-1');
  });

  it('asks nothing and opens no list for text with nothing searchable in it', async () => {
    const fetchMock = stubFetch(() => ({ status: 400, errors: ['Please enter a search term'] }));
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ـــ');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull();
  });

  it('hides the list on Escape until the text changes', async () => {
    stubFetch(() => ({
      data: {
        products: { products: [buildProduct()], total: 1, current_page: 1, last_page: 1, per_page: 5 },
        cards: { cards: [], total: 0, current_page: 1, last_page: 1, per_page: 5 },
      },
    }));
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'test');
    await screen.findByRole('region', { name: 'Search suggestions' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 's');
    expect(await screen.findByRole('region', { name: 'Search suggestions' })).toBeTruthy();
  });
});
