// Addresses no page serves answer a real 404 (and noindex) instead of a 200 for everything. The
// storefront's route table (spec §2) lives in @store/shared (routes.ts), shared with the router.
import { isStorefrontPath } from '@store/shared';

export function isStorefrontRoute(path: string): boolean {
  return isStorefrontPath(path);
}

const NOT_FOUND_TITLE = { en: 'Page not found', ar: 'الصفحة غير موجودة' } as const;

export function notFoundTitle(lang: 'en' | 'ar', storeTitle: string): string {
  return `${NOT_FOUND_TITLE[lang]} | ${storeTitle}`;
}
