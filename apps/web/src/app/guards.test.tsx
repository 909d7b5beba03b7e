// The Auth column of spec §2: A pages send guests to /login; G pages send signed-in users to /.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../lib/session.ts';
import { GuestOnly, RequireAuth } from './guards.tsx';

const user = {
  id: 1,
  email: 'a@b.co',
  phone: '+201000000001',
  dob: null,
  user_type: 'customer' as const,
  activation_str: 'Active' as const,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <h1>Login form</h1>
          </GuestOnly>
        ),
      },
      {
        path: '/my-orders',
        element: (
          <RequireAuth>
            <h1>My orders</h1>
          </RequireAuth>
        ),
      },
      { element: <RequireAuth />, children: [{ path: '/wallet', element: <h1>Wallet</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => clearSession());

describe('RequireAuth', () => {
  it('sends a guest to /login, remembering where they were going', () => {
    const router = renderAt('/my-orders');
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/my-orders' });
  });

  it('shows the page when a user record is held in the session', () => {
    setSession('t'.repeat(43), user);
    renderAt('/my-orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeTruthy();
  });

  it('also works as a layout route', () => {
    renderAt('/wallet');
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeTruthy();
  });

  it('needs the user record, not only a token', () => {
    setSession('t'.repeat(43), null);
    renderAt('/my-orders');
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeTruthy();
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in user to /', () => {
    setSession('t'.repeat(43), user);
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('shows the page to a guest', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Login form' })).toBeTruthy();
  });
});
