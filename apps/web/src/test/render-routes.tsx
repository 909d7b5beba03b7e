// The storefront's one page-test kit: routes rendered as the app renders them (a memory router, lazy
// pages, guards) under a shell with the message area and the current address, in a QueryClient
// that does not retry; stand-in pages for where a page leads; the resets every page test needs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { MessageArea } from '../components/ui/MessageArea.tsx';
import { resetFeedback } from '../lib/feedback.tsx';
import i18n from '../lib/i18n/index.ts';
import { clearSession } from '../lib/session.ts';

/** The messages, then the address the router is at (path and query) for tests to read, then the page. */
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

/** A QueryClient for one test: a failed call fails at once instead of retrying. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Stand-in pages by address, each a heading with its name: `standIns({ '/login': 'Login page' })`. */
export function standIns(pages: Record<string, string>): RouteObject[] {
  return Object.entries(pages).map(([path, name]) => ({ path, element: <h1>{name}</h1> }));
}

export interface RenderRoutesOptions {
  /** the test's own QueryClient (to spy on it, or to keep answers longer); a fresh one otherwise */
  client?: QueryClient;
  /** routes beside the tested ones, usually `standIns(…)` for the pages they lead to */
  extraRoutes?: RouteObject[];
}

/** Renders `routes` at `path`; returns the router and client with testing-library's result. */
export function renderRoutes(routes: RouteObject[], path: string, { client, extraRoutes = [] }: RenderRoutesOptions = {}) {
  const queryClient = client ?? testQueryClient();
  const router = createMemoryRouter(
    [{ element: <Shell />, HydrateFallback: () => null, children: [...routes, ...extraRoutes] }],
    { initialEntries: [path] },
  );
  return {
    router,
    client: queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/**
 * Each test of the file starts signed out, with no messages and empty session storage, and ends
 * with the real fetch and timers and English again. `fakeTimers`: timers that move with real time
 * (user-event and findBy work) and that a test can also jump with vi.advanceTimersByTime.
 */
export function freshStorefrontEachTest({ fakeTimers = false }: { fakeTimers?: boolean } = {}) {
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
    clearSession();
    resetFeedback();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
    await act(() => i18n.changeLanguage('en'));
  });
}
