// /register: date of birth checked on blur (spec §5), a pending error blocks the submit, the
// password confirmation message, server errors in the message area, and /verify after 4 s.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { getToken } from '../../../lib/session.ts';
import { loginAnswer, renderAccount } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

vi.mock('../../../components/ui/BotChallenge.tsx', () => import('../../../test/bot-challenge-stub.tsx'));

freshStorefrontEachTest({ fakeTimers: true });

const setup = async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderAccount('/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  return user;
};

/** The date of birth is typed dd/mm/yyyy (spec §9); leaving the field is what triggers the check. */
function enterDob(value: string, label = 'Date of birth') {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** dd/mm/yyyy of the day `years` years ago. */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() - years);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dob = '20/04/1995') {
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
    const input = enterDob('01/01/0999');
    const message = await screen.findByText('Please enter a valid 4-digit year.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('refuses an age of 16 or less when the field is left', async () => {
    fakeApi({});
    await setup();
    enterDob(yearsAgo(16));
    expect(await screen.findByText('You must be more than 16 years old.')).toBeTruthy();
  });

  it('blocks the submit while the date of birth is wrong', async () => {
    const api = fakeApi({});
    const user = await setup();
    await fillValid(user, '01/06/2015');
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

describe('the date-of-birth field', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is typed dd/mm/yyyy whatever the browser locale, and sent as a date', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/register');
    const input = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    // a text field, not a date input (whose order follows the browser's locale)
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('dd/mm/yyyy');
    expect(screen.getByText('Day/month/year, for example 20/04/1995')).toBeTruthy();
    await user.type(input, '05/11/1990');
    expect(input.value).toBe('05/11/1990');
  });

  it.each([
    ['01/01/0999', 'يرجى إدخال سنة صحيحة من 4 أرقام.'],
    ['01/01/99', 'يرجى إدخال سنة صحيحة من 4 أرقام.'],
    [yearsAgo(16), 'يجب أن يكون عمرك أكثر من 16 عامًا.'],
    [yearsAgo(100), 'يجب أن يكون عمرك أكثر من 16 عامًا.'],
  ])('in Arabic: %s gives the spec message in Arabic', async (value, message) => {
    await i18n.changeLanguage('ar');
    fakeApi({});
    renderAccount('/register');
    const input = (await screen.findByLabelText('تاريخ الميلاد')) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('يوم/شهر/سنة');
    expect(input.dir).toBe('ltr');
    enterDob(value, 'تاريخ الميلاد');
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
