// Test builders for catalogue items, checked against the API's answer schemas
// (packages/shared/src/contract/catalog.ts). The fake API is test/fake-api.ts.
import { checked } from '../../../test/contract.ts';
import * as contract from '@store/shared/contract/catalog';
import type { CardDetail, CardListItem, ProductDetail, ProductListItem } from '@store/shared';

export function buildProduct(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const id = overrides.id ?? 1;
  return checked(contract.productListItem, {
    id,
    product_type: 1,
    name: `Test Product ${id}`,
    slug: `test-product-${id}`,
    price: 1000,
    price_after_discount: null,
    main_image: `/uploads/p${id}.png`,
    sub_category: { id: 100, name: 'Processors', slug: 'processors' },
    qty: 1,
    stock: 10,
    type: 0,
    shipping_abroad: false,
    compat: null,
    created_at: '01/01/2026',
    created_at_iso: '2026-01-01T10:00:00.000Z',
    short_desc: 'A product',
    isFav: false,
    reviews_avg_rating: 0,
    reviews_count: 0,
    ...overrides,
  });
}

export function buildCard(overrides: Partial<CardListItem> = {}): CardListItem {
  const id = overrides.id ?? 1;
  return checked(contract.cardListItem, {
    id,
    product_type: 2,
    name: `Gift Card ${id}`,
    slug: `gift-card-${id}`,
    short_name: `${id * 10} USD`,
    price: id * 100,
    price_after_discount: null,
    img: `/uploads/c${id}.png`,
    sub_category: { id: 140, name: 'PlayStation Store', slug: 'playstation-store' },
    platform: { name: 'PlayStation', logo: null },
    country: { id: 1, name: 'United States', flag: '/flags/US.svg' },
    redeem_points: 0,
    qty: 1,
    stock: 5,
    type: 0,
    created_at: '01/01/2026',
    created_at_iso: '2026-01-01T10:00:00.000Z',
    short_desc: '',
    isFav: false,
    reviews_avg_rating: 0,
    reviews_count: 0,
    ...overrides,
  });
}

/** The overrides a list item knows (a detail's own fields are set after it). */
function listFields<T extends object>(overrides: T): Partial<T> {
  const detailOnly = new Set([
    'images',
    'desc',
    'support',
    'keywords',
    'specifications',
    'regions',
    'languages',
    'system_requirement',
    'reviews',
    'user_has_reviewed',
    'user_has_purchased',
    'user_review',
  ]);
  return Object.fromEntries(Object.entries(overrides).filter(([k]) => !detailOnly.has(k))) as Partial<T>;
}

export function buildCardDetail(overrides: Partial<CardDetail> = {}): CardDetail {
  return checked(contract.cardDetail, {
    ...buildCard(listFields(overrides)),
    images: [],
    desc: 'Line one\n\nLine two',
    keywords: [],
    regions: [],
    languages: [],
    system_requirement: '',
    reviews: [],
    user_has_reviewed: false,
    user_has_purchased: false,
    user_review: null,
    ...overrides,
  });
}

export function buildProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return checked(contract.productDetail, {
    ...buildProduct(listFields(overrides)),
    images: [],
    desc: '<p>A product</p>',
    support: '',
    keywords: [],
    specifications: [],
    reviews: [],
    user_has_reviewed: false,
    user_has_purchased: false,
    user_review: null,
    ...overrides,
  });
}
