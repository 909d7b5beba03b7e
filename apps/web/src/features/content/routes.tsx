// Routes of the content feature (spec §2): the information pages (one InfoPage component; the
// route's handle names the API endpoint) and the FAQ.
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import type { ContentEndpoint } from './api.ts';

const infoPage = withStrings(['content'], () => import('./pages/InfoPage.tsx').then((m) => ({ Component: m.default })));
const info = (path: string, contentEndpoint: ContentEndpoint) => ({ path, handle: { contentEndpoint }, lazy: infoPage });

export const contentRoutes: FeatureRoutes = [
  info('about-us', 'about-us'),
  info('careers', 'careers'),
  info('student_discount', 'student-discount'),
  info('rewards-program', 'rewards-program'),
  info('affiliate', 'affiliate'),
  info('product_activation', 'redeem'),
  info('privacy_policy', 'privacy-policy'),
  info('terms_condition', 'terms'),
  { path: 'faq', lazy: withStrings(['content'], () => import('./pages/FaqPage.tsx').then((m) => ({ Component: m.default }))) },
];
