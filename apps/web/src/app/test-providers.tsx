// Test helpers for the shell's component tests: render inside a memory data router and a fresh
// query client, and answer /api calls with the envelope from a handler.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { checkFakeAnswer } from '../test/contract.ts';

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

/**
 * Stubs fetch: the handler gets the /api URL and returns `data` (wrapped in the envelope, which is
 * checked against the API's answer schema of the call: test/contract.ts).
 */
export function stubApi(handler: (url: URL) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://store.test');
    const data = handler(url);
    const body = { status: true, data, message: '', errors: [] };
    checkFakeAnswer(init?.method ?? 'GET', url, 200, body);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
