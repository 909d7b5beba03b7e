// Parts of the frame drawn the same on every page (issue 24, docs/decisions/24-kept-markup.md): the
// footer is a quarter of a product page's HTML and is the same for every page of a language until the
// store's settings change. On the server such a part is rendered once per process (per render
// thread) and version; later pages paste its HTML inside the same element instead of rendering it
// again. The browser renders the part as any other and hydrates it against that HTML, which is the
// one the render would have written: a part is only kept after the page it was first drawn in was
// found to contain it, byte for byte, when rendered apart (lib/kept-markup-server.tsx).
import { QueryClientContext } from '@tanstack/react-query';
import { BoundedCache, stringBytes } from '@store/shared/bounded-cache';
import { createElement, use, type Context, type HTMLAttributes, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';
import { I18nContext } from './i18n/react.tsx';
import { serverContext, type PartToKeep } from './ssr.ts';

/**
 * The contexts a kept part may read, re-provided as they were when it is rendered apart. A part
 * reading another context renders differently apart, fails the check and is not kept.
 */
export const KEPT_PART_CONTEXTS: readonly Context<unknown>[] = [
  I18nContext,
  QueryClientContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
] as Context<unknown>[];

type Tag = PartToKeep['tag'];

/** At most this many versions are kept per process: a part's languages and a few settings' versions. */
export const KEPT_VERSIONS = 16;
/**
 * A version and its HTML longer than this (in UTF-16 units) are not kept, so what is kept (and
 * what is remembered as refused) stays under 2 × KEPT_VERSIONS × 64 K units a thread, whatever the
 * settings hold (the footer's version and HTML: ~11 K).
 */
export const KEPT_PART_MAX_CHARS = 64 * 1024;

// bounded in bytes and entries, least recently used first out (DESIGN: every in-process cache)
const budget = KEPT_VERSIONS * 2 * KEPT_PART_MAX_CHARS; // stringBytes of KEPT_VERSIONS largest parts
const kept = new BoundedCache<string>(budget, KEPT_VERSIONS);
/** versions whose part did not render apart as in its page, or is too large: never tried again */
const refused = new BoundedCache<true>(budget, KEPT_VERSIONS);

/** The HTML kept for a version (server), or undefined. */
export function keptMarkup(version: string): string | undefined {
  return kept.get(version);
}

/** lib/kept-markup-server.tsx: the version's part rendered apart matched its page (html) or not (null). */
export function keepMarkup(version: string, html: string | null): void {
  if (html === null || version.length + html.length > KEPT_PART_MAX_CHARS) refused.set(version, true, stringBytes(version));
  else kept.set(version, html, stringBytes(version + html));
}

/** Empties what is kept (tests). */
export function forgetKeptMarkup(): void {
  kept.clear();
  refused.clear();
}

/**
 * `<tag {...props}>{children}</tag>`; on the server, once a page drew it, its HTML for `version`
 * (which names everything the part's HTML depends on: language, the data it draws…). `version`
 * null: never kept.
 */
export function Kept({
  as,
  version,
  children,
  ...props
}: { as: Tag; version: string | null; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ctx = serverContext();
  // a version longer than a kept part may be is never kept (nor remembered as refused)
  if (!ctx || version === null || ctx.discovering || version.length > KEPT_PART_MAX_CHARS)
    return createElement(as, props, children);
  const html = kept.get(version);
  if (html !== undefined) return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
  if (refused.get(version) === undefined) {
    // the part's contexts as they are here (`use` may be called in a condition)
    const contexts = KEPT_PART_CONTEXTS.map((c) => use(c));
    (ctx.partsToKeep ??= new Map()).set(version, { tag: as, props, children, contexts });
  }
  return createElement(as, props, children);
}
