// Routes of the device-wallet test page (spec §2 /apple-pay, open to everyone).
import { STORE_PATHS } from '@store/shared';
import type { FeatureRoutes } from '../../app/routes.tsx';

export const applePayRoutes: FeatureRoutes = [
  {
    path: STORE_PATHS.applePay.slice(1),
    lazy: () => import('./pages/ApplePayPage.tsx').then((m) => ({ Component: m.default })),
  },
];
