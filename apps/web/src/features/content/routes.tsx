// Routes of the content feature (spec §2): the information pages (one InfoPage component; the
// route's handle names the API endpoint) and the FAQ.
import type { FeatureRoutes } from '../../app/routes.tsx';
import { api } from '../../lib/api.ts';
import { withStrings } from '../../lib/i18n/index.ts';
import type { PrefetchArgs, PrefetchQuery } from '../../lib/prefetch.ts';
import type { ContentEndpoint } from './api.ts';

// Server only (lib/prefetch.ts, issue 24): the page's one query, with api.ts's key and call.
const pagePrefetch =
  (endpoint: ContentEndpoint) =>
  ({ lang }: PrefetchArgs): PrefetchQuery[] => [
    { queryKey: ['content', lang, endpoint], queryFn: ({ signal }) => api.get(`/${endpoint}`, undefined, signal) },
  ];

function faqPrefetch({ lang }: PrefetchArgs): PrefetchQuery[] {
  return [{ queryKey: ['content', lang, 'faqs', ''], queryFn: ({ signal }) => api.get('/web/faqs', { search: '' }, signal) }];
}

const infoPage = withStrings(['content'], () => import('./pages/InfoPage.tsx').then((m) => ({ Component: m.default })));
const info = (path: string, contentEndpoint: ContentEndpoint) => ({
  path,
  handle: import.meta.env.SSR ? { contentEndpoint, prefetch: pagePrefetch(contentEndpoint) } : { contentEndpoint },
  lazy: infoPage,
});

export const contentRoutes: FeatureRoutes = [
  info('about-us', 'about-us'),
  info('careers', 'careers'),
  info('student_discount', 'student-discount'),
  info('rewards-program', 'rewards-program'),
  info('affiliate', 'affiliate'),
  info('product_activation', 'redeem'),
  info('privacy_policy', 'privacy-policy'),
  info('terms_condition', 'terms'),
  {
    path: 'faq',
    handle: import.meta.env.SSR ? { prefetch: faqPrefetch } : undefined,
    lazy: withStrings(['content'], () => import('./pages/FaqPage.tsx').then((m) => ({ Component: m.default }))),
  },
];
