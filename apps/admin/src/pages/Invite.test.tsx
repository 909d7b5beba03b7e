// The invitee's page as they use it from the e-mailed link: it reads the invitation named by the
// address's #token, asks a new account for its mobile and a password typed twice (a mismatch is
// said before anything is sent), then shows the key (QR code, grouped key, the app link) and the
// recovery codes once and takes the token out of the address. An existing account is asked for its
// password only; a spent link says so as the server words it; no token at all is explained.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Refusal } from '../test/fake-api.ts';
import { InvitePage } from './Invite.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const secrets = {
  email: 'new.agent@store.example',
  role: 'support',
  totp_secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  otpauth_uri: 'otpauth://totp/Gamers%20Souq%20admin:new.agent%40store.example?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  recovery_codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/admin');
});

describe('<InvitePage>', () => {
  it('a new account: mobile and a password twice, then the key and codes once; the token leaves the address', async () => {
    window.history.replaceState(null, '', `/admin/invite#${TOKEN}`);
    const calls = fakeApi({
      'POST /invitations/read': {
        email: 'new.agent@store.example',
        role: 'support',
        account: 'new',
        invited_by: 'admin@demo.gamers-souq.example',
        expires_at: '2026-12-05T10:00:00.000Z',
      },
      'POST /invitations/accept': secrets,
    });
    render(<InvitePage />);
    expect((await screen.findByTestId('invite-for')).textContent).toContain('as Support');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '01099991234' } });
    fireEvent.change(screen.getByLabelText('New password (8 characters or more)'), { target: { value: 'a-long-password' } });
    fireEvent.change(screen.getByLabelText('The same password again'), { target: { value: 'a-long-passwore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords are not the same.');
    expect(calls.filter((c) => c.path === '/invitations/accept')).toEqual([]);

    fireEvent.change(screen.getByLabelText('The same password again'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await screen.findByTestId('invite-secrets');
    expect(calls.find((c) => c.path === '/invitations/accept')!.body).toEqual({
      token: TOKEN,
      password: 'a-long-password',
      phone: '01099991234',
    });
    expect(screen.getByTestId('invite-key').textContent).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(screen.getByRole('img', { name: 'Key' }).querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'On this phone: add it to the authenticator app' }).getAttribute('href')).toBe(
      secrets.otpauth_uri,
    );
    expect(screen.getByTestId('invite-codes').textContent).toBe('AAAAA-BBBBBCCCCC-DDDDD');
    expect(window.location.hash).toBe('');
  });

  it('an existing account is asked for its password only', async () => {
    window.history.replaceState(null, '', `/admin/invite#${TOKEN}`);
    const calls = fakeApi({
      'POST /invitations/read': {
        email: 'shop.keeper@example.com',
        role: 'admin',
        account: 'existing',
        invited_by: null,
        expires_at: '2026-12-05T10:00:00.000Z',
      },
      'POST /invitations/accept': secrets,
    });
    render(<InvitePage />);
    await screen.findByTestId('invite-for');
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.queryByLabelText('The same password again')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your account’s password'), { target: { value: 'their-own-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/invitations/accept')?.body).toEqual({ token: TOKEN, password: 'their-own-password' }),
    );
  });

  it('a spent link is refused as the server words it; a page without a token explains where it comes from', async () => {
    window.history.replaceState(null, '', `/admin/invite#${TOKEN}`);
    fakeApi({
      'POST /invitations/read': new Refusal(404, 'This invitation link does not work any more.', null, 'not_found'),
    });
    const { unmount } = render(<InvitePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation link does not work any more.');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    unmount();

    window.history.replaceState(null, '', '/admin/invite');
    const calls = fakeApi({});
    render(<InvitePage />);
    expect(screen.getByRole('alert').textContent).toContain('This page opens from the link in your invitation e-mail.');
    expect(calls).toEqual([]);
  });
});
