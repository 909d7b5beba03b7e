// Test helpers for the orders pages: the real routes (lazy pages, guards) in a memory router with
// the message area and stand-in pages for the destinations they lead to.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { setSession, type SessionUser } from '../../../lib/session.ts';
import { ordersRoutes } from '../routes.tsx';

function Shell() {
  const location = useLocation();
  return (
    <>
      <MessageArea />
      <p data-testid="location">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

export function signIn(user: Partial<SessionUser> = {}) {
  setSession('token-1', {
    email: 'customer@demo.gamers-souq.example',
    phone: '01000000001',
    dob: null,
    user_type: 'customer',
    ...user,
  });
}

export function renderOrders(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        HydrateFallback: () => null,
        children: [
          ...ordersRoutes,
          { path: '/login', element: <h1>Login page</h1> },
          { path: '/contact-us', element: <h1>Contact page</h1> },
          { path: '/my-cart', element: <h1>Cart page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
