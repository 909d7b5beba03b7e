// Route guards for the Auth column of spec §2. RequireAuth (A): a user record must be held in
// the session, otherwise the shopper is sent to /login, which after signing in brings them back to
// the page they asked for (`returnPath`). GuestOnly (G): signed-in users go to /.
// Use them around a page element, or without children as a layout route's element (<Outlet/>);
// signedInPage/guestPage wrap a route's lazy page module in them.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/** The router state for /login that brings the shopper back to `path` once signed in. */
export function loginState(path: string): { from: string } {
  return { from: path };
}

/**
 * The page the shopper was sent to /login from (`loginState`), when it is a page of this store and
 * not an account page: where an account that is active goes after signing in, instead of /.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return /^\/(login|register|verify|log-out|forgot-password|reset-password)(?=[/?#]|$)/.test(from) ? null : from;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, token } = useSession();
  const location = useLocation();
  if (!user || !token) return <Navigate to="/login" replace state={loginState(location.pathname + location.search)} />;
  return children ?? <Outlet />;
}

/**
 * A guest page stays put when the shopper signs in ON it (the page shows its success message and
 * routes by activation itself, spec §4); arriving at it already signed in sends them to /.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { user, token } = useSession();
  const { key } = useLocation();
  const signedIn = user !== null && token !== null;
  // The navigation (location key) on which this page was last seen by a guest.
  const [guestVisit, setGuestVisit] = useState<string | null>(signedIn ? null : key);
  if (!signedIn && guestVisit !== key) setGuestVisit(key);
  if (signedIn && guestVisit !== key) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

type PageModule = Promise<{ default: ComponentType }>;

function behind(Guard: ComponentType<{ children?: ReactNode }>) {
  return (load: () => PageModule) => () =>
    load().then(({ default: Page }) => ({
      Component: () => (
        <Guard>
          <Page />
        </Guard>
      ),
    }));
}

/** A route's `lazy` for a page that needs a signed-in shopper (A). */
export const signedInPage = behind(RequireAuth);

/** A route's `lazy` for a page only guests see (G). */
export const guestPage = behind(GuestOnly);
