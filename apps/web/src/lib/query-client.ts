// TanStack Query defaults: catalogue data is fresh for a minute; failures are not retried in a
// loop (the shopper sees the message instead). Query keys include the language so switching
// language refetches.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && count < 1,
      },
    },
  });
}

/** The browser's one client (the server makes one per request with createQueryClient). */
export const queryClient = createQueryClient();
