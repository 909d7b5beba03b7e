// /login: the two steps (password for a known account, prefilled sign-up otherwise), the bot
// challenge requirement, the banned refusal and the 1.3 s routing by activation_str.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { getToken, getUser } from '../../../lib/session.ts';
import { demoUser, existenceBody, loginAnswer, renderAccount } from '../test/render.tsx';
import type { ActivationStr } from '@store/shared';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes, standIns } from '../../../test/render-routes.tsx';
import { RequireAuth, returnPath } from '../../../app/guards.tsx';
import { accountRoutes } from '../routes.tsx';

vi.mock('../../../components/ui/BotChallenge.tsx', () => import('../../../test/bot-challenge-stub.tsx'));

const exists = (account_status: 'exists' | 'not_found') => (body: Record<string, unknown> | null) => ({
  body: existenceBody(String(body?.email_or_phone), account_status),
});

freshStorefrontEachTest({ fakeTimers: true });

async function continueWith(value: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderAccount('/login');
  await user.type(await screen.findByLabelText('E-mail or phone number'), value);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('login, first step', { timeout: 15_000 }, () => {
  it('shows the password step when the account exists', async () => {
    const api = fakeApi({ 'POST check-user-existence': exists('exists') });
    await continueWith('customer@demo.gamers-souq.example');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByText('customer@demo.gamers-souq.example')).toBeTruthy();
    expect(api.callsTo('POST check-user-existence')[0]!.body).toEqual({ email_or_phone: 'customer@demo.gamers-souq.example' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the sign-up form with the phone prefilled when no account uses that phone', async () => {
    fakeApi({ 'POST check-user-existence': exists('not_found') });
    await continueWith('01012345678');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('01012345678');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('prefills the e-mail field when an e-mail was typed', async () => {
    fakeApi({ 'POST check-user-existence': exists('not_found') });
    await continueWith('new.gamer@example.com');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('new.gamer@example.com');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('');
  });

  it('links to the terms and privacy pages and explains a malformed entry', async () => {
    const api = fakeApi({});
    await continueWith('not an address');
    expect(await screen.findByText('Please enter a valid e-mail address or phone number.')).toBeTruthy();
    expect(api.callsTo('POST check-user-existence')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/terms_condition');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy_policy');
  });
});

describe('login, password step', { timeout: 15_000 }, () => {
  const signedIn = (activation_str: ActivationStr) => () => ({
    body: {
      status: true,
      message: 'Logged in successfully',
      data: loginAnswer(activation_str),
    },
  });

  it('asks for the CAPTCHA before calling the server', async () => {
    const api = fakeApi({ 'POST check-user-existence': exists('exists'), 'POST login': signedIn('Active') });
    const user = await continueWith('customer@demo.gamers-souq.example');
    await user.type(await screen.findByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // spec §5 Login, §8: the alert, in the message area and under the widget
    expect(await screen.findByText('Please complete the CAPTCHA', { selector: '.message-text' })).toBeTruthy();
    expect(screen.getAllByText('Please complete the CAPTCHA')).toHaveLength(2);
    expect(api.callsTo('POST login')).toHaveLength(0);
  });

  it('asks for the CAPTCHA in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const api = fakeApi({ 'POST check-user-existence': exists('exists'), 'POST login': signedIn('Active') });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/login');
    await user.type(await screen.findByLabelText('البريد الإلكتروني أو رقم الهاتف'), '01000000001');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.type(await screen.findByLabelText('كلمة المرور'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('يرجى إكمال اختبار التحقق (CAPTCHA)', { selector: '.message-text' })).toBeTruthy();
    expect(api.callsTo('POST login')).toHaveLength(0);
  });

  it('signs in, shows the message and goes to / after 1.3 s', async () => {
    const api = fakeApi({ 'POST check-user-existence': exists('exists'), 'POST login': signedIn('Active') });
    const user = await continueWith('01000000001');
    await user.type(await screen.findByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    expect(api.callsTo('POST login')[0]!.body).toEqual({
      email: '01000000001',
      password: 'Demo@12345',
      g_recaptcha_response: 'pow-payload',
    });
    expect(getToken()).toBe('tok_'.padEnd(43, 'x'));
    expect(getUser()?.email).toBe(demoUser.email);
    // Signing in on /login does not bounce the shopper away before the message has been seen.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    act(() => vi.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('brings a shopper sent to /login by a signed-in page back to that page, not to /', async () => {
    fakeApi({ 'POST check-user-existence': exists('exists'), 'POST login': signedIn('Active') });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const guarded = {
      path: '/my-orders',
      element: (
        <RequireAuth>
          <h1>My orders page</h1>
        </RequireAuth>
      ),
    };
    renderRoutes(accountRoutes, '/my-orders?status=shipped', { extraRoutes: [guarded, ...standIns({ '/': 'Home page' })] });
    await user.type(await screen.findByLabelText('E-mail or phone number'), '01000000001');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Logged in successfully');
    act(() => vi.advanceTimersByTime(1300));
    expect(await screen.findByRole('heading', { name: 'My orders page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/my-orders?status=shipped');
  });

  it('reads only a page of this store as the page to go back to', () => {
    expect(returnPath({ from: '/checkout?from=buy-now' })).toBe('/checkout?from=buy-now');
    expect(returnPath({ from: '//evil.example/x' })).toBeNull();
    expect(returnPath({ from: 'https://evil.example/' })).toBeNull();
    expect(returnPath({ from: '/login' })).toBeNull();
    expect(returnPath({ from: '/verify?x=1' })).toBeNull();
    expect(returnPath(null)).toBeNull();
  });

  it('sends an account waiting for activation to /verify after 1.3 s', async () => {
    fakeApi({ 'POST check-user-existence': exists('exists'), 'POST login': signedIn('waiting_Active') });
    const user = await continueWith('waiting@demo.gamers-souq.example');
    await user.type(await screen.findByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Logged in successfully');
    act(() => vi.advanceTimersByTime(1300));
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeTruthy();
  });

  it('refuses a banned account and stays on /login', async () => {
    fakeApi({
      'POST check-user-existence': exists('exists'),
      'POST login': () => ({
        status: 403,
        body: {
          status: false,
          message: 'Your account has been banned',
          errors: ['Your account has been banned'],
          data: { activation_str: 'deactivated' },
          code: 'account_banned',
        },
      }),
    });
    const user = await continueWith('banned@demo.gamers-souq.example');
    await user.type(await screen.findByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account has been banned')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('"Change" goes back to the first step with the entry kept', async () => {
    fakeApi({ 'POST check-user-existence': exists('exists') });
    const user = await continueWith('customer@demo.gamers-souq.example');
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    expect((screen.getByLabelText('E-mail or phone number') as HTMLInputElement).value).toBe('customer@demo.gamers-souq.example');
  });
});

describe('login, social sign-in', { timeout: 15_000 }, () => {
  it('asks the server when the API cannot say whether Google is configured, and shows its answer', async () => {
    const api = fakeApi({
      'POST social-login': () => ({
        status: 400,
        body: {
          status: false,
          message: 'Sign-in with Google is not available.',
          errors: ['Sign-in with Google is not available.'],
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Sign-in with Google is not available.')).toBeTruthy();
    expect(api.callsTo('POST social-login')[0]!.body).toMatchObject({ provider: 'google' });
  });

  it('hides the button when the API says Google sign-in is off', async () => {
    const api = fakeApi({ 'GET social-login/config': () => ({ body: { status: true, data: { google_client_id: null } } }) });
    renderAccount('/login');
    await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    // let the config answer settle; the fallback button would appear here if the API could not say
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(api.callsTo('GET social-login/config')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
