// Business constants of spec §9, in one place for both sides.
export const CATEGORY_HARDWARE = 2;
export const CATEGORY_DIGITAL = 3;
export const CATEGORY_BUILD_PC = 34;
/** World2Egypt: a top-level category of its own (the demo store's fixed id) */
export const CATEGORY_WORLD2EGYPT = 120;

export const SHIPPING_ONLINE = 1;
export const SHIPPING_TWO_DAY = 2;
export const SHIPPING_PICKUP = 3;

export const PAYMENT_IDS_NOT_FOR_ONLINE = [10, 12] as const;
export const INSTALLMENT_PAYMENT_IDS = [15, 16, 17, 18, 19, 20] as const;
export const TOPUP_WALLET_METHOD_ID = 2;
export const ORDER_REASON_ID = 2;

export const PAGE_SIZES = [20, 40, 60] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SORT_TYPES = ['asc_price', 'desc_price'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_SUGGESTIONS = 5;
export const NEWS_PAGE_SIZE = 20;
export const NEWS_EXCERPT = 750;
export const HOME_LATEST_LIMIT = 7;
export const HOME_NEWS_COUNT = 2;
/** Deals of each kind the home's deals row shows (GET /products/deals' default limit). */
export const DEALS_LIMIT = 20;
export const LATEST_GAMES_PAGE_SIZE = 10;
export const LATEST_GAMES_KEEP = 20;
export const RELATED_PER_PAGE = 8;
/**
 * Cards asked per page of a card's denomination family (spec §7: card details fetched until
 * has_more is false): the API's per_page ceiling, so a family of up to 100 values comes in one
 * call.
 */
export const CARD_FAMILY_PER_PAGE = 100;
/**
 * The family's pages the storefront reads at most (a server that never says has_more: false);
 * GET /cards/family answers at most CARD_FAMILY_MAX_PAGES × CARD_FAMILY_PER_PAGE cards likewise.
 */
export const CARD_FAMILY_MAX_PAGES = 50;
export const ORDERS_PAGE_SIZE = 20;
export const REWARDS_PAGE_SIZE = 20;
export const WALLET_PAGE_SIZE = 10;
export const COMPARE_MAX = 3;
export const NAME_MAX = 39;
export const BUILD_PC_NAME_MAX = 35;
export const DEAL_DESC_MAX = 150;
export const DESC_MAX = 200;
export const BREADCRUMB_WORDS = 4;
export const MOBILE_NAV_BREAKPOINT = 855;
export const HERO_AUTOPLAY_MS = 2500;
export const IMAGE_UPLOAD_MAX_BYTES = 5_242_880;
export const IMAGE_UPLOAD_MAX_FILES = 3;

/** Deals carousel slides per view by minimum width (spec §9). */
export const DEALS_BREAKPOINTS: ReadonlyArray<[number, number]> = [
  [0, 1],
  [600, 2],
  [850, 3],
  [1190, 4],
  [1300, 5],
];
/** Latest carousel slides per view by minimum width (spec §9). */
export const LATEST_BREAKPOINTS: ReadonlyArray<[number, number]> = [
  [0, 1],
  [600, 2],
  [1100, 3],
  [1480, 4],
];

export function slidesPerView(breakpoints: ReadonlyArray<[number, number]>, width: number): number {
  let n = 1;
  for (const [min, count] of breakpoints) if (width >= min) n = count;
  return n;
}

/** Timings (ms) of spec §9. */
export const TIMINGS = {
  langCookieSeconds: 2_592_000,
  tokenCookieDays: 30,
  faqDebounce: 600,
  feeDebounce: 500,
  logoutRedirect: 1000,
  errorDisplay: 3500,
  formValidation: 3000,
  guestAddMessage: 1000,
  compareMessage: 2000,
  loginSuccess: 1300,
  verifySuccess: 4000,
  registerSuccess: 4000,
  resetRedirect: 3000,
  orderSuccessRedirect: 3000,
  topupSuccess: 3000,
  buyNowLoginRedirect: 3500,
} as const;

export const SUPPORT_HOURS = { days: 'Sunday–Thursday', from: '9:00', to: '22:00' } as const;
