// The seed plan: every row to insert and every image to store, computed from the data modules
// before anything touches the database. Child rows name their parent by a natural key (slug,
// iso2, platform name); the inserter swaps that for the generated id.
import type * as s from '../../db/schema/index.ts';

export type Row<T extends { $inferInsert: object }> = T['$inferInsert'];

/** A child row waiting for its parent's id. */
export interface Child<R> {
  parent: string;
  row: R;
}

export interface ImageFile {
  key: string;
  svg: string;
}

export interface CardPlanRow {
  country: string;
  platform: string;
  row: Omit<Row<typeof s.cards>, 'countryId' | 'platformId'>;
}

export interface SeedPlan {
  categories: Row<typeof s.categories>[];
  countries: Row<typeof s.countries>[];
  platforms: Row<typeof s.platforms>[];
  products: Row<typeof s.products>[];
  productImages: Child<Omit<Row<typeof s.productImages>, 'productId'>>[];
  productSpecs: Child<Omit<Row<typeof s.productSpecs>, 'productId'>>[];
  cards: CardPlanRow[];
  cardImages: Child<Omit<Row<typeof s.cardImages>, 'cardId'>>[];
  cardCodes: Child<Omit<Row<typeof s.cardCodes>, 'cardId'>>[];
  posts: Row<typeof s.posts>[];
  postTags: Child<Omit<Row<typeof s.postTags>, 'postId'>>[];
  faqs: Row<typeof s.faqs>[];
  pages: Row<typeof s.pages>[];
  siteSettings: Row<typeof s.siteSettings>[];
  sliders: Row<typeof s.sliders>[];
  advertisements: Row<typeof s.advertisements>[];
  paymentMethods: Row<typeof s.paymentMethods>[];
  shippingMethods: Row<typeof s.shippingMethods>[];
  coupons: Row<typeof s.coupons>[];
  ticketReasons: Row<typeof s.ticketReasons>[];
  images: ImageFile[];
}

/** Throw when a natural key repeats: a data mistake must not reach the database. */
export function assertUnique(keys: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const k of keys) {
    if (seen.has(k)) throw new Error(`seed data: duplicate ${what} "${k}"`);
    seen.add(k);
  }
}
