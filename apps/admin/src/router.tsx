// A small router over the History API for the app's handful of pages under /admin.
import { useEffect, useState } from 'react';

const BASE = '/admin';

export function currentPath(): string {
  const p = window.location.pathname.replace(/\/+$/, '');
  return p.startsWith(BASE) ? p.slice(BASE.length) || '/' : '/';
}

export function navigate(to: string): void {
  window.history.pushState(null, '', `${BASE}${to === '/' ? '' : to}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.scrollTo(0, 0);
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
