// The one way to drop what the public caches hold after a staff change (issues 26 and 27,
// docs/decisions/27-cache-invalidation.md). Every cache of a public answer registers here once:
// the API's micro-cache (http/micro-cache.ts), the server-rendered page cache (plugins/web.ts) and
// the staff-edited site content kept per process (keptUntilChange, below).
// invalidatePublic(ctx, change):
//   1. clears this process's registered caches (lists, search, home and every page can show a
//      changed item, so the whole cache goes: it refills in one request per URL);
//   2. publishes the change on Redis (when REDIS_URL is set; `store:cache-purge`, or the channel of
//      its database, shared-cache.ts purgeChannel): every other process clears its own caches
//      (registerPurgeFanOut in http/shared-cache.ts);
//   3. asks the shared proxy cache (SHARED_CACHE_PURGE_URL) to refresh the changed item's page and
//      answers in every language and encoding; lists not named expire by s-maxage.
// A write's answer leaves after its purges (the onSend hook in app.ts awaits settlePublicPurges),
// so the back-office reads its own write through any process and through the proxy.
import { CARD_FAMILY_PER_PAGE, RELATED_PER_PAGE } from '@store/shared';
import type { AppContext } from '../context.ts';
import type { PublicChange } from './public-change.ts';
import { publishPurge, refreshProxy } from './shared-cache.ts';

export type { PublicChange } from './public-change.ts';

interface Clearable {
  clear(): void;
}

const caches = new WeakMap<AppContext, Set<Clearable>>();
const pending = new WeakMap<AppContext, Set<Promise<unknown>>>();

/** registers a process-local cache of public answers; returns its removal (on app close) */
export function registerPublicCache(ctx: AppContext, cache: Clearable): () => void {
  let set = caches.get(ctx);
  if (!set) caches.set(ctx, (set = new Set()));
  set.add(cache);
  return () => set.delete(cache);
}

/** the public addresses that show a changed item, as the storefront asks for them */
export function pathsOfChange(change: PublicChange): string[] {
  const paths = ['/'];
  const id = change.id === undefined ? NaN : Number(change.id);
  if (Number.isInteger(id) && id > 0) {
    if (change.kind === 'card') {
      paths.push(
        `/card/${id}`,
        `/api/cards/getCardDetails?card_id=${id}`,
        `/api/cards/getCardDetails?card_id=${id}&per_page=${RELATED_PER_PAGE}&page=1`,
        `/api/cards/getCardDetails?card_id=${id}&per_page=${CARD_FAMILY_PER_PAGE}&page=1`,
        `/api/cards/family?card_id=${id}`,
      );
    } else if (change.kind === 'product') {
      paths.push(
        `/product/${id}`,
        `/api/products/getProductDetails?product_id=${id}`,
        `/api/products/getProductDetails?product_id=${id}&per_page=${RELATED_PER_PAGE}&page=1`,
      );
    }
  }
  for (const p of change.paths ?? []) if (p.startsWith('/') && !p.startsWith('//') && !paths.includes(p)) paths.push(p);
  return paths;
}

function clearLocal(ctx: AppContext): void {
  for (const cache of caches.get(ctx) ?? []) cache.clear();
}

/**
 * Drops the public caches everywhere after a change. Never throws and never waits: Redis or the
 * proxy being down only means their copies expire by themselves (PUBLIC_CACHE_SECONDS,
 * SHARED_CACHE_SECONDS). `relayed` is true when the change came from another process (nothing is
 * published again).
 */
export function invalidatePublic(ctx: AppContext, change: PublicChange, relayed = false): void {
  clearLocal(ctx);
  if (relayed) return;
  let set = pending.get(ctx);
  if (!set) pending.set(ctx, (set = new Set()));
  const work = purgePublic(ctx, change, false).catch(() => undefined);
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** the same, awaited: resolves once every process was told and the proxy refreshed the paths */
export async function purgePublic(ctx: AppContext, change: PublicChange, local = true): Promise<{ refreshed: number }> {
  if (local) clearLocal(ctx);
  const [, proxied] = await Promise.all([publishPurge(ctx, change), refreshProxy(ctx, pathsOfChange(change))]);
  // a request that began before the change may have refilled a cache meanwhile
  clearLocal(ctx);
  return proxied;
}

/** waits for the purges this process started (a write's answer is sent after them) */
export async function settlePublicPurges(ctx: AppContext): Promise<void> {
  const set = pending.get(ctx);
  if (set?.size) await Promise.all([...set]);
}

/** how long keptUntilChange keeps a copy that no change cleared */
export const KEPT_MS = 60_000;

interface Kept {
  at: number;
  value: Promise<unknown>;
}

const kept = new WeakMap<AppContext, Map<string, Kept>>();

/**
 * Staff-edited site content kept per process (issue 24, thirteenth step): the site settings every
 * page's frame and default title show, and the home's sliders, advertisements and news row
 * (content/routes.ts), which pages read on every render and staff change seldom. Each copy is dropped with the public caches (it is
 * registered like them): every staff change clears it here at once and, through the purge fan-out,
 * in every process of a fleet; KEPT_MS bounds how long a process that hears no fan-out (a fleet
 * without REDIS_URL) may show an old copy. Concurrent first reads share one load; a load that fails
 * is not kept, nor a value `keep` refuses (an unknown category, an answer its route did not
 * mark). The keys are a few fixed names (bounded by them), or a category's id (catalog/
 * service.ts: the category tree, which only staff edits change; an unknown id's 404 is not kept,
 * so they are bounded by the categories that exist).
 */
export function keptUntilChange<T>(
  ctx: AppContext,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  let entries = kept.get(ctx);
  if (!entries) {
    const created = new Map<string, Kept>();
    kept.set(ctx, created);
    registerPublicCache(ctx, { clear: () => created.clear() });
    entries = created;
  }
  const now = ctx.clock.now().getTime();
  const entry = entries.get(key);
  if (entry && now - entry.at < KEPT_MS) return entry.value as Promise<T>;
  const value = load();
  const fresh: Kept = { at: now, value };
  entries.set(key, fresh);
  // a failed load, or a value `keep` refuses, is tried again by the next request (unless
  // something replaced it meanwhile); those who asked while it loaded share it
  const drop = () => entries.get(key) === fresh && entries.delete(key);
  value.then((v) => keep(v) || drop(), drop);
  return value;
}

const keptAnswers = new WeakSet<object>();

/**
 * Marks a request's answer as made only of what keptUntilChange keeps (issue 24, twenty-second
 * step): the same text for every guest who asks the same address in the same language until a
 * staff change. A route calls it when it answers such content (the settings, sliders,
 * advertisements, the home's news, the category tree); a server render's in-process call so
 * marked is then kept as text in turn (plugins/ssr.ts pageCalls), so later pages do not make the
 * same answer again. Only a successful answer is marked (the route calls this after its read).
 */
export function answerKeptUntilChange(request: { raw: object }): void {
  keptAnswers.add(request.raw);
}

/** whether the request (its raw message, as an in-process call's answer carries it) was marked so */
export function isAnswerKeptUntilChange(raw: object | undefined): boolean {
  return raw !== undefined && keptAnswers.has(raw);
}
