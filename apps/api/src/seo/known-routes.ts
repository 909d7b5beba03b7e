// The storefront's route table (spec §2), so the server can answer an address no page serves
// with a real 404 (and noindex) instead of a 200 for everything.
import { compilePattern } from './document.ts';

const STOREFRONT_ROUTES = [
  '/',
  '/deals',
  '/category/:cat',
  '/gaming-hardware/:name/:id',
  '/digital-store/:name/:id',
  '/digital-store/sub_category/:name/:id',
  '/digital-store/:country/:countryId/:name/:id',
  '/product/:id/:name?',
  '/card/:id/:name?',
  '/search/:search',
  '/news-blog',
  '/news-blog/:id/:slug?',
  '/news',
  '/news/:id/:slug?',
  '/about-us',
  '/careers',
  '/faq',
  '/student_discount',
  '/rewards-program',
  '/affiliate',
  '/product_activation',
  '/privacy_policy',
  '/terms_condition',
  '/contact-us',
  '/ticket-conversation/:id',
  '/build-pc',
  '/compare',
  '/my-cart',
  '/checkout',
  '/order/:id',
  '/my-orders',
  '/track-my-order',
  '/my-wishlist',
  '/wallet',
  '/add-topup',
  '/rewards',
  '/edit-profile',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify',
  '/apple-pay',
  '/log-out',
].map((p) => compilePattern(p).pattern);

export function isStorefrontRoute(path: string): boolean {
  return STOREFRONT_ROUTES.some((re) => re.test(path));
}

const NOT_FOUND_TITLE = { en: 'Page not found', ar: 'الصفحة غير موجودة' } as const;

export function notFoundTitle(lang: 'en' | 'ar', storeTitle: string): string {
  return `${NOT_FOUND_TITLE[lang]} | ${storeTitle}`;
}
