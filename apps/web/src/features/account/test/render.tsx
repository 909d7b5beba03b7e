// Test helpers for the account pages: the real routes (lazy pages, guards) in a memory router
// with the message area, stand-in pages for / and the other destinations, and a fake API that
// answers by path with the spec's envelope (checked against the API's answer schemas).
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { ActivationStr, LoginResult, UserExistence, UserRecord } from '@store/shared';
import { vi } from 'vitest';
import { checkFakeAnswer, failureBody } from '../../../test/contract.ts';
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

export interface FakeAnswer {
  status?: number;
  body: { status: boolean; data?: unknown; message?: string; errors?: string[]; [k: string]: unknown };
}

export type FakeRoute = (body: Record<string, unknown> | null, headers: Record<string, string>) => FakeAnswer;

/** Replaces fetch: `routes['POST login']` answers POST /api/login. Unknown paths get a 404. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: Array<{ key: string; body: Record<string, unknown> | null; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://store.test').pathname.replace(/^\/api\//, '');
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ key, body, headers });
    const route = routes[key];
    const answer: FakeAnswer = route
      ? route(body, headers)
      : { status: 404, body: { status: false, message: 'Not found', errors: ['Not found'] } };
    const status = answer.status ?? 200;
    const envelope =
      answer.body.status === false
        ? { ...failureBody(status, answer.body), ...answer.body }
        : { data: null, message: '', errors: [], ...answer.body };
    checkFakeAnswer(init.method ?? 'GET', url, status, envelope);
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => c.key === key) };
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
