// The storefront's route table (spec §2): one builder per page kind, one slug rule, and the
// patterns the server uses to recognise an address. Menus, tiles, breadcrumbs, the sitemap and the
// server's page metadata all build addresses here, so one entity has one address everywhere.
// Plain functions, no zod, no side effects at load: this module is bundled into the storefront.
import { countryNameToPath, searchToPath, slugify } from './text.ts';

/** Something with an address segment: its stored slug, else a slug of its name. */
export interface Slugged {
  slug?: string | null;
  name?: string | null;
}

/**
 * The slug rule: the stored slug, or (when there is none) the name slugged; lower case either way
 * (spec §2 product breadcrumb: "lowercased slug"). Only the id after it is looked up.
 */
export function routeSlug(x: Slugged): string {
  const stored = x.slug?.trim();
  return (stored ? stored : slugify(x.name ?? '')).toLowerCase();
}

/** spec §2 digital store: slashes in a country name become commas; spaces become dashes. */
export function countrySlug(name: string): string {
  return countryNameToPath(name).trim().replace(/\s+/g, '-');
}

const seg = (text: string) => encodeURIComponent(text);
/** A required name segment: the slug, or the id when the entity has neither slug nor name. */
const nameSeg = (c: Slugged & { id: number | string }) => seg(routeSlug(c) || String(c.id));
/** An optional trailing name segment (`/product/{id}/{name?}`). */
const tailSeg = (slug: string) => (slug ? `/${seg(slug)}` : '');

/** Addresses that are not built from an entity. */
export const STORE_PATHS = {
  home: '/',
  deals: '/deals',
  hardwareLanding: '/category/gaming-hardware',
  digitalLanding: '/category/digital-store',
  world2egyptLanding: '/category/World2Egypt',
  newsBlog: '/news-blog',
  aboutUs: '/about-us',
  careers: '/careers',
  faq: '/faq',
  studentDiscount: '/student_discount',
  rewardsProgram: '/rewards-program',
  affiliate: '/affiliate',
  productActivation: '/product_activation',
  privacyPolicy: '/privacy_policy',
  terms: '/terms_condition',
  contactUs: '/contact-us',
  buildPc: '/build-pc',
  compare: '/compare',
  cart: '/my-cart',
  checkout: '/checkout',
  myOrders: '/my-orders',
  trackMyOrder: '/track-my-order',
  wishlist: '/my-wishlist',
  wallet: '/wallet',
  addTopup: '/add-topup',
  rewards: '/rewards',
  editProfile: '/edit-profile',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verify: '/verify',
  applePay: '/apple-pay',
  logOut: '/log-out',
} as const;

/** Parameterised routes, in the `:param` / `:param?` form React Router and the server share. */
export const ROUTE_PATTERNS = {
  categoryLanding: '/category/:cat',
  hardwareCategory: '/gaming-hardware/:name/:id',
  digitalCategory: '/digital-store/:name/:id',
  digitalSubCategory: '/digital-store/sub_category/:name/:id',
  cardList: '/digital-store/:country/:countryId/:category/:id',
  product: '/product/:id/:name?',
  card: '/card/:id/:name?',
  search: '/search/:search',
  article: '/news-blog/:id/:slug?',
  /** old addresses, redirected to /news-blog (spec §2) */
  oldNews: '/news',
  oldArticle: '/news/:id/:slug?',
  ticket: '/ticket-conversation/:id',
  order: '/order/:id',
} as const;

/** The largest id a record can have (a PostgreSQL integer; the API refuses a larger one). */
export const MAX_RECORD_ID = 2_147_483_647;

/** Whether a number can be a record's id: a whole number from 1 to MAX_RECORD_ID. */
export function isRecordId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_RECORD_ID;
}

/**
 * A record's id as an address carries it (`/product/12`, `/order/7`, `/admin/orders/3`): digits
 * only, 1 to MAX_RECORD_ID; null for anything else (`abc`, `0`, `1e3`, ` 12`), which names no
 * record, so the page shows its not-found state without asking the API.
 */
export function idFromAddress(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return isRecordId(id) ? id : null;
}

/** Every address the storefront serves (the server answers 404 to anything else). */
export const STOREFRONT_PATTERNS: readonly string[] = [...Object.values(STORE_PATHS), ...Object.values(ROUTE_PATTERNS)];

/** Compiles '/product/:id/:name?' into a case-insensitive matcher and its parameter names. */
export function compileRoutePattern(pattern: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const optional = part.endsWith('?');
      keys.push(part.slice(1, optional ? -1 : undefined));
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
}

/**
 * Pages that belong to one shopper or their session (cart, checkout, orders, account, wallet,
 * rewards, sign-in forms, support conversations): the server renders the shell around them (the
 * page fills in in the browser) and marks them noindex.
 */
export const PRIVATE_PATTERNS: readonly string[] = [
  STORE_PATHS.cart,
  STORE_PATHS.checkout,
  STORE_PATHS.myOrders,
  STORE_PATHS.trackMyOrder,
  STORE_PATHS.wishlist,
  STORE_PATHS.wallet,
  STORE_PATHS.addTopup,
  STORE_PATHS.rewards,
  STORE_PATHS.editProfile,
  STORE_PATHS.login,
  STORE_PATHS.register,
  STORE_PATHS.forgotPassword,
  STORE_PATHS.resetPassword,
  STORE_PATHS.verify,
  STORE_PATHS.applePay,
  STORE_PATHS.logOut,
  ROUTE_PATTERNS.ticket,
  ROUTE_PATTERNS.order,
];

let compiledPrivate: RegExp[] | undefined;

/** Whether a path (no query) is a private page (see PRIVATE_PATTERNS). */
export function isPrivatePath(path: string): boolean {
  compiledPrivate ??= PRIVATE_PATTERNS.map((p) => compileRoutePattern(p).pattern);
  return compiledPrivate.some((re) => re.test(path));
}

let compiled: RegExp[] | undefined;

/** Whether a path (no query) is one of the storefront's pages. */
export function isStorefrontPath(path: string): boolean {
  compiled ??= STOREFRONT_PATTERNS.map((p) => compileRoutePattern(p).pattern);
  return compiled.some((re) => re.test(path));
}

// ---- categories --------------------------------------------------------------------------------

/** Which part of the store a category belongs to (categories.store). */
export type StoreSection = 'hardware' | 'digital' | 'world2egypt';

/** The landing page of a top-level category (spec §2 /category/…). */
export function landingPath(section: StoreSection): string {
  return section === 'hardware'
    ? STORE_PATHS.hardwareLanding
    : section === 'digital'
      ? STORE_PATHS.digitalLanding
      : STORE_PATHS.world2egyptLanding;
}

/**
 * A hardware category: /gaming-hardware/{slug}/{id}?children={has_children} (spec §2 hover menus):
 * sub-category tiles when it has children, else its product list.
 */
export function hardwareCategoryPath(c: Slugged & { id: number; has_children: boolean }): string {
  return `${hardwareCategoryBase(c)}?children=${c.has_children ? 'true' : 'false'}`;
}

/** The path part alone, for redirects that keep the query they were asked with ('&' names). */
export function hardwareCategoryBase(c: Slugged & { id: number | string }): string {
  return `/gaming-hardware/${nameSeg(c)}/${c.id}`;
}

/** A digital sub-category (display_type 2): its countries with flags. */
export function digitalSubCategoryPath(c: Slugged & { id: number | string }): string {
  return `/digital-store/sub_category/${nameSeg(c)}/${c.id}`;
}

/** A digital-store category: display_type 2 lists countries, the others show sub-category tiles. */
export function digitalCategoryPath(c: Slugged & { id: number | string; display_type: number }): string {
  return c.display_type === 2 ? digitalSubCategoryPath(c) : `/digital-store/${nameSeg(c)}/${c.id}`;
}

/** The card list of a digital sub-category in one country (spec §2 digital level 3). */
export function cardListPath(country: { id: number; name: string }, category: Slugged & { id: number }): string {
  const countryPart = seg(countrySlug(country.name) || String(country.id));
  return `/digital-store/${countryPart}/${country.id}/${nameSeg(category)}/${category.id}`;
}

export interface CategoryRef extends Slugged {
  id: number;
  parent_id: number | null;
  display_type: number;
  has_children: boolean;
}

/** Any category's page: a top-level one's landing, else its level in its part of the store. */
export function categoryPath(section: StoreSection, c: CategoryRef): string {
  if (c.parent_id === null) return landingPath(section);
  return section === 'digital' ? digitalCategoryPath(c) : hardwareCategoryPath(c);
}

// ---- items, search, news -----------------------------------------------------------------------

/** A physical product: /product/{id}/{slug?}. */
export function productPath(p: Slugged & { id: number }): string {
  return `/product/${p.id}${tailSeg(routeSlug(p))}`;
}

/** A digital card: /card/{id}/{slug?}. */
export function cardPath(c: Slugged & { id: number }): string {
  return `/card/${c.id}${tailSeg(routeSlug(c))}`;
}

/** A list item of either kind (product_type 2 is a card). */
export function itemPath(item: Slugged & { id: number; product_type: number }): string {
  return item.product_type === 2 ? cardPath(item) : productPath(item);
}

/** Search results: /search/{query with dashes for spaces}. */
export function searchPath(query: string): string {
  return `/search/${seg(searchToPath(query))}`;
}

/** A news or blog article: /news-blog/{id}/{slug?} (the title is not slugged into it). */
export function articlePath(post: { id: number | string; slug?: string | null }): string {
  return `/news-blog/${post.id}${tailSeg(routeSlug({ slug: post.slug }))}`;
}

/** One tab and page of /news-blog. */
export function newsListPath(type: 'news' | 'blog', page = 1): string {
  return `${STORE_PATHS.newsBlog}?type=${type}${page > 1 ? `&page=${page}` : ''}`;
}

// ---- orders ------------------------------------------------------------------------------------

/** Checkout: the cart, or the single buy-now item (spec §2 /checkout?from=buy-now). */
export function checkoutPath(buyNow = false): string {
  return buyNow ? `${STORE_PATHS.checkout}?from=buy-now` : STORE_PATHS.checkout;
}

/** One order's detail: /order/{id} (spec §2); `success` adds the payment-result popup's query. */
export function orderPath(id: number | string, success?: boolean): string {
  return `/order/${seg(String(id))}${success === undefined ? '' : `?success=${success}`}`;
}

/**
 * A shipment's tracking page: /track-my-order?tracking={shipment key}&order={order id}. The page
 * reads the tracking data fresh from the order (GET users/orders/{id}); without `order` it finds
 * the shipment by its key in the customer's orders.
 */
export function trackOrderPath(key: string, orderId?: number): string {
  const order = orderId === undefined ? '' : `&order=${orderId}`;
  return `${STORE_PATHS.trackMyOrder}?tracking=${encodeURIComponent(key)}${order}`;
}

/** The contact page with an order preselected (spec §2 /contact-us?order={orderId}). */
export function contactOrderPath(orderId: number | string): string {
  return `${STORE_PATHS.contactUs}?order=${encodeURIComponent(String(orderId))}`;
}
