// Catalogue: categories tree (fixed ids: hardware 2, digital 3, build-PC parent 34), countries,
// platforms, physical products (product_type 1) and digital cards (product_type 2) with their
// code inventory. Money is integer piastres (1 EGP = 100). Spec §3.
import { sql } from 'drizzle-orm';
import type { CompatSpecs } from '@store/shared/build-pc';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Text kept in sync by the database for search (see the search_text migration). */
const tsText = customType<{ data: string }>({ dataType: () => 'text' });
/** search_plain's expression (migration 0049) */
const searchPlainSql = sql`' ' || regexp_replace(coalesce(search_text, ''), '[^0-9a-zء-ي]+', ' ', 'g') || ' '`;
/** the list excerpts' expressions (migration 0050: short_desc, DESC_MAX characters of the text) */
const htmlExcerptSql = (column: string) => sql.raw(`store_html_excerpt(${column}, 200)`);
const textExcerptSql = (column: string) => sql.raw(`store_truncate(store_collapse_space(${column}), 200)`);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 'hardware' | 'digital' | 'world2egypt' — which store the branch belongs to */
    store: varchar('store', { length: 16 }).notNull(),
    /**
     * Digital tree levels (spec §2): 1 shows sub-category tiles, 2 shows countries with flags,
     * 3 is a card list. Hardware: 1 shows children tiles, 3 is a product list.
     */
    displayType: smallint('display_type').notNull().default(3),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

/**
 * Active products and cards per category, kept by triggers (migration 0048, issue 24): a
 * category page's total is the sum over its branch. Written by the database only.
 */
export const categoryItemCounts = pgTable('category_item_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  products: integer('products').notNull().default(0),
  cards: integer('cards').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2, used to draw the flag */
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
});

/** The index expression of catalog/sql.ts effectivePriceSql (what a shopper pays); must match it. */
const effectivePrice = (t: { price: AnyPgColumn; priceAfterDiscount: AnyPgColumn }) =>
  sql`least(coalesce(${t.priceAfterDiscount}, ${t.price}), ${t.price})`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    descEn: text('desc_en').notNull().default(''),
    descAr: text('desc_ar').notNull().default(''),
    supportEn: text('support_en').notNull().default(''),
    supportAr: text('support_ar').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    priceAfterDiscount: integer('price_after_discount'),
    /** 0 stock not managed (always in stock), 1 managed stock, 2 not available */
    stockType: smallint('stock_type').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    shippingAbroad: boolean('shipping_abroad').notNull().default(false),
    mainImage: text('main_image').notNull(),
    isDeal: boolean('is_deal').notNull().default(false),
    /** the maker, a filter of the back-office's product list (0035); empty when not set */
    brand: text('brand').notNull().default(''),
    /** Build PC specification keys (socket, memory_type, tdp_w …); null for non-components (0013) */
    compat: jsonb('compat').$type<CompatSpecs>(),
    active: boolean('active').notNull().default(true),
    searchText: tsText('search_text'),
    /** search_text with every run of other characters one space, padded (0049): whole-word tests */
    searchPlain: tsText('search_plain').generatedAlwaysAs(searchPlainSql),
    /** list excerpts of the HTML descriptions, written with them (0050) */
    excerptEn: tsText('excerpt_en').generatedAlwaysAs(htmlExcerptSql('desc_en')),
    excerptAr: tsText('excerpt_ar').generatedAlwaysAs(htmlExcerptSql('desc_ar')),
    /** its reviews' count and rating sum, kept by a trigger on reviews (0051): list rows' rating */
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_price_idx').on(t.categoryId, t.price),
    // category lists (0006, docs/PERFORMANCE.md): each category's page in price order straight
    // from the index (the order key is the effective price, catalog/sql.ts), with the columns the
    // page and the in-stock filter read after it, so counts and pages are index-only scans
    index('products_listing_price_idx')
      .on(t.categoryId, effectivePrice(t), t.id, t.price, t.priceAfterDiscount, t.stockType, t.stock)
      .where(sql`${t.active}`),
    // related items on a product page: the category's newest first
    index('products_listing_newest_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('products_price_nonneg', sql`${t.price} >= 0`),
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_stock_type', sql`${t.stockType} in (0, 1, 2)`),
    check('products_compat_object', sql`${t.compat} IS NULL OR jsonb_typeof(${t.compat}) = 'object'`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    img: text('img').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const productSpecs = pgTable(
  'product_specs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    keyEn: text('key_en').notNull(),
    keyAr: text('key_ar').notNull(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_specs_product_idx').on(t.productId, t.sortOrder)],
);

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    /** the digital sub-category (e.g. PlayStation Store) */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    platformId: integer('platform_id').references(() => platforms.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    /** denomination label such as "$10"; empty when the card has no denominations */
    shortName: text('short_name').notNull().default(''),
    /** plain text, one bullet per non-empty line (spec §2 Card page) */
    descEn: text('desc_en').notNull().default(''),
    descAr: text('desc_ar').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regionsEn: text('regions_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regionsAr: text('regions_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languagesEn: text('languages_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languagesAr: text('languages_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    systemRequirementEn: text('system_requirement_en').notNull().default(''),
    systemRequirementAr: text('system_requirement_ar').notNull().default(''),
    price: integer('price').notNull(),
    priceAfterDiscount: integer('price_after_discount'),
    redeemPoints: integer('redeem_points').notNull().default(0),
    /** 0 always in stock, 1 managed (stock = unused codes), 2 not available */
    stockType: smallint('stock_type').notNull().default(1),
    /** count of available codes, kept by the code-inventory functions in one transaction */
    stock: integer('stock').notNull().default(0),
    /** the dashboard warns when available codes fall to this or below (0030) */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    img: text('img').notNull(),
    isDeal: boolean('is_deal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    searchText: tsText('search_text'),
    /** search_text with every run of other characters one space, padded (0049): whole-word tests */
    searchPlain: tsText('search_plain').generatedAlwaysAs(searchPlainSql),
    /** list excerpts of the plain-text descriptions, written with them (0050) */
    excerptEn: tsText('excerpt_en').generatedAlwaysAs(textExcerptSql('desc_en')),
    excerptAr: tsText('excerpt_ar').generatedAlwaysAs(textExcerptSql('desc_ar')),
    /** its reviews' count and rating sum, kept by a trigger on reviews (0051): list rows' rating */
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cards_category_country_price_idx').on(t.categoryId, t.countryId, t.price),
    // card lists of a category branch, and of one country (also the denomination family on a
    // card page), in effective-price order straight from the index (0006)
    index('cards_listing_price_idx')
      .on(t.categoryId, effectivePrice(t), t.id, t.price, t.priceAfterDiscount, t.countryId)
      .where(sql`${t.active}`),
    index('cards_country_listing_price_idx')
      .on(t.categoryId, t.countryId, effectivePrice(t), t.id, t.price, t.priceAfterDiscount)
      .where(sql`${t.active}`),
    index('cards_listing_newest_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index('cards_created_idx').on(t.createdAt),
    index('cards_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('cards_price_nonneg', sql`${t.price} >= 0`),
    check('cards_stock_nonneg', sql`${t.stock} >= 0`),
    check('cards_stock_type', sql`${t.stockType} in (0, 1, 2)`),
  ],
);

export const cardImages = pgTable(
  'card_images',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    img: text('img').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('card_images_card_idx').on(t.cardId, t.sortOrder)],
);

/** Code inventory. Codes are AES-256-GCM encrypted at rest; only the order's owner reads them. */
export const cardCodes = pgTable(
  'card_codes',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    codeEncrypted: text('code_encrypted').notNull(),
    /** sha-256 of the plain code, so a duplicate import is refused without decrypting */
    codeHash: text('code_hash').notNull(),
    serialNumber: text('serial_number').notNull(),
    /** available | reserved | sold */
    status: varchar('status', { length: 16 }).notNull().default('available'),
    orderLineId: integer('order_line_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    index('card_codes_available_idx').on(t.cardId, t.status, t.id),
    uniqueIndex('card_codes_hash_uq').on(t.codeHash),
    index('card_codes_line_idx').on(t.orderLineId),
  ],
);
