// The back-office's catalogue calls (issue 26): products, the category tree and image uploads.
// Prices in piastres. Rich text (product descriptions) is sanitised by the server on write.
import { z } from 'zod';
import { recordId, recordIdParam } from './formats.ts';
import { staffSearch } from './staff-search.ts';
import { compatSpecs } from './catalog.ts';

const count = z.number().int();
const id = recordId();
const shortText = z.string().trim().max(200);
const longText = z.string().max(50_000);
const list = z.array(z.string().trim().min(1).max(100)).max(50);
/** piastres, 0 to 1,000,000 EGP; a refusal says so in pounds (staff type pounds) */
export const catalogPrice = z
  .number()
  .int('adminCatalog.badPrice')
  .min(0, 'adminCatalog.badPrice')
  .max(100_000_000, 'adminCatalog.badPrice');
const price = catalogPrice;

/** A storage key of an uploaded (or seeded) public image, e.g. "products/3f…e1.webp". */
export const imageKey = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9._\-/]*$/i, 'adminCatalog.notStoreImage')
  .refine((k) => !k.includes('..') && !k.includes('//') && !k.startsWith('private/'), 'adminCatalog.notStoreImage');

export const image = z.object({ key: z.string(), url: z.string() });

// ---- images ------------------------------------------------------------------------------

export const IMAGE_KINDS = ['product', 'card', 'category', 'slider', 'ad', 'post'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** Largest upload accepted (bytes); the stored file is re-encoded to webp and much smaller. */
export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const imageUploadQuery = z.object({ kind: z.enum(IMAGE_KINDS) });
export const imageUploadAnswer = image.extend({ width: count, height: count, bytes: count });

// ---- products ----------------------------------------------------------------------------

export const PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc', 'stock_asc'] as const;

export const productListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: staffSearch(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  active: z.enum(['all', 'yes', 'no']).default('all'),
  /** the category or any category under it */
  category_id: recordIdParam().optional(),
  brand: z.string().trim().max(100).optional(),
  /** in: can be bought; low: managed with 1–5 left; out: none left or not available */
  stock: z.enum(['all', 'in', 'low', 'out']).default('all'),
});

export const productRow = z.object({
  id: count,
  name_en: z.string(),
  name_ar: z.string(),
  category_id: count,
  category: z.string(),
  brand: z.string(),
  price: count,
  price_after_discount: count.nullable(),
  stock_type: count,
  stock: count,
  active: z.boolean(),
  image: z.string(),
  created_at: z.string(),
});
export const productListAnswer = z.object({ items: z.array(productRow), total: count, last_page: count });

export const specRow = z.object({
  key_en: shortText.min(1),
  key_ar: shortText.min(1),
  value_en: z.string().trim().min(1).max(1000),
  value_ar: z.string().trim().min(1).max(1000),
});

/** The writable fields of a physical product. The first image is the main one. */
export const productBody = z
  .object({
    name_en: shortText.min(1),
    name_ar: shortText.min(1),
    category_id: id,
    brand: z.string().trim().max(100).default(''),
    /** rich text: sanitised HTML */
    desc_en: longText.default(''),
    desc_ar: longText.default(''),
    /** plain text (warranty, support) */
    support_en: z.string().max(5_000).default(''),
    support_ar: z.string().max(5_000).default(''),
    keywords: list.default([]),
    specs: z.array(specRow).max(100).default([]),
    /** the Build PC compatibility keys (packages/shared/src/build-pc.ts); null for other products */
    compat: compatSpecs.nullable().default(null),
    price,
    price_after_discount: price.nullable().default(null),
    /** STOCK_TYPE: 0 not managed, 1 managed, 2 not available */
    stock_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    /**
     * units on hand (managed stock): a new product starts with it (0 when left out); an edit without
     * it leaves the stock as orders have left it
     */
    stock: z.number().int().min(0).max(10_000_000).optional(),
    /**
     * the stock the form showed when it was opened: an edit whose stock is sent with it is refused
     * (409) when orders have taken or given back units since, instead of writing over them
     */
    stock_was: z.number().int().min(0).max(10_000_000).optional(),
    shipping_abroad: z.boolean().default(false),
    is_deal: z.boolean().default(false),
    images: z.array(imageKey).min(1).max(12),
    /**
     * published on the storefront: a new product is a draft unless true; an edit without it leaves
     * the product as it is (published or not by the Publish call, perhaps by another staff member
     * since the form was opened)
     */
    active: z.boolean().optional(),
  })
  .refine((b) => b.price_after_discount === null || b.price_after_discount <= b.price, {
    path: ['price_after_discount'],
    message: 'adminCatalog.discountAbovePrice',
  });
export type ProductBody = z.input<typeof productBody>;

export const productDetail = productRow.extend({
  slug: z.string(),
  desc_en: z.string(),
  desc_ar: z.string(),
  support_en: z.string(),
  support_ar: z.string(),
  keywords: z.array(z.string()),
  specs: z.array(specRow),
  compat: compatSpecs.nullable(),
  shipping_abroad: z.boolean(),
  is_deal: z.boolean(),
  images: z.array(image),
  updated_at: z.string(),
});

export const productOptionsAnswer = z.object({
  /** categories of the hardware store, with their path ("PC components › Processors") */
  categories: z.array(z.object({ id: count, name: z.string(), parent_id: count.nullable(), leaf: z.boolean() })),
  brands: z.array(z.string()),
});

// ---- the category tree -------------------------------------------------------------------

export const categoryRow = z.object({
  id: count,
  parent_id: count.nullable(),
  store: z.string(),
  display_type: count,
  name_en: z.string(),
  name_ar: z.string(),
  slug: z.string(),
  logo: image.nullable(),
  sort_order: count,
  active: z.boolean(),
  /** the spec's fixed ids (2 hardware, 3 digital, 34 Build PC) and the roots: never moved */
  fixed: z.boolean(),
  products: count,
  cards: count,
  children: count,
});
export const categoryListAnswer = z.array(categoryRow);

export const categoryBody = z.object({
  /** null only for the roots (the hardware and digital stores), which stay roots */
  parent_id: id.nullable(),
  name_en: shortText.min(1),
  name_ar: shortText.min(1),
  /** 1 sub-category tiles, 2 countries (digital), 3 an item list */
  display_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  active: z.boolean().default(true),
  logo: imageKey.nullable().default(null),
});
export type CategoryBody = z.input<typeof categoryBody>;
