// Routes of the catalog feature (spec §2): category landings, hardware and digital-store levels,
// product and card pages, search, deals and compare. Each page is a lazy chunk.
import type { FeatureRoutes } from '../../app/routes.tsx';

export const catalogRoutes: FeatureRoutes = [
  { path: 'category/:cat', lazy: () => import('./pages/CategoryLandingPage.tsx').then((m) => ({ Component: m.default })) },
  {
    path: 'gaming-hardware/:name/:id',
    lazy: () => import('./pages/HardwareCategoryPage.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: 'digital-store/sub_category/:name/:id',
    lazy: () => import('./pages/DigitalCountriesPage.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: 'digital-store/:name/:id',
    lazy: () => import('./pages/DigitalCategoryPage.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: 'digital-store/:country/:countryId/:category/:id',
    lazy: () => import('./pages/CardListPage.tsx').then((m) => ({ Component: m.default })),
  },
  { path: 'product/:id/:name?', lazy: () => import('./pages/ProductPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'card/:id/:name?', lazy: () => import('./pages/CardPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'search/:search', lazy: () => import('./pages/SearchPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'deals', lazy: () => import('./pages/DealsPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'compare', lazy: () => import('./pages/ComparePage.tsx').then((m) => ({ Component: m.default })) },
];
