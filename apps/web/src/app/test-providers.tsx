// Test helper for the shell's component tests: render inside a memory data router and a fresh
// query client (the fake API is test/fake-api.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function renderWithRouter(routes: RouteObject[] | ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const table = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(table, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
