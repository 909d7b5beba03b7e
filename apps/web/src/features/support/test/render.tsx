// Renders the support routes with the message area in a memory router, and a fake API that
// answers by "METHOD path" with the envelope and records what was sent (FormData included).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
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

export interface Answer {
  status?: number;
  body: { status: boolean; data?: unknown; message?: string; errors?: string[] };
}

export function fakeApi(routes: Record<string, (form: FormData | null) => Answer>) {
  const calls: { key: string; form: FormData | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://store.test').pathname.replace(/^\/api\//, '')}`;
      const form = init.body instanceof FormData ? init.body : null;
      calls.push({ key, form });
      const answer = routes[key]?.(form) ?? { status: 404, body: { status: false, message: 'Not found', errors: ['Not found'] } };
      return new Response(JSON.stringify({ data: null, message: '', errors: [], ...answer.body }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((c) => c.key === key) };
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
