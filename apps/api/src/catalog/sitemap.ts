// sitemap.xml (every active product, card, category page and published post, each with en/ar
// hreflang alternates) and robots.txt. Built from a constant number of queries.
import { articlePath, cardListPath, cardPath, categoryPath, productPath, STORE_PATHS, type StoreSection } from '@store/shared';
import type { AppContext } from '../context.ts';
import { arabicAddress, escapeHtml } from '../seo/document.ts';
import { isStorefrontRoute } from '../seo/known-routes.ts';
import { allCategories } from './categories.queries.ts';
import { SITEMAP_MAX_URLS, sitemapCards, sitemapCountryPages, sitemapPosts, sitemapProducts } from './seo.queries.ts';

interface Entry {
  path: string;
  lastmod?: number;
}

/** Pages every visitor can reach that are not backed by one row. */
const STATIC_PATHS = [
  STORE_PATHS.home,
  STORE_PATHS.deals,
  STORE_PATHS.newsBlog,
  STORE_PATHS.buildPc,
  STORE_PATHS.faq,
  STORE_PATHS.aboutUs,
  STORE_PATHS.contactUs,
  STORE_PATHS.rewardsProgram,
];

function urlXml(origin: string, entry: Entry): string {
  const loc = `${origin}${entry.path}`;
  // the same alternates as the page's <head>: English at the plain address, Arabic with lang=ar
  const alt = (lang: 'en' | 'ar') =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(lang === 'en' ? loc : arabicAddress(loc))}"/>`;
  const lastmod = entry.lastmod ? `<lastmod>${new Date(entry.lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${alt('en')}${alt('ar')}<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(loc)}"/>${lastmod}</url>`;
}

export async function sitemapXml(ctx: AppContext, origin: string): Promise<string> {
  const [categories, countryPages, products, cards, posts] = await Promise.all([
    allCategories(ctx.db, 'en'),
    sitemapCountryPages(ctx.db),
    sitemapProducts(ctx.db, SITEMAP_MAX_URLS),
    sitemapCards(ctx.db, SITEMAP_MAX_URLS),
    sitemapPosts(ctx.db, SITEMAP_MAX_URLS),
  ]);
  const entries: Entry[] = [
    // only pages the storefront build serves (no soft 404s: a page not built yet is left out)
    ...STATIC_PATHS.filter((path) => isStorefrontRoute(path)).map((path) => ({ path })),
    // every address from the shared route table: the same the storefront's menus and tiles link to
    ...categories.map((c) => ({ path: categoryPath(c.store as StoreSection, c) })),
    ...countryPages.map((p) => ({
      path: cardListPath({ id: p.country_id, name: p.country_name }, { id: p.category_id, slug: p.category_slug }),
    })),
    ...products.map((p) => ({ path: productPath(p), lastmod: p.updated_ms })),
    ...cards.map((c) => ({ path: cardPath(c), lastmod: c.updated_ms })),
    ...posts.map((p) => ({ path: articlePath(p), lastmod: p.updated_ms })),
  ];
  const unique = [...new Map(entries.map((e) => [e.path, e])).values()].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...unique.map((e) => urlXml(origin, e)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Private and transactional pages stay out of search engines (spec §2 routes with auth A/G). */
const DISALLOWED = [
  '/api/',
  '/my-cart',
  '/checkout',
  '/my-orders',
  '/order/',
  '/track-my-order',
  '/my-wishlist',
  '/wallet',
  '/add-topup',
  '/rewards$',
  '/edit-profile',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify',
  '/ticket-conversation/',
  '/log-out',
  '/apple-pay',
  '/compare',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
