// Routes of the account feature (spec §2). Pages are lazy modules; the Auth column is applied
// with the guards: G (GuestOnly) for /login and /register, A (RequireAuth) for /edit-profile.
// /verify needs only a token (the page itself sends token-less visitors to /login).
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n/index.ts';
import { guestPage, signedInPage } from '../../app/guards.tsx';

export const accountRoutes: FeatureRoutes = [
  {
    path: 'login',
    lazy: withStrings(
      ['account', 'cart'],
      guestPage(() => import('./pages/LoginPage.tsx')),
    ),
  },
  {
    path: 'register',
    lazy: withStrings(
      ['account', 'cart'],
      guestPage(() => import('./pages/RegisterPage.tsx')),
    ),
  },
  {
    path: 'verify',
    lazy: withStrings(['account', 'cart'], () => import('./pages/VerifyPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'forgot-password',
    lazy: withStrings(['account'], () => import('./pages/ForgotPasswordPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'reset-password',
    lazy: withStrings(['account'], () => import('./pages/ResetPasswordPage.tsx').then((m) => ({ Component: m.default }))),
  },
  {
    path: 'edit-profile',
    lazy: withStrings(
      ['account'],
      signedInPage(() => import('./pages/EditProfilePage.tsx')),
    ),
  },
  {
    path: 'log-out',
    lazy: withStrings(['account'], () => import('./pages/LogoutPage.tsx').then((m) => ({ Component: m.default }))),
  },
];
