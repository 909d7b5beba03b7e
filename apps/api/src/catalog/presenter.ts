// The one place that shapes catalogue answers with the spec's field names (spec §3): money in
// EGP, image keys turned into public URLs, flags image addresses, HTML sanitised, dates dd/mm/yyyy
// (spec §9) with the item's ISO instant beside them (created_at_iso).
import {
  formatDate,
  maskEmail,
  toEgp,
  type CardDetail,
  type CardFamilyItem,
  type CardListItem,
  type Category,
  type Country,
  type ProductDetail,
  type ProductImage,
  type ProductListItem,
  type ReviewItem,
} from '@store/shared';
import type { Storage } from '../integrations/storage/index.ts';
import { sanitizeHtml } from '../lib/html.ts';
import type { CategoryRow, CountryRow } from './categories.queries.ts';
import { flagUrl } from './flags.ts';
import type { FamilyRow, ImageRow, ReviewRow, SpecRow, UserItemState } from './details.queries.ts';
import type { CardRow, ProductRow } from './items.queries.ts';

const url = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : null);

/** A discount only counts when it is below the list price. */
function discounted(price: number, after: number | null): number | null {
  return after != null && after < price ? toEgp(after) : null;
}

/** spec §9: the day shoppers read (dd/mm/yyyy), and the instant for programs beside it. */
type CreatedAt = { created_at: string; created_at_iso: string };
/**
 * Remembered per instant: a list answer writes both for every item, and the same items are listed
 * again and again (3 % of a category list's Node CPU, issue 24). Both are functions of the instant
 * alone (the store's time zone is fixed); the memory is bounded.
 */
const createdAtSeen = new Map<number, CreatedAt>();
function createdAt(ms: number): CreatedAt {
  let value = createdAtSeen.get(ms);
  if (value === undefined) {
    const at = new Date(ms);
    value = { created_at: formatDate(at), created_at_iso: at.toISOString() };
    if (createdAtSeen.size >= 20_000) createdAtSeen.clear();
    createdAtSeen.set(ms, value);
  }
  return value;
}

export function presentCategory(row: CategoryRow, storage: Storage): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: url(storage, row.logo),
    has_children: row.has_children,
    display_type: row.display_type,
    parent_id: row.parent_id,
  };
}

export function presentCountry(row: CountryRow): Country {
  return { id: row.id, name: row.name, flag: flagUrl(row.iso2), has_children: true };
}

export function presentProduct(row: ProductRow, storage: Storage): ProductListItem {
  return {
    id: row.id,
    product_type: 1,
    name: row.name,
    slug: row.slug,
    price: toEgp(row.price),
    price_after_discount: discounted(row.price, row.price_after_discount),
    main_image: storage.publicUrl(row.image),
    sub_category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    qty: row.stock,
    stock: row.stock,
    type: row.stock_type,
    shipping_abroad: row.shipping_abroad,
    compat: row.compat ?? null,
    ...createdAt(row.created_ms),
    short_desc: row.short_desc,
    isFav: row.is_fav,
    reviews_avg_rating: row.avg_rating ?? 0,
    reviews_count: row.reviews_count,
  };
}

export function presentCard(row: CardRow, storage: Storage): CardListItem {
  return {
    id: row.id,
    product_type: 2,
    name: row.name,
    slug: row.slug,
    short_name: row.short_name,
    price: toEgp(row.price),
    price_after_discount: discounted(row.price, row.price_after_discount),
    img: storage.publicUrl(row.image),
    sub_category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    platform: row.platform_name ? { name: row.platform_name, logo: url(storage, row.platform_logo) } : null,
    country: { id: row.country_id, name: row.country_name, flag: flagUrl(row.country_iso2) },
    redeem_points: row.redeem_points,
    qty: row.stock,
    stock: row.stock,
    type: row.stock_type,
    ...createdAt(row.created_ms),
    // written by the database with the description (migration 0050)
    short_desc: row.short_desc,
    isFav: row.is_fav,
    reviews_avg_rating: row.avg_rating ?? 0,
    reviews_count: row.reviews_count,
  };
}

/** A card of a denomination family (GET /cards/family), its fields as presentCard writes them. */
export function presentFamilyCard(row: FamilyRow): CardFamilyItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    short_name: row.short_name,
    price: toEgp(row.price),
    price_after_discount: discounted(row.price, row.price_after_discount),
    stock: row.stock,
    type: row.stock_type,
  };
}

export function presentReview(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: formatDate(new Date(row.created_ms)),
    user: { email: maskEmail(row.email) },
  };
}

/** Gallery with the main image first (id 0 when it is not also a gallery row). */
function gallery(mainKey: string, images: ImageRow[], storage: Storage): ProductImage[] {
  const rest = images.filter((i) => i.img !== mainKey).map((i) => ({ id: i.id, img: storage.publicUrl(i.img) }));
  const main = images.find((i) => i.img === mainKey);
  return [{ id: main?.id ?? 0, img: storage.publicUrl(mainKey) }, ...rest];
}

export interface DetailParts {
  images: ImageRow[];
  reviews: ReviewRow[];
  user: UserItemState;
}

function userParts(parts: DetailParts) {
  return {
    reviews: parts.reviews.map(presentReview),
    user_has_reviewed: parts.user.review !== null,
    user_has_purchased: parts.user.purchased,
    user_review: parts.user.review,
  };
}

export function presentProductDetail(
  row: ProductRow,
  parts: DetailParts & { specs: SpecRow[] },
  storage: Storage,
): ProductDetail {
  return {
    ...presentProduct(row, storage),
    images: gallery(row.image, parts.images, storage),
    desc: sanitizeHtml(row.desc_full ?? ''),
    support: row.support ?? '',
    keywords: row.keywords ?? [],
    specifications: parts.specs.map((s) => ({ id: s.id, key: s.key, value: s.value })),
    ...userParts(parts),
  };
}

export function presentCardDetail(row: CardRow, parts: DetailParts, storage: Storage): CardDetail {
  return {
    ...presentCard(row, storage),
    images: gallery(row.image, parts.images, storage),
    desc: row.desc_full ?? '',
    keywords: row.keywords ?? [],
    regions: row.regions ?? [],
    languages: row.languages ?? [],
    system_requirement: sanitizeHtml(row.system_requirement ?? ''),
    ...userParts(parts),
  };
}
