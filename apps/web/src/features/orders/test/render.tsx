// Test helpers for the orders pages: their routes in the page-test kit (test/render-routes.tsx)
// with stand-in pages for the destinations they lead to, and a signed-in customer.
import { setSession, type SessionUser } from '../../../lib/session.ts';
import { renderRoutes, standIns } from '../../../test/render-routes.tsx';
import { ordersRoutes } from '../routes.tsx';

export function signIn(user: Partial<SessionUser> = {}) {
  setSession('token-1', {
    email: 'customer@demo.gamers-souq.example',
    phone: '01000000001',
    dob: null,
    user_type: 'customer',
    ...user,
  });
}

export function renderOrders(path: string) {
  return renderRoutes(ordersRoutes, path, {
    extraRoutes: standIns({ '/login': 'Login page', '/contact-us': 'Contact page', '/my-cart': 'Cart page' }),
  });
}
