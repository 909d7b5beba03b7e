// Server-provided HTML (post bodies, info pages, FAQ answers, descriptions) rendered through
// DOMPurify (DESIGN.md Storefront): scripts/handlers are stripped; links leaving the store open
// in a new tab without handing over window.opener.
// The API sanitises every HTML field on the way out with its allow-list (apps/api/src/lib/html.ts);
// DOMPurify is the browser's second layer for HTML it inserts itself. It is loaded on first need
// (about 9 KB gzipped, issue 15): a server-rendered page adopts the server's markup while hydrating
// and never needs it; HTML that arrives later (a page opened in the app, a tab) waits for it.
import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { isHydrating } from '../../lib/ssr.ts';
import './safe-html.css';

let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;
const listeners = new Set<() => void>();

function withHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (
      node.tagName === 'A' &&
      node.getAttribute('href')?.match(/^https?:\/\//) &&
      !node.getAttribute('href')?.startsWith(window.location.origin)
    ) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !node.getAttribute('loading')) node.setAttribute('loading', 'lazy');
  });
  return purify;
}

/** DOMPurify, downloaded once. */
export function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((m) => {
    purifier = withHooks(m.default);
    listeners.forEach((l) => l());
    return purifier;
  });
  return loading;
}

function usePurifier(): DOMPurify | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => purifier,
    () => null,
  );
}

export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}) {
  const source = html ?? '';
  const purify = usePurifier();
  // the HTML this element was server-rendered and hydrated with: adopted as it is
  const adopted = useRef(isHydrating() ? source : null);
  const clean = useMemo(() => {
    if (adopted.current === source) return source;
    return purify ? purify.sanitize(source, { USE_PROFILES: { html: true } }) : null;
  }, [source, purify]);
  useEffect(() => {
    if (clean === null) void loadPurifier();
  }, [clean]);
  if (clean === null) return <Tag className={`rich-text ${className ?? ''}`} aria-busy="true" />;
  return <Tag className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
