// Site content kept per process (issue 24, thirteenth step): the settings every page's frame and
// default title show, and the home's sliders and advertisements. Staff edit them in the
// back-office, seldom; the pages read them on every render. Reading one of them was ~0.23 ms of
// Node CPU per call on top of an in-process call's own ~0.07 ms (the statement's round trip, its
// rows mapped), and every page asks the settings: 7 % of a product page's render, 10 % of the
// home's with its sliders and advertisements.
//
// What is kept is dropped with the public caches (http/public-cache.ts, registered like the
// micro-cache): every staff change clears it in this process at once and, through the purge
// fan-out, in every process of a fleet. KEPT_MS bounds how long a process that hears no fan-out
// (a fleet without REDIS_URL) may show an old copy, as the default title always did. Concurrent
// first reads share one statement; a read that fails is not kept. Four small entries at most.
import type { AppContext } from '../context.ts';
import { registerPublicCache } from '../http/public-cache.ts';
import * as q from './queries.ts';

/** how long a copy may be kept when no change clears it */
export const KEPT_MS = 60_000;

interface Kept {
  at: number;
  value: Promise<unknown>;
}

const kept = new WeakMap<AppContext, Map<string, Kept>>();

function entriesOf(ctx: AppContext): Map<string, Kept> {
  let entries = kept.get(ctx);
  if (!entries) {
    const created = new Map<string, Kept>();
    kept.set(ctx, created);
    registerPublicCache(ctx, { clear: () => created.clear() });
    entries = created;
  }
  return entries;
}

function keep<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  const entries = entriesOf(ctx);
  const now = ctx.clock.now().getTime();
  const entry = entries.get(key);
  if (entry && now - entry.at < KEPT_MS) return entry.value as Promise<T>;
  const value = load();
  const fresh: Kept = { at: now, value };
  entries.set(key, fresh);
  // a failed read is asked again by the next request (only if nothing replaced it meanwhile)
  value.catch(() => entries.get(key) === fresh && entries.delete(key));
  return value;
}

export const keptSettings = (ctx: AppContext) => keep(ctx, 'settings', () => q.findSettings(ctx.db));
export const keptSliders = (ctx: AppContext) => keep(ctx, 'sliders', () => q.listSliders(ctx.db));
export const keptAdvertisements = (ctx: AppContext, type: 'top' | 'bottom') =>
  keep(ctx, `advertisements:${type}`, () => q.listAdvertisements(ctx.db, type));
