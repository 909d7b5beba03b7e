// A small router over the History API for the app's handful of pages under /admin, and a list
// page's filters and page kept in the address's query string.
import { useEffect, useState } from 'react';

const BASE = '/admin';

export function currentPath(): string {
  const p = window.location.pathname.replace(/\/+$/, '');
  return p.startsWith(BASE) ? p.slice(BASE.length) || '/' : '/';
}

/**
 * Goes to `to`; `flash` is a message the page there shows once (a record just created: its form is
 * made anew at its own address, and "Saved" would otherwise go with the old one).
 */
export function navigate(to: string, flash?: string): void {
  window.history.pushState(flash ? { flash } : null, '', `${BASE}${to === '/' ? '' : to}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.scrollTo(0, 0);
}

/** The message handed to this page by `navigate` (null when none); Back to it later does not show it again. */
export function useFlash(): string | null {
  const [flash] = useState<string | null>(() => {
    const state: unknown = window.history.state;
    return state && typeof state === 'object' && 'flash' in state && typeof state.flash === 'string' ? state.flash : null;
  });
  useEffect(() => {
    if (flash) window.history.replaceState(null, '');
  }, [flash]);
  return flash;
}

export function usePath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const on = () => setPath(currentPath());
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return path;
}

export function Link(props: { to: string; children: React.ReactNode; className?: string }) {
  return (
    <a
      href={`${BASE}${props.to === '/' ? '' : props.to}`}
      className={props.className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}

type QueryValues = Record<string, string | number>;

/** The query string each list was last shown with, by its path ("/orders" → "?status=shipped&page=3"). */
const listsLeft = new Map<string, string>();

/** A list's address as it was last shown (its filters and page): where a record's Back link goes. */
export const listAddress = (path: string): string => `${path}${listsLeft.get(path) ?? ''}`;

/**
 * A list's query read from an address's query string: each of `defaults`' keys, its default when the
 * address does not give it (or, for a number such as the page, gives no whole number from 1).
 */
export function queryFromAddress<Q extends QueryValues>(search: string, defaults: Q): Q {
  const given = new URLSearchParams(search);
  const query: QueryValues = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = given.get(key);
    if (value === null) continue;
    if (typeof fallback !== 'number') query[key] = value;
    else if (/^[1-9]\d{0,8}$/.test(value)) query[key] = Number(value);
  }
  return query as Q;
}

/**
 * A list page's filters and page, kept in the address (`/orders?status=shipped&page=3`): a reload,
 * a shared link, or Back from a record opened from the list shows the same filtered page. Values
 * at their default are left out of the address. A change replaces the address rather than adding
 * to the history, so Back leaves the list instead of undoing its filters one by one; an address
 * reached while the list is shown (a link to the list, Back) is read again.
 */
export function useAddressQuery<Q extends QueryValues>(defaults: Q): [Q, (next: Q) => void] {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const on = () => setSearch(window.location.search);
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  useEffect(() => {
    listsLeft.set(currentPath(), search);
  }, [search]);
  const setQuery = (next: Q) => {
    const kept = new URLSearchParams();
    for (const key of Object.keys(defaults)) if (String(next[key]) !== String(defaults[key])) kept.set(key, String(next[key]));
    const nextSearch = kept.toString() ? `?${kept}` : '';
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${nextSearch}`);
    setSearch(nextSearch);
  };
  return [queryFromAddress(search, defaults), setQuery];
}

/**
 * What is typed in a list's filter boxes before Search applies it: it starts as the address's
 * value and follows it when the address changes (Back, a link to the list).
 */
export function useDraft<T>(applied: T): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(applied);
  const key = JSON.stringify(applied);
  useEffect(() => {
    setDraft(JSON.parse(key) as T);
  }, [key]);
  return [draft, setDraft];
}
