// Denomination buttons of the card page (spec §2 Card page, §7): the family's pages merged,
// de-duplicated by id, sorted by the price paid (discounted if present) from high to low;
// out-of-stock values disabled; shown only if some card has a non-empty short_name.
import {
  CARD_FAMILY_PER_PAGE,
  effectivePrice,
  isPurchasable,
  type CardDetail,
  type CardDetailsAnswer,
  type CardListItem,
} from '@store/shared';

export interface Denomination {
  id: number;
  slug: string;
  name: string;
  label: string;
  price: number;
  disabled: boolean;
}

export interface DenominationList {
  items: Denomination[];
  visible: boolean;
}

export function buildDenominations(pages: CardListItem[][]): DenominationList {
  const seen = new Map<number, CardListItem>();
  for (const page of pages) for (const card of page) if (!seen.has(card.id)) seen.set(card.id, card);
  const cards = [...seen.values()].sort(
    (a, b) => effectivePrice(b.price, b.price_after_discount) - effectivePrice(a.price, a.price_after_discount),
  );
  return {
    visible: cards.some((c) => (c.short_name ?? '').trim() !== ''),
    items: cards.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      label: (c.short_name ?? '').trim() || c.name,
      price: effectivePrice(c.price, c.price_after_discount),
      disabled: !isPurchasable(c),
    })),
  };
}

/** Related cards are shown in the same order (spec §7). */
export function sortByPriceDesc<T extends { price: number; price_after_discount: number | null }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => effectivePrice(b.price, b.price_after_discount) - effectivePrice(a.price, a.price_after_discount),
  );
}

export type FetchPage = (page: number) => Promise<{ cards: CardListItem[]; has_more: boolean }>;

/**
 * Fetches pages until has_more is false (bounded, in case a server never says so). `first`, when
 * given, is page 1 already answered (the server render's card call, cardPrefetch in routes.tsx).
 */
export async function fetchAllDenominationPages(
  fetchPage: FetchPage,
  maxPages = 50,
  first?: Awaited<ReturnType<FetchPage>>,
): Promise<CardListItem[][]> {
  const pages: CardListItem[][] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = page === 1 && first ? first : await fetchPage(page);
    pages.push(answer.cards);
    if (!answer.has_more || answer.cards.length === 0) break;
  }
  return pages;
}

/** One page of card details, as the API answers it (the family is its related cards). */
export type FetchCardDetails = (
  cardId: number,
  page: number,
  perPage: number,
  signal: AbortSignal,
) => Promise<{ related_cards: { cards: CardListItem[]; has_more: boolean } }>;

/**
 * The family's query, one for the server's prefetch (routes.tsx) and the card page
 * (Denominations.tsx), so both key and fetch it alike (the page hydrates the server's answer):
 * keyed by the family, so moving between its cards reuses the list. `first` is the family's first
 * page when it is already answered (the server render's one call for the card, routes.tsx).
 */
export function denominationsQuery(
  card: Pick<CardDetail, 'id' | 'sub_category' | 'country'>,
  lang: string,
  fetchDetails: FetchCardDetails,
  first?: CardDetailsAnswer['related_cards'],
) {
  return {
    queryKey: ['catalog', lang, 'denominations', card.sub_category.id, card.country?.id ?? 0],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      buildDenominations(
        await fetchAllDenominationPages(
          async (page) => (await fetchDetails(card.id, page, CARD_FAMILY_PER_PAGE, signal)).related_cards,
          undefined,
          first,
        ),
      ),
  };
}
