// /register: date of birth checked on blur (spec §5), a pending error blocks the submit, the
// password confirmation message, server errors in the message area, and /verify after 4 s.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFeedback } from '../../../lib/feedback.tsx';
import { clearSession, getToken } from '../../../lib/session.ts';
import { fakeApi, loginAnswer, renderAccount } from '../test/render.tsx';

vi.mock(
  '../../../components/ui/BotChallenge.tsx',
  async () => (await import('../test/bot-challenge-stub.tsx')).botChallengeModule,
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearSession();
  resetFeedback();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderAccount('/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  return user;
};

/** Date inputs take yyyy-mm-dd; leaving the field is what triggers the check. */
function enterDob(value: string) {
  const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dob = '1995-04-20') {
  await user.type(screen.getByLabelText('E-mail'), 'new.gamer@example.com');
  await user.type(screen.getByLabelText('Phone number'), '01012345678');
  enterDob(dob);
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123!');
}

describe('register', { timeout: 15_000 }, () => {
  it('checks the year of the date of birth when the field is left', async () => {
    fakeApi({});
    await setup();
    const input = enterDob('0999-01-01');
    const message = await screen.findByText('Please enter a valid 4-digit year.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('refuses an age of 16 or less when the field is left', async () => {
    fakeApi({});
    await setup();
    const sixteen = new Date();
    sixteen.setFullYear(sixteen.getFullYear() - 16);
    enterDob(sixteen.toISOString().slice(0, 10));
    expect(await screen.findByText('You must be more than 16 years old.')).toBeTruthy();
  });

  it('blocks the submit while the date of birth is wrong', async () => {
    const api = fakeApi({});
    const user = await setup();
    await fillValid(user, '2015-06-01');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must be more than 16 years old.')).toBeTruthy();
    expect(api.callsTo('POST register')).toHaveLength(0);
  });

  it('says when the password and its confirmation differ, even before the rest is filled', async () => {
    fakeApi({});
    const user = await setup();
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('password and its confirmation do not match')).toBeTruthy();
  });

  it('shows the server errors in the message area', async () => {
    fakeApi({
      'POST register': () => ({
        status: 409,
        body: {
          status: false,
          message: 'This e-mail is already registered.',
          errors: ['This e-mail is already registered.', 'This phone number is already registered.'],
        },
      }),
    });
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This e-mail is already registered.')).toBeTruthy();
    expect(screen.getByText('This phone number is already registered.')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('creates the account and goes to /verify after 4 s', async () => {
    const api = fakeApi({
      'POST register': () => ({
        status: 201,
        body: {
          status: true,
          message: 'Your account has been created. We sent an activation code to your phone and e-mail.',
          data: loginAnswer('waiting_Active', 'tok_'.padEnd(43, 'y')),
        },
      }),
    });
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please complete the CAPTCHA')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/Your account has been created/)).toBeTruthy();
    expect(api.callsTo('POST register')[0]!.body).toEqual({
      email: 'new.gamer@example.com',
      phone: '+201012345678',
      dob: '1995-04-20',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      g_recaptcha_response: 'pow-payload',
    });
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByTestId('location').textContent).toBe('/register');
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeTruthy();
  });
});
