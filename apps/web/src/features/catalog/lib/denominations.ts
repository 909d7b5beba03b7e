// Denomination buttons of the card page (spec §2 Card page, §7): the family's pages merged,
// de-duplicated by id, sorted by the price paid (discounted if present) from high to low;
// out-of-stock values disabled; shown only if some card has a non-empty short_name.
import {
  CARD_FAMILY_MAX_PAGES,
  CARD_FAMILY_PER_PAGE,
  effectivePrice,
  familyInDetail,
  isPurchasable,
  type CardDetail,
  type CardFamilyAnswer,
  type CardFamilyItem,
  type RelatedPageState,
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

export function buildDenominations(pages: CardFamilyItem[][]): DenominationList {
  const seen = new Map<number, CardFamilyItem>();
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

export type FetchPage = (page: number) => Promise<{ cards: CardFamilyItem[]; has_more: boolean }>;

/** Fetches pages until has_more is false (bounded, in case a server never says so). */
export async function fetchAllDenominationPages(
  fetchPage: FetchPage,
  maxPages = CARD_FAMILY_MAX_PAGES,
): Promise<CardFamilyItem[][]> {
  const pages: CardFamilyItem[][] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await fetchPage(page);
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
) => Promise<{ related_cards: { cards: CardFamilyItem[]; has_more: boolean } }>;

type FamilyOf = Pick<CardDetail, 'id' | 'sub_category' | 'country'>;

/** Keyed by the family, so moving between its cards reuses the list. */
const denominationsKey = (card: FamilyOf, lang: string) =>
  ['catalog', lang, 'denominations', card.sub_category.id, card.country?.id ?? 0] as const;

/** The page of related cards a card's answer carries (the first one may be its whole family). */
export type RelatedCards = RelatedPageState & { cards: CardFamilyItem[] };

/**
 * The card page's family query (Denominations.tsx): the family's getCardDetails pages (spec §7),
 * CARD_FAMILY_PER_PAGE at a time, until has_more is false; none when the card's own answer already
 * says there is no more (`related`, familyInDetail: its related cards are then the whole family).
 */
export function denominationsQuery(card: FamilyOf, lang: string, fetchDetails: FetchCardDetails, related?: RelatedCards) {
  if (related && familyInDetail(related)) return heldDenominationsQuery(card, lang, related);
  return {
    queryKey: denominationsKey(card, lang),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      buildDenominations(
        await fetchAllDenominationPages(
          async (page) => (await fetchDetails(card.id, page, CARD_FAMILY_PER_PAGE, signal)).related_cards,
        ),
      ),
  };
}

/**
 * The same query filled from a card's answer that holds its whole family (familyInDetail): its
 * related cards are the one page the family's pages would be, so the list is theirs, asking nothing.
 */
export function heldDenominationsQuery(card: FamilyOf, lang: string, related: RelatedCards) {
  return { queryKey: denominationsKey(card, lang), queryFn: async () => buildDenominations([related.cards]) };
}

/**
 * The same query as the server's page render fills it (routes.tsx): from GET /cards/family, the
 * whole family's buttons' fields in the pages' order in one lean answer (issue 24), so the list
 * it builds, and hands over to the page, is the one the pages build.
 */
export function familyDenominationsQuery(
  card: FamilyOf,
  lang: string,
  fetchFamily: (cardId: number, signal: AbortSignal) => Promise<CardFamilyAnswer>,
) {
  return {
    queryKey: denominationsKey(card, lang),
    queryFn: async ({ signal }: { signal: AbortSignal }) => buildDenominations([(await fetchFamily(card.id, signal)).cards]),
  };
}
