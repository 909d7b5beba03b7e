// Routes of the account feature (spec §2). Pages are lazy modules; the Auth column is applied
// with the guards: G (GuestOnly) for /login and /register, A (RequireAuth) for /edit-profile.
// /verify needs only a token (the page itself sends token-less visitors to /login).
import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../app/routes.tsx';
import { withStrings } from '../../lib/i18n.ts';
import { GuestOnly, RequireAuth } from '../../app/guards.tsx';

type PageModule = Promise<{ default: ComponentType }>;

const guestOnly = (load: () => PageModule) => () =>
  load().then(({ default: Page }) => ({
    Component: () => (
      <GuestOnly>
        <Page />
      </GuestOnly>
    ),
  }));

const signedInOnly = (load: () => PageModule) => () =>
  load().then(({ default: Page }) => ({
    Component: () => (
      <RequireAuth>
        <Page />
      </RequireAuth>
    ),
  }));

const open = (load: () => PageModule) => () => load().then((m) => ({ Component: m.default }));

export const accountRoutes: FeatureRoutes = [
  {
    path: 'login',
    lazy: withStrings(
      ['account', 'cart'],
      guestOnly(() => import('./pages/LoginPage.tsx')),
    ),
  },
  {
    path: 'register',
    lazy: withStrings(
      ['account', 'cart'],
      guestOnly(() => import('./pages/RegisterPage.tsx')),
    ),
  },
  {
    path: 'verify',
    lazy: withStrings(
      ['account', 'cart'],
      open(() => import('./pages/VerifyPage.tsx')),
    ),
  },
  {
    path: 'forgot-password',
    lazy: withStrings(
      ['account'],
      open(() => import('./pages/ForgotPasswordPage.tsx')),
    ),
  },
  {
    path: 'reset-password',
    lazy: withStrings(
      ['account'],
      open(() => import('./pages/ResetPasswordPage.tsx')),
    ),
  },
  {
    path: 'edit-profile',
    lazy: withStrings(
      ['account'],
      signedInOnly(() => import('./pages/EditProfilePage.tsx')),
    ),
  },
  {
    path: 'log-out',
    lazy: withStrings(
      ['account'],
      open(() => import('./pages/LogoutPage.tsx')),
    ),
  },
];
