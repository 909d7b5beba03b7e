// A link to a server-given address (sliders, ads): store paths stay in the app (router link),
// other sites open in a new tab.
import type { ReactNode } from 'react';
import { StoreLink } from './StoreLink.tsx';
import { pageExists } from '../../lib/page-set.ts';

export function toInternalPath(href: string): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    if (typeof window !== 'undefined' && url.origin === window.location.origin) return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
  return null;
}

export function SmartLink({
  href,
  className,
  children,
  ariaLabel,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  const internal = toInternalPath(href);
  // a banner pointing at a store page that is not built yet shows without a link (no dead links)
  if (internal && !pageExists(internal)) return <div className={className}>{children}</div>;
  if (internal)
    return (
      <StoreLink to={internal} className={className} aria-label={ariaLabel}>
        {children}
      </StoreLink>
    );
  if (!href) return <div className={className}>{children}</div>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
      {children}
    </a>
  );
}
