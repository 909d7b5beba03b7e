// The store's in-app link: React Router's Link in the browser; on the server, for a plain absolute
// path, the same <a> written directly (issue 24). React Router's Link resolves its path through
// half a dozen hooks on every render (4 % of a product page's server render, 57 links); on the
// server nobody clicks, and an absolute path without dot segments, double slashes or an empty
// query or fragment resolves to itself, so the markup is the one Link writes, attribute for
// attribute (React Router 7: the caller's props, href, target, data-discover="true"), and hydration
// meets the same DOM. Anything else (a relative path, a path object, reloadDocument, prefetch…)
// goes through Link on the server too.
import { forwardRef, type ReactElement } from 'react';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one wrapper of Link
import { Link, type LinkProps } from 'react-router';
import { isServer } from '../../lib/ssr.ts';

/** `to` resolves to itself under React Router (resolveTo + createPath of a basename-less router). */
export function resolvesToItself(to: LinkProps['to']): to is string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.includes('\\')) return false;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  // an empty query (`?`) or fragment (`#`) is dropped by the router; dot segments and double
  // slashes are resolved away
  if (to.endsWith('?') || to.endsWith('#') || beforeHash.endsWith('?')) return false;
  return !pathname.includes('//') && !/\/\.\.?(\/|$)/.test(pathname);
}

export const StoreLink = forwardRef<HTMLAnchorElement, LinkProps>(function StoreLink(props, ref) {
  return (isServer && plainAnchor(props)) || <Link ref={ref} {...props} />;
});

/** The <a> Link would write for these props, when it can be written without the router; else null. */
export function plainAnchor(props: LinkProps): ReactElement | null {
  if (!resolvesToItself(props.to) || !plainProps(props)) return null;
  const {
    to,
    target,
    // what only a click or a navigation reads: never written as attributes
    onClick: _onClick,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

/** no prop that changes what Link writes (reloadDocument, prefetch, discover, relative, mask) */
function plainProps(p: LinkProps): boolean {
  return (
    !p.reloadDocument &&
    (p.prefetch === undefined || p.prefetch === 'none') &&
    (p.discover === undefined || p.discover === 'render') &&
    p.relative === undefined &&
    p.mask === undefined
  );
}
