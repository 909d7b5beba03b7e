// Routes of the device-wallet test page (spec §2 /apple-pay, open to everyone).
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';

export const applePayRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.applePay.slice(1),
    lazy: withStrings(['apple-pay', 'catalog'], () => import('./pages/ApplePayPage.tsx').then((m) => ({ Component: m.default }))),
  },
];
