// Server rendering support shared by the storefront's modules (DESIGN: one set of components for
// the server's first HTML and the browser). On the server, entry-server.tsx installs a getter for
// the current request (language, token, in-process API transport) through AsyncLocalStorage; in
// the browser there is no request context and every helper falls back to the browser's globals.
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';

/**
 * What apiCall needs of an answer: the browser's fetch gives a Response; the server's in-process
 * transport gives its status and the parsed body without building one (issue 24: a Response and
 * its body stream per API call were a twentieth of a page render).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json'>;
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

export interface ServerRequestContext {
  lang: 'en' | 'ar';
  /** the shopper's bearer token from the cookie, or null for a guest */
  token: string | null;
  /** the API called in-process (Fastify inject): same answers as over HTTP */
  fetch: ApiTransport;
  /** what the render learned beyond its HTML: 404 when a not-found view was shown */
  status?: number;
  /**
   * The render's first pass, which only finds the page's queries (its HTML is never sent): parts
   * of the shell that ask for no query of their own are left out of it (issue 24).
   */
  discovering?: boolean;
  /**
   * What of a query's answer the browser is handed, by query hash, when a part drawn on the server
   * needs less than its query answers (useHandOverPart): the rest is fetched when it is needed.
   */
  handOver?: Map<string, (data: unknown) => unknown>;
  /** frame parts this render drew that are not kept yet, by version (lib/kept-markup.tsx) */
  partsToKeep?: Map<string, PartToKeep>;
}

/** A part drawn in a page and not kept yet (lib/kept-markup.tsx): what rendering it apart needs. */
export interface PartToKeep {
  tag: 'footer' | 'div' | 'section' | 'nav' | 'aside';
  props: HTMLAttributes<HTMLElement>;
  children: ReactNode;
  /** each of KEPT_PART_CONTEXTS' values where the part was drawn */
  contexts: unknown[];
}

/** True while running in Node (server render), false in the browser. */
export const isServer = typeof window === 'undefined';

let getter: () => ServerRequestContext | undefined = () => undefined;

/** entry-server.tsx installs the per-request context getter (AsyncLocalStorage). */
export function setServerContextGetter(fn: () => ServerRequestContext | undefined): void {
  getter = fn;
}

export function serverContext(): ServerRequestContext | undefined {
  return isServer ? getter() : undefined;
}

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and on every client-only mount).
 * Whatever depends on browser-only state (storage, viewport, the session) renders its server
 * form until this turns true, so hydration never sees a different tree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** True during the server's first pass, which only finds queries: see ServerRequestContext.discovering. */
export function isDiscoveryPass(): boolean {
  return serverContext()?.discovering === true;
}

/**
 * On the server: the browser is handed only `part(answer)` of this query, not its whole answer
 * (issue 24: the home's deals row draws 6 of its 40 tiles until it is on the screen, and the 40
 * were more than half of the page's hand-over state). The component that draws the part declares
 * it, so the rule holds however the page was rendered; the part must mark itself as one (the
 * component fetches the rest when it needs it). Nothing in the browser.
 */
export function useHandOverPart<T>(queryKey: QueryKey, part: (answer: T) => T): void {
  const ctx = serverContext();
  if (ctx) (ctx.handOver ??= new Map()).set(hashKey(queryKey), part as (data: unknown) => unknown);
}

/** A view that means "no such page" (unknown id, unknown address) makes the server answer 404. */
export function markNotFound(): void {
  const ctx = serverContext();
  if (ctx) ctx.status = 404;
}

let hydrating = false;

/** main.tsx: the first render adopts the server's HTML (until the first commit). */
export function beginHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
  // the page is interactive from here: <html data-hydrated> (the end-to-end tests wait for it
  // before they click, as a click on server HTML before hydration does nothing)
  if (isServer) return;
  document.documentElement.dataset.hydrated = 'true';
  // boot/boot.js replays the button taps it held while the page was not yet live
  document.dispatchEvent(new Event('store:hydrated'));
}

/**
 * True on the server and while the browser's first render adopts the server's HTML: state that
 * starts from a browser-only fact (an IntersectionObserver, storage) starts from the server's
 * value instead, so hydration sees the same tree.
 */
export function isHydrating(): boolean {
  return isServer || hydrating;
}
