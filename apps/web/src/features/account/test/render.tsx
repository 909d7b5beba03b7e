// Test helpers for the account pages: their routes in the page-test kit (test/render-routes.tsx)
// with stand-in pages for / and the other destinations, and the answers the account calls give
// (the fake API is test/fake-api.ts).
import type { ActivationStr, LoginResult, UserExistence, UserRecord } from '@store/shared';
import { renderRoutes, standIns } from '../../../test/render-routes.tsx';
import { accountRoutes } from '../routes.tsx';

export function renderAccount(path: string) {
  return renderRoutes(accountRoutes, path, {
    extraRoutes: standIns({ '/': 'Home page', '/terms_condition': 'Terms', '/privacy_policy': 'Privacy' }),
  });
}

export const demoUser = {
  id: 7,
  email: 'customer@demo.gamers-souq.example',
  phone: '+201000000001',
  dob: '20/04/1995',
  user_type: 'customer' as const,
  activation_str: 'Active' as const,
} satisfies UserRecord;

/** What /login, /register and /social-login answer (spec §3 Login response). */
export function loginAnswer(activation_str: ActivationStr = 'Active', token = 'tok_'.padEnd(43, 'x')): LoginResult {
  return {
    token,
    activation_str,
    user: { ...demoUser, activation_str },
    expires_at: new Date(Date.UTC(2026, 11, 31)).toISOString(),
  };
}

/** The envelope of POST /check-user-existence, which repeats account_status at the top level. */
export function existenceBody(emailOrPhone: string, account_status: UserExistence['account_status']) {
  const identifier_type = emailOrPhone.includes('@') ? ('email' as const) : ('phone' as const);
  return { status: true, account_status, data: { account_status, identifier_type, email_or_phone: emailOrPhone } };
}
