// /forgot-password → /reset-password after 3 s (address kept), /reset-password → /login after 3 s.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rememberResetAddress, resetAddress } from '../reset-address.ts';
import { renderAccount } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

freshStorefrontEachTest({ fakeTimers: true });

const SENT = 'If an account uses this address, we sent it a password reset code.';
const DONE = 'Your password has been reset. You can now sign in.';

describe('password reset', { timeout: 15_000 }, () => {
  it('asks for a code and goes to /reset-password 3 s later, keeping the address', async () => {
    const api = fakeApi({ 'POST requestPasswordReset': () => ({ body: { status: true, message: SENT } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), 'customer@demo.gamers-souq.example');
    await user.click(screen.getByRole('button', { name: 'Reset Now' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(api.callsTo('POST requestPasswordReset')[0]!.body).toEqual({ email: 'customer@demo.gamers-souq.example' });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('location').textContent).toBe('/forgot-password');
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(resetAddress()).toBe('customer@demo.gamers-souq.example');
  });

  it('resets the password with the code and goes to /login 3 s later', async () => {
    rememberResetAddress('customer@demo.gamers-souq.example');
    const api = fakeApi({ 'POST resetPassword': () => ({ body: { status: true, message: DONE } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/reset-password');
    await user.type(await screen.findByLabelText('Activation code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-8');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('password and its confirmation do not match')).toBeTruthy();
    expect(api.callsTo('POST resetPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(api.callsTo('POST resetPassword')[0]!.body).toEqual({
      reset_code: '654321',
      new_password: 'Brand-new-9',
      new_password_confirmation: 'Brand-new-9',
      email: 'customer@demo.gamers-souq.example',
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account' })).toBeTruthy();
  });
});
