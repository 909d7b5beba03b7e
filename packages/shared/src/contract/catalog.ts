// Answer schemas of the catalogue calls (spec §3, §7): categories, countries, product and card
// lists, details with related items, home carousels and the wishlist. Money fields are EGP
// numbers (not piastres), dates dd/mm/yyyy (spec §9) with the item's ISO instant beside
// (`created_at_iso`), flags image addresses (formats.ts).
import { z } from 'zod';
import { MEMORY_TYPES, PC_PARTS, type CompatSpecs } from '../build-pc.ts';
import { displayDate, flagImage, isoDateTime } from './formats.ts';

/** Paging fields every list answer carries beside its items. */
export const listPage = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
});

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  has_children: z.boolean(),
  /** 1 child tiles, 2 countries (digital sub-category), 3 item list */
  display_type: z.number().int(),
  parent_id: z.number().int().nullable(),
});

export const categoryWithChildren = category.extend({ children: z.array(category) });

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  flag: flagImage(),
  has_children: z.boolean(),
});

export const reviewItem = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string(),
  created_at: displayDate('the day the review was written'),
  /** masked (docs/decisions/28-reviewer-emails-masked.md) */
  user: z.object({ email: z.string().meta({ description: "the reviewer's e-mail, masked: ah***@gmail.com" }) }),
});

export const productImage = z.object({ id: z.number().int(), img: z.string() });

export const specification = z.object({ id: z.number().int(), key: z.string(), value: z.string() });

const subCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** Fields every item shows in lists, whatever its kind (after its id and product_type). */
const itemBase = {
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  price_after_discount: z.number().nullable(),
  sub_category: subCategory,
  qty: z.number().int(),
  stock: z.number().int(),
  /** 0 not managed (always in stock), 1 managed, 2 not available */
  type: z.number().int(),
  created_at: displayDate('the day the item was added'),
  created_at_iso: isoDateTime('the instant the item was added'),
  /** plain-text excerpt for tiles */
  short_desc: z.string(),
  isFav: z.boolean(),
  reviews_avg_rating: z.number(),
  reviews_count: z.number().int(),
};

/** What the signed-in shopper did with an item (detail pages). */
const viewerParts = {
  reviews: z.array(reviewItem),
  user_has_reviewed: z.boolean(),
  user_has_purchased: z.boolean(),
  user_review: z
    .object({
      rating: z.number(),
      comment: z.string(),
      /** true when the store's staff hid the review from the item's page (the author is told; the reason stays with staff) */
      hidden: z.boolean(),
    })
    .nullable(),
};

/**
 * The specification keys Build PC reads (build-pc.ts CompatSpecs, docs/API-build-pc.md); null on
 * products that are not a checked component.
 */
export const compatSpecs = z.object({
  part: z.enum(PC_PARTS),
  socket: z.string().min(1).optional(),
  memory_type: z.enum(MEMORY_TYPES).optional(),
  tdp_w: z.number().int().positive().optional(),
  wattage_w: z.number().int().positive().optional(),
  length_mm: z.number().int().positive().optional(),
  max_gpu_length_mm: z.number().int().positive().optional(),
}) satisfies z.ZodType<CompatSpecs>;

/** A physical product (product_type 1) as lists show it. */
export const productListItem = z.object({
  id: z.number().int(),
  product_type: z.literal(1),
  ...itemBase,
  main_image: z.string(),
  shipping_abroad: z.boolean(),
  compat: compatSpecs.nullable(),
});

export const productDetail = productListItem.extend({
  images: z.array(productImage),
  /** sanitised HTML */
  desc: z.string(),
  support: z.string(),
  keywords: z.array(z.string()),
  specifications: z.array(specification),
  ...viewerParts,
});

/** A digital card (product_type 2) as lists show it. */
export const cardListItem = z.object({
  id: z.number().int(),
  product_type: z.literal(2),
  ...itemBase,
  short_name: z.string(),
  img: z.string(),
  platform: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
  country: z.object({ id: z.number().int(), name: z.string(), flag: flagImage() }),
  redeem_points: z.number().int(),
});

export const cardDetail = cardListItem.extend({
  images: z.array(productImage),
  /** plain text, one bullet per line */
  desc: z.string(),
  keywords: z.array(z.string()),
  regions: z.array(z.string()),
  languages: z.array(z.string()),
  /** sanitised HTML */
  system_requirement: z.string(),
  ...viewerParts,
});

export const productPage = listPage.extend({ products: z.array(productListItem) });
export const cardPage = listPage.extend({ cards: z.array(cardListItem) });

/** GET /products/getProductDetails */
export const productDetailsAnswer = z.object({ product: productDetail, related_products: productPage });

/** GET /cards/getCardDetails: related_cards is the denomination family, the card included. */
export const cardDetailsAnswer = z.object({
  card: cardDetail,
  related_cards: cardPage.extend({ has_more: z.boolean() }),
});

/**
 * One card of a denomination family as GET /cards/family answers it: the fields the card page's
 * denomination buttons read, each as getCardDetails' related_cards carry it.
 */
export const cardFamilyItem = cardListItem.pick({
  id: true,
  name: true,
  slug: true,
  short_name: true,
  price: true,
  price_after_discount: true,
  stock: true,
  type: true,
});

/**
 * GET /cards/family (issue 24, not a spec §7 call: the server's page render asks it instead of
 * the family's getCardDetails pages): the card's whole family in getCardDetails' order.
 */
export const cardFamilyAnswer = z.object({ cards: z.array(cardFamilyItem) });

/** GET /products/latest and /products/deals: products and cards side by side, unpaged. */
export const itemsAnswer = z.object({ products: z.array(productListItem), cards: z.array(cardListItem) });

/**
 * GET /products/deals/first-view (issue 24, not a spec §7 call: the server's home render asks it
 * instead of GET /products/deals): the deals row's first tiles, products first, and the row's
 * count (`first_view_of`) when it has more.
 */
export const dealsFirstViewAnswer = itemsAnswer.extend({ first_view_of: z.number().int().optional() });

/** GET /users/liked: the wishlist, products and cards each paged. */
export const likedAnswer = z.object({ products: productPage, cards: cardPage });

/** POST /products/{id}/liked and /cards/{id}/liked */
export const likeAnswer = z.object({ isFav: z.boolean() });
