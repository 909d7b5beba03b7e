// Test helpers for the account pages: the real routes (lazy pages, guards) in a memory router
// with the message area, stand-in pages for / and the other destinations, and the answers the
// account calls give (the fake API is test/fake-api.ts).
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { ActivationStr, LoginResult, UserExistence, UserRecord } from '@store/shared';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { accountRoutes } from '../routes.tsx';

function Shell() {
  const location = useLocation();
  return (
    <>
      <MessageArea />
      <p data-testid="location">{location.pathname}</p>
      <Outlet />
    </>
  );
}

export function renderAccount(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        HydrateFallback: () => null,
        children: [
          ...accountRoutes,
          { path: '/', element: <h1>Home page</h1> },
          { path: '/terms_condition', element: <h1>Terms</h1> },
          { path: '/privacy_policy', element: <h1>Privacy</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
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
