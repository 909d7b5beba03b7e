// schema.org JSON-LD for crawler-readable pages: Product with Offer and AggregateRating,
// BreadcrumbList and Article. Prices are EGP numbers; URLs absolute when the origin is known.
import { effectivePrice, STOCK_TYPE, type CardListItem, type ProductListItem } from '@store/shared';

export interface Crumb {
  name: string;
  path: string;
}

export const absolute = (origin: string, path: string) => (path.startsWith('http') ? path : `${origin}${path}`);

/** spec §4 stock label as schema.org availability. */
export function availability(item: { type: number; stock: number }): string {
  if (item.type === STOCK_TYPE.unmanaged) return 'https://schema.org/InStock';
  if (item.type === STOCK_TYPE.managed && item.stock > 0) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/OutOfStock';
}

export function productJsonLd(
  item: ProductListItem | CardListItem,
  opts: { origin: string; path: string; description: string; images: string[]; brand?: string },
): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    sku: `${item.product_type === 1 ? 'P' : 'C'}${item.id}`,
    description: opts.description,
    image: opts.images.map((i) => absolute(opts.origin, i)),
    category: item.sub_category.name,
    offers: {
      '@type': 'Offer',
      url: absolute(opts.origin, opts.path),
      price: effectivePrice(item.price, item.price_after_discount),
      priceCurrency: 'EGP',
      availability: availability(item),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (opts.brand) ld.brand = { '@type': 'Brand', name: opts.brand };
  if (item.reviews_count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: item.reviews_avg_rating,
      reviewCount: item.reviews_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  };
}

export function articleJsonLd(opts: {
  origin: string;
  path: string;
  headline: string;
  description: string;
  image: string;
  published: Date;
  publisher: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: opts.headline.slice(0, 110),
    description: opts.description,
    image: [absolute(opts.origin, opts.image)],
    datePublished: opts.published.toISOString(),
    mainEntityOfPage: absolute(opts.origin, opts.path),
    publisher: { '@type': 'Organization', name: opts.publisher },
  };
}
