// The server's plain link (StoreLink.tsx) must write exactly what React Router's Link writes, or
// hydration would meet another DOM; and it must step aside for every `to` the router would rewrite.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { plainAnchor, resolvesToItself } from './StoreLink.tsx';

/** what React Router's Link writes for these props on a page at /product/5 */
function routerLink(props: LinkProps): string {
  const router = createMemoryRouter([{ path: '*', element: <Link {...props} /> }], { initialEntries: ['/product/5/x'] });
  return renderToString(<RouterProvider router={router} />);
}

const plainPaths = [
  '/',
  '/product/5514/amd-ryzen-5-7600x',
  '/gaming-hardware/pc-components/34?children=false',
  '/search/%D8%B3%D8%AA%D9%8A%D9%85?page=2',
  '/card/1/x#reviews',
  '/category/World2Egypt',
  '/.well-known/x',
  '/product/5/',
];
const rewritten = [
  '',
  'x',
  './x',
  '../x',
  '/a//b',
  '/a/./b',
  '/a/../b',
  '/a/..',
  '/a/.',
  '/a?',
  '/a#',
  '/a?#b',
  '//evil.example/x',
  '/a\\b',
  'https://example.com/',
];

describe('the server-side store link', () => {
  it('writes what React Router writes, attribute for attribute, for plain absolute paths', () => {
    for (const to of plainPaths) {
      expect(resolvesToItself(to), to).toBe(true);
      const props: LinkProps = { to, className: 'tile', 'aria-label': 'AMD — معالج', title: 't', children: 'Ryzen' };
      expect(renderToString(plainAnchor(props)), to).toBe(routerLink(props));
      const withClick: LinkProps = {
        ...props,
        onClick: () => undefined,
        replace: true,
        state: { a: 1 },
        target: '_self',
        tabIndex: -1,
      };
      expect(renderToString(plainAnchor(withClick)), to).toBe(routerLink(withClick));
    }
  });

  it('leaves to the router every address it would rewrite, and props that change the markup', () => {
    for (const to of rewritten) expect(resolvesToItself(to), to).toBe(false);
    expect(resolvesToItself({ pathname: '/a' })).toBe(false);
    expect(plainAnchor({ to: '/a', reloadDocument: true })).toBeNull();
    expect(plainAnchor({ to: '/a', discover: 'none' })).toBeNull();
    expect(plainAnchor({ to: '/a', prefetch: 'intent' })).toBeNull();
    expect(plainAnchor({ to: '/a', relative: 'path' })).toBeNull();
  });

  it('is right about the router: every address it calls plain keeps its href, the others do not all', () => {
    const hrefOf = (to: string) => /href="([^"]*)"/.exec(routerLink({ to }))?.[1]?.replace(/&amp;/g, '&');
    for (const to of plainPaths) expect(hrefOf(to)).toBe(to);
    // the router rewrites these, so writing them unchanged would differ from hydration
    for (const to of ['/a//b', '/a/./b', '/a/../b', '/a?', '/a#', 'x']) expect(hrefOf(to), to).not.toBe(to);
  });
});
