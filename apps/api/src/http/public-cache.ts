// The one way to drop what the public caches hold after a staff change (issue 26): the API's
// public micro-cache (http/micro-cache.ts) and the server-rendered page cache (plugins/web.ts)
// register here; invalidatePublic() clears them. Lists, search, home and every page can show a
// changed item, so the whole public cache of this process is dropped: it refills in one request
// per URL. Several processes: the fleet's Redis broadcast calls invalidatePublic in each
// (setPublicInvalidationRelay), so the change is everywhere at once.
import type { AppContext } from '../context.ts';

interface Clearable {
  clear(): void;
}

export interface PublicChange {
  kind: 'product' | 'card' | 'category' | 'content' | 'all';
  id?: number | string;
}

const caches = new WeakMap<AppContext, Set<Clearable>>();
const relays = new WeakMap<AppContext, (change: PublicChange) => void>();

export function registerPublicCache(ctx: AppContext, cache: Clearable): void {
  let set = caches.get(ctx);
  if (!set) caches.set(ctx, (set = new Set()));
  set.add(cache);
}

/** Also tell other processes (the fleet helper sets a Redis publisher here). */
export function setPublicInvalidationRelay(ctx: AppContext, relay: (change: PublicChange) => void): void {
  relays.set(ctx, relay);
}

/** Drops this process's public caches; `relayed` is true when the change came from another process. */
export function invalidatePublic(ctx: AppContext, change: PublicChange, relayed = false): void {
  for (const cache of caches.get(ctx) ?? []) cache.clear();
  if (!relayed) relays.get(ctx)?.(change);
}
