// Addresses no page serves answer a real 404 (and noindex) instead of a 200 for everything. The
// storefront's route table (spec §2) lives in @store/shared (routes.ts), shared with the router.
import { isStorefrontPath } from '@store/shared';

let built: ((path: string) => boolean) | null = null;

/**
 * The web plugin hands over the storefront build's own page check (its router's table), so pages
 * named in the route table but not built yet (other issues build them) count as missing: no
 * 200 'not found' views, no sitemap entries. Without a build, every address of the table counts.
 */
export function setBuiltPages(check: ((path: string) => boolean) | null): void {
  built = check;
}

export function isStorefrontRoute(path: string): boolean {
  return built ? built(path) : isStorefrontPath(path);
}

const NOT_FOUND_TITLE = { en: 'Page not found', ar: 'الصفحة غير موجودة' } as const;

export function notFoundTitle(lang: 'en' | 'ar', storeTitle: string): string {
  return `${NOT_FOUND_TITLE[lang]} | ${storeTitle}`;
}
