// Storefront entry: the language first (spec §4), then the session (§4: the profile is loaded
// before the first page mounts), then the app. The language is applied at once; its strings
// download while the profile loads, and the app mounts when both are there.
// When the server rendered the page (issue 15), the browser hydrates it: the server's query cache
// is restored first (no second fetch) and the matched lazy page modules are loaded before
// hydrateRoot, so the first client render is the server's HTML.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type HydrationState } from 'react-router';
import { App } from './app/App.tsx';
import { appRoutes } from './app/router.tsx';
import { startLanguage } from './app/start-language.ts';
import { bootstrapSession } from './features/account/bootstrap.ts';
import { ApiError } from './lib/api.ts';
import { queryClient } from './lib/query-client.ts';
import { beginHydration } from './lib/ssr.ts';
import './styles/global.css';

interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

const stateElement = document.getElementById('ssr-state');
const server = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as ServerState) : null;

/**
 * Loads the lazy modules of the routes matching the address, as the server did, and what a route
 * asks to have before it hydrates (`handle.beforeHydration`: a detail page's tabs, which the server
 * drew), so the first client render is the server's HTML without a section waiting for its code.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => [
      (async () => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      })(),
      (route.handle as { beforeHydration?: () => Promise<void> } | undefined)?.beforeHydration?.(),
    ]),
  );
}

const root = document.getElementById('root')!;
if (server) {
  for (const q of server.queries.queries) {
    if (q.state.status !== 'error') continue;
    // a refusal the server showed (unknown id): shown as it was, not fetched again on mount
    q.state.error = ApiError.revive(q.state.error) as Error;
    queryClient.setQueryDefaults(q.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, server.queries);
  await Promise.all([startLanguage(true), bootstrapSession(), loadMatchedRoutes()]);
  beginHydration();
  // hydration as a transition: React works through the page in small slices and yields to the
  // browser between them (one long task otherwise); a click on a part not yet hydrated makes
  // React hydrate that part first and replay the click
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App hydrationData={server.router} />
      </StrictMode>,
      {
        // a hydration mismatch is a bug (e2e/ssr.spec.ts fails on it): say where it happened
        onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
      },
    );
  });
} else {
  await Promise.all([startLanguage(false), bootstrapSession()]);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
