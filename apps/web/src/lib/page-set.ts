// Which storefront addresses have a page in this build (no dead links, issue 15). The router
// registers its route table here once; menus, footers, banners and the account menu show a link
// only when pageExists(its address), so a link to a page that is not built yet is hidden and comes
// back by itself when a feature's routes.tsx adds the page. The server uses the same check (the
// SSR bundle exports it) for its 404s and sitemap.xml.
import { matchRoutes, type RouteObject } from 'react-router';

let routes: RouteObject[] = [];
const known = new Map<string, boolean>();

export function registerBuiltPages(table: RouteObject[]): void {
  routes = table;
  known.clear();
}

/** Whether an in-store address (path, optionally with ?query/#hash) is served by a page. */
export function pageExists(address: string): boolean {
  const path = address.split(/[?#]/)[0] || '/';
  let hit = known.get(path);
  if (hit === undefined) {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.[matches.length - 1]?.route;
    hit = !!leaf && leaf.path !== '*';
    if (known.size > 1000) known.clear();
    known.set(path, hit);
  }
  return hit;
}

/** The links of a menu whose pages exist (the others are left out until their page is built). */
export function builtLinks<T extends { to: string }>(links: readonly T[]): T[] {
  return links.filter((l) => pageExists(l.to));
}
