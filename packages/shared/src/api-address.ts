// A module of its own that imports nothing: the storefront's client (apps/web lib/api.ts) imports
// it by this path, so every page's first script carries only this function and not the package's
// index (issue 24: importing it from the index grew each page's first load by 0.1–0.3 KB gzipped).

/** A query parameter's value; one that is undefined, null or empty is left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;

// the platform's own form encoder (a global in browsers and in Node), declared here because this
// package's types name no platform
declare const URLSearchParams: new () => { set(name: string, value: string): void; toString(): string };

/**
 * An API address as the storefront's client asks it (apps/web lib/api.ts, which calls this): the
 * path under /api and the query's set values in their order. The API asks a guest's render calls
 * by the same addresses.
 */
export function apiAddress(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}
