// A small router over the History API for the app's handful of pages under /admin.
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
