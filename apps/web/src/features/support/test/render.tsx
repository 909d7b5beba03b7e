// Renders the support routes with the message area in a memory router, and the site settings and
// reasons the pages read (the fake API, test/fake-api.ts, records what was sent, forms included).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { supportRoutes } from '../routes.tsx';

export function renderSupport(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <MessageArea />
            <Outlet />
          </>
        ),
        HydrateFallback: () => null,
        children: [...supportRoutes, { path: '/login', element: <h1>Login page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export const settings = {
  title: 'Gamers Souq',
  description: '',
  email: 'support@gamers-souq.example',
  phone: '+20 100 000 0000',
  whatsapp: '+201000000000',
  address: 'Nasr City, Cairo',
  facebook_link: 'https://facebook.com/x',
  instagram_link: '',
  x_link: '',
  youtube_link: '',
  linkedin_link: 'https://linkedin.com/x',
  pinterest_link: '',
  tiktok_link: '',
};

export const reasons = [
  { id: 1, name: 'General inquiry', show_orders: false },
  { id: 2, name: 'Order issue', show_orders: true },
];
