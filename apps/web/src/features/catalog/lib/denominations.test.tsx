// Denomination buttons of the card page (spec §2, §7): pages fetched until has_more is false,
// merged, de-duplicated, sorted by the price paid from high to low; out-of-stock disabled; hidden
// when no card has a short name; clicking opens the other card.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFeedback, useFeedbackMessages } from '../../../lib/feedback.tsx';
import { Denominations, useDenominations } from '../components/Denominations.tsx';
import { buildCard, buildCardDetail } from '../test/fixtures.ts';
import {
  buildDenominations,
  denominationsQuery,
  familyDenominationsQuery,
  fetchAllDenominationPages,
  type RelatedCards,
} from './denominations.ts';
import { stubFetch } from '../../../test/fake-api.ts';
import { testQueryClient } from '../../../test/render-routes.tsx';

describe('buildDenominations', () => {
  it('merges pages, drops repeated ids and sorts by the effective price, highest first', () => {
    const a = buildCard({ id: 1, price: 500, short_name: '5 USD' });
    const b = buildCard({ id: 2, price: 2000, price_after_discount: 400, short_name: '20 USD' });
    const c = buildCard({ id: 3, price: 1000, short_name: '10 USD' });
    const list = buildDenominations([
      [a, b],
      [b, c],
    ]);
    expect(list.items.map((d) => [d.id, d.price])).toEqual([
      [3, 1000],
      [1, 500],
      [2, 400],
    ]);
    expect(list.visible).toBe(true);
  });

  it('disables out-of-stock cards and hides the list when no card has a short name', () => {
    const list = buildDenominations([
      [buildCard({ id: 1, type: 1, stock: 0 }), buildCard({ id: 2, type: 2 }), buildCard({ id: 3 })],
    ]);
    expect(list.items.map((d) => [d.id, d.disabled])).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(buildDenominations([[buildCard({ short_name: '' }), buildCard({ id: 2, short_name: '  ' })]]).visible).toBe(false);
  });

  it('fetches pages until has_more is false', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ cards: [buildCard({ id: page })], has_more: page < 3 }));
    const pages = await fetchAllDenominationPages(fetchPage);
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 3]);
    expect(pages.flat().map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it("fills the page's family query from the lean family call as the family's pages fill it (the server render)", async () => {
    const card = buildCardDetail({ id: 2 });
    const family = [
      buildCard({ id: 7, price: 2000, short_name: '20 USD' }),
      buildCard({ id: 6, price: 1000, short_name: '10 USD', type: 1, stock: 0 }),
      buildCard({ id: 2, price: 1500, price_after_discount: 1000, short_name: '15 USD' }),
      buildCard({ id: 1, price: 500, short_name: '5 USD' }),
    ];
    const fetchDetails = vi.fn(async (_id: number, page: number) => ({
      related_cards: { cards: family.slice((page - 1) * 2, page * 2), has_more: page < 2 },
    }));
    const fetchFamily = vi.fn(async () => ({ cards: family }));
    const signal = new AbortController().signal;
    const pages = denominationsQuery(card, 'ar', fetchDetails);
    const lean = familyDenominationsQuery(card, 'ar', fetchFamily);
    expect(lean.queryKey).toEqual(pages.queryKey);
    const built = await lean.queryFn({ signal });
    expect(built).toEqual(await pages.queryFn({ signal }));
    expect(built.items.map((d) => [d.id, d.disabled])).toEqual([
      [7, false],
      [6, true],
      [2, false],
      [1, false],
    ]);
    expect(fetchFamily).toHaveBeenCalledWith(2, signal);
    expect(fetchDetails).toHaveBeenCalledTimes(2);
  });
});

describe("the family from the card's own answer", () => {
  const card = buildCardDetail({ id: 2 });
  const family = [
    buildCard({ id: 7, price: 2000, short_name: '20 USD' }),
    buildCard({ id: 2, price: 1500, price_after_discount: 1000, short_name: '15 USD' }),
    buildCard({ id: 1, price: 500, short_name: '5 USD', type: 1, stock: 0 }),
  ];
  const signal = new AbortController().signal;

  it("builds the buttons from the answer's related cards when its first page says there is no more, asking nothing", async () => {
    const fetchDetails = vi.fn(async () => ({ related_cards: { cards: family, has_more: false } }));
    const known = await denominationsQuery(card, 'en', fetchDetails, { cards: family, current_page: 1, has_more: false }).queryFn(
      {
        signal,
      },
    );
    expect(fetchDetails).not.toHaveBeenCalled();
    // the list the family's pages would build
    expect(known).toEqual(await denominationsQuery(card, 'en', fetchDetails).queryFn({ signal }));
    expect(known.items.map((d) => [d.id, d.disabled])).toEqual([
      [7, false],
      [2, false],
      [1, true],
    ]);
  });

  it('asks the family when the first page has more, or when the answer is a later page of related cards', async () => {
    for (const related of [
      { cards: family.slice(0, 2), current_page: 1, has_more: true },
      { cards: family.slice(2), current_page: 2, has_more: false },
    ]) {
      const fetchDetails = vi.fn(async () => ({ related_cards: { cards: family, has_more: false } }));
      const built = await denominationsQuery(card, 'en', fetchDetails, related).queryFn({ signal });
      expect(fetchDetails).toHaveBeenCalledTimes(1);
      expect(built.items.map((d) => d.id)).toEqual([7, 2, 1]);
    }
  });
});

describe('<Denominations>', () => {
  beforeEach(() => resetFeedback());
  afterEach(() => vi.unstubAllGlobals());

  function renderFor(card = buildCardDetail({ id: 2, short_name: '20 USD', price: 2000 }), related?: RelatedCards) {
    let path = '';
    let messages: string[] = [];
    let status = '';
    function Probe() {
      path = useLocation().pathname;
      messages = useFeedbackMessages().map((m) => m.text);
      status = useDenominations(card, related).status;
      return <Denominations card={card} related={related} />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [`/card/${card.id}/x`] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return { path: () => path, messages: () => messages, status: () => status };
  }

  it('shows the family sorted high to low, selects the current card, disables out-of-stock ones and navigates on click', async () => {
    const family = [
      buildCard({ id: 1, short_name: '10 USD', price: 1000 }),
      buildCard({ id: 2, short_name: '20 USD', price: 2000 }),
      buildCard({ id: 3, short_name: '50 USD', price: 5000, type: 1, stock: 0 }),
      buildCard({ id: 4, short_name: '100 USD', price: 10000, slug: 'psn-100' }),
    ];
    const fetchMock = stubFetch((url) => {
      const page = Number(url.searchParams.get('page'));
      const cards = page === 1 ? family.slice(0, 3) : [family[2]!, family[3]!];
      return {
        data: {
          card: buildCardDetail({ id: 2 }),
          related_cards: { cards, total: 4, current_page: page, last_page: 2, per_page: 8, has_more: page < 2 },
        },
      };
    });
    const view = renderFor();
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['100 USD', '50 USD', '20 USD', '10 USD']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '20 USD' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: '50 USD' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '10 USD' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '100 USD' }));
    expect(view.path()).toBe('/card/4/psn-100');
  });

  it("draws a family the card's answer holds whole without asking the API", async () => {
    const fetchMock = stubFetch(() => ({ status: 500, errors: ['not asked'] }));
    const family = [
      buildCard({ id: 4, short_name: '100 USD', price: 10000 }),
      buildCard({ id: 2, short_name: '20 USD', price: 2000 }),
    ];
    renderFor(undefined, { cards: family, current_page: 1, has_more: false });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['100 USD', '20 USD']);
    expect(screen.getByRole('button', { name: '20 USD' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders nothing when no card has a short name', async () => {
    const fetchMock = stubFetch(() => ({
      data: {
        card: buildCardDetail(),
        related_cards: {
          cards: [buildCard({ id: 2, short_name: '' })],
          total: 1,
          current_page: 1,
          last_page: 1,
          per_page: 8,
          has_more: false,
        },
      },
    }));
    const view = renderFor(buildCardDetail({ id: 2, short_name: '' }));
    await vi.waitFor(() => expect(view.status()).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("says 'Failed to fetch denominations, try again later' when the family cannot be loaded", async () => {
    stubFetch(() => ({ status: 500, errors: ['boom'] }));
    const view = renderFor();
    await vi.waitFor(() => expect(view.messages()).toEqual(['Failed to fetch denominations, try again later']));
  });
});
