// TanStack Query defaults: catalogue data is fresh for a minute; failures are not retried in a
// loop (the shopper sees the message instead). Query keys include the language so switching
// language refetches.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && count < 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, retry },
    },
  });
}

/**
 * A server render's client (issue 29): made for one request and dropped after it. `gcTime:
 * Infinity` schedules no garbage-collection timer per query (TanStack Query's own server default),
 * so nothing keeps the client, its queries or their data reachable once the answer is sent; a
 * failed query is shown as failed, never retried or re-fetched by the next render pass.
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, gcTime: Infinity, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    },
  });
}

/** The browser's one client (the server makes one per request with createServerQueryClient). */
export const queryClient = createQueryClient();
