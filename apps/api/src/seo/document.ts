// Renders the storefront's index.html for a URL with the right language, direction, title,
// description, canonical URL, Open Graph/Twitter tags, hreflang alternates and JSON-LD, so that
// crawlers and shared links see the page without running JavaScript. Feature folders register
// resolvers for their URLs (product, card, category, article, …); others get the default.
import { compileRoutePattern, COOKIES } from '@store/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Lang } from '../http/messages.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** absolute or root-relative image URL */
  image?: string;
  /** og:type, default website */
  type?: string;
  /** JSON-LD objects to embed */
  jsonLd?: unknown[];
  /** HTTP status for the HTML (404 for unknown ids) */
  status?: number;
  /** set when the URL should answer with a redirect instead of a page */
  redirect?: string;
  /**
   * The redirect carries the query the page was asked with, whole (`?lang=ar`, `utm_*`…): an item
   * asked at another address than its own is sent to it as it was asked (catalog/seo.ts).
   */
  redirectKeepsQuery?: boolean;
  noindex?: boolean;
  /**
   * The page's own address, when it has one whatever it was asked by: an item or an article by
   * its id and stored slug, a category by its id and slug, with the view and list page it shows
   * (an item asked at another address is redirected to it: catalog/seo.ts movedTo). The canonical
   * link, the language alternates and og:url name it; without it they name the path asked.
   */
  path?: string;
}

export interface MetaResolverInput {
  ctx: AppContext;
  lang: Lang;
  params: Record<string, string>;
  query: URLSearchParams;
  path: string;
  /** public origin (publicOrigin: PUBLIC_URL or loopback), for absolute URLs in JSON-LD */
  origin: string;
  defaults: PageMeta;
  /**
   * A guest's GET call to the API in-process (an address under /api, as the storefront writes it),
   * shared with the page's render when it asks the same (plugins/ssr.ts pageCalls): its status and
   * body text.
   */
  api: (url: string) => Promise<{ status: number; body: string }>;
  /**
   * Asks, beside the metadata, the guest's calls the page's render makes after the ones the
   * metadata reads (a card's denomination family, which the render can only ask once it has the
   * card; packages/shared render-calls.ts): a guest's render is then handed their answers with its
   * task and never waits on the main thread in the middle of a page (plugins/web.ts; issue 24,
   * twenty-third step). Nothing for a signed-in shopper's page, whose render asks its own.
   */
  askForRender: (urls: readonly string[]) => void;
}

export type PageMetaResolver = (input: MetaResolverInput) => Promise<PageMeta | null>;
type Resolver = PageMetaResolver;

/** A feature's page metadata: the address pattern (ROUTE_PATTERNS / STORE_PATHS) and its resolver. */
export type PageMetaEntry = readonly [pattern: string, resolve: PageMetaResolver];

interface Entry {
  pattern: RegExp;
  keys: string[];
  resolve: Resolver;
}

const entries: Entry[] = [];

/** Registers a resolver for a path pattern such as '/product/:id/:name?' (ROUTE_PATTERNS of @store/shared). */
export function registerPageMeta(pattern: string, resolve: Resolver): void {
  // every app built in one process (tests build many) registers the same features' entries
  if (entries.some((e) => e.resolve === resolve)) return;
  entries.push({ ...compileRoutePattern(pattern), resolve });
}

export function matchPageMeta(path: string): { resolve: Resolver; params: Record<string, string> } | null {
  for (const entry of entries) {
    const m = entry.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    entry.keys.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = safeDecode(v);
    });
    return { resolve: entry.resolve, params };
  }
  return null;
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The language a page is rendered in: ?lang=, then the lang cookie, then en. */
export function pageLang(request: FastifyRequest): Lang {
  const q = (request.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'ar' || q === 'en') return q;
  const cookie = request.cookies?.[COOKIES.lang];
  return cookie === 'ar' ? 'ar' : 'en';
}

/**
 * The store's public address: PUBLIC_URL (required in production), else loopback in development
 * and tests. Never the request's Host or X-Forwarded-Host header: those are the client's to
 * choose, and pages carrying them are cached for everyone (issue 23).
 */
export function publicOrigin(ctx: AppContext): string {
  return (ctx.env.PUBLIC_URL ?? `http://localhost:${ctx.env.PORT}`).replace(/\/+$/, '');
}

/** A page's Arabic address: its English (plain) address with `lang=ar` (the page's head and the sitemap). */
export const arabicAddress = (english: string): string => `${english}${english.includes('?') ? '&' : '?'}lang=ar`;

export function renderDocument(
  template: string,
  opts: { lang: Lang; meta: PageMeta; url: string; origin: string; path: string },
): string {
  const { lang, meta, origin } = opts;
  const path = meta.path ?? opts.path;
  // One address per language (issue 15): English at the plain path, Arabic with ?lang=ar; each
  // page's canonical is its own language's address, and the alternates name both.
  const english = `${origin}${path}`;
  const arabic = arabicAddress(english);
  const canonical = lang === 'ar' ? arabic : english;
  const image = meta.image ? (meta.image.startsWith('http') ? meta.image : `${origin}${meta.image}`) : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(english)}">`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(arabic)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${lang === 'ar' ? 'ar_EG' : 'en_US'}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    ...(meta.jsonLd ?? []).map(
      (obj) => `<script type="application/ld+json">${JSON.stringify(obj).replace(/</g, '\\u003c')}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
      // the body class the storefront sets for Arabic (spec §4), there from the start: set by the
      // script, it would restyle the whole page once it runs
      .replace(/<body>/, lang === 'ar' ? '<body class="rtl">' : '<body>')
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace('<!--app-head-->', tags)
  );
}
