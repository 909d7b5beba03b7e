// Routes of the catalog feature (spec §2): category landings, hardware and digital-store levels,
// product and card pages, search, deals and compare. Each page is a lazy chunk. Paths come
// from the shared route table, which the server also uses to recognise addresses.
import { ROUTE_PATTERNS as R } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

/** React Router's child paths are relative: '/product/:id/:name?' → 'product/:id/:name?'. */
const rel = (pattern: string) => pattern.slice(1);

export const catalogRoutes: FeatureRoutes = [
  {
    path: rel(R.categoryLanding),
    lazy: withStrings(['catalog', 'cart'], () =>
      import('./pages/CategoryLandingPage.tsx').then((m) => ({ Component: m.default })),
    ),
  },
  {
    path: rel(R.hardwareCategory),
    lazy: withStrings(['catalog', 'cart'], () =>
      import('./pages/HardwareCategoryPage.tsx').then((m) => ({ Component: m.default })),
    ),
  },
  {
    path: rel(R.digitalSubCategory),
    lazy: withStrings(['catalog'], () => import('./pages/DigitalCountriesPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.digitalCategory),
    lazy: withStrings(['catalog'], () => import('./pages/DigitalCategoryPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.cardList),
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/CardListPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.product),
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/ProductPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.card),
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/CardPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: rel(R.search),
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/SearchPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'deals',
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/DealsPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'compare',
    lazy: withStrings(['catalog', 'cart'], () => import('./pages/ComparePage.tsx').then((m) => ({ Component: m.default }))),
  },
];
