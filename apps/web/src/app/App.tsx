import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { endHydration } from '../lib/ssr.ts';
import { createRouter } from './router.tsx';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  useEffect(endHydration, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
