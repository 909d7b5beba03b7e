// /verify: needs a token; activates with the 6-digit code and goes to / after 4 s; 'Send Again'
// shows the server's wait message on 429.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getUser, setSession } from '../../../lib/session.ts';
import { demoUser, renderAccount } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

freshStorefrontEachTest({ fakeTimers: true });

const waiting = { ...demoUser, activation_str: 'waiting_Active' as const };

describe('verify', { timeout: 15_000 }, () => {
  it('sends visitors without a token to /login', async () => {
    fakeApi({});
    renderAccount('/verify');
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account' })).toBeTruthy();
  });

  it('activates the account and goes to / after 4 s', async () => {
    setSession('tok_waiting_'.padEnd(43, 'z'), waiting);
    const api = fakeApi({
      'POST activeAccount': () => ({
        body: {
          status: true,
          message: 'Your account has been activated.',
          data: { activation_str: 'Active', user: { ...waiting, activation_str: 'Active' } },
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/verify');
    const input = await screen.findByLabelText('Activation code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('dir')).toBe('ltr');
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The code must be 6 digits.')).toBeTruthy();
    await user.type(input, '6');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Your account has been activated.')).toBeTruthy();
    expect(api.callsTo('POST activeAccount')[0]!.body).toEqual({ code: '123456' });
    expect(api.callsTo('POST activeAccount')[0]!.headers.authorization).toBe(`Bearer ${'tok_waiting_'.padEnd(43, 'z')}`);
    expect(getUser()?.activation_str).toBe('Active');
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByTestId('location').textContent).toBe('/verify');
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it("shows the server's wait message when a new code is asked for too soon", async () => {
    setSession('tok_waiting_'.padEnd(43, 'z'), waiting);
    fakeApi({
      'POST resendCode': () => ({
        status: 429,
        body: {
          status: false,
          message: 'Please wait 42 seconds before asking for a new code.',
          errors: ['Please wait 42 seconds before asking for a new code.'],
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/verify');
    await user.click(await screen.findByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('Please wait 42 seconds before asking for a new code.')).toBeTruthy();
  });
});
