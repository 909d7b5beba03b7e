import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
