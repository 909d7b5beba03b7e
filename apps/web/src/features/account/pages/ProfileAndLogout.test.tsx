// /edit-profile (signed in only; prefilled; reload after the message) and /log-out (server
// call, session cleared, message, / after 1 s).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { getToken, getUser, setSession } from '../../../lib/session.ts';
import { reloadPage } from '../page-reload.ts';
import { demoUser, renderAccount } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

vi.mock('../page-reload.ts', () => ({ reloadPage: vi.fn() }));

const TOKEN = 'tok_active_'.padEnd(43, 'a');

freshStorefrontEachTest({ fakeTimers: true });
beforeEach(() => vi.mocked(reloadPage).mockClear());

describe('edit profile', { timeout: 15_000 }, () => {
  it('is prefilled from the session user and reloads after the update message', async () => {
    setSession(TOKEN, demoUser);
    const api = fakeApi({
      'POST updateProfile': (body) => ({
        body: { status: true, message: 'Your profile has been updated.', data: { ...demoUser, ...body, dob: demoUser.dob } },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/edit-profile');
    const phone = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    // the phone as the shopper knows it (stored +201000000001), the date as spec §9 writes dates
    expect(phone.value).toBe('01000000001');
    expect(screen.getByText('Egyptian mobile, e.g. 01012345678')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(demoUser.email);
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('20/04/1995');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/my-orders');

    await user.clear(phone);
    await user.type(phone, '01112345678');
    await user.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(api.callsTo('POST updateProfile')[0]!.body).toEqual({
      phone: '+201112345678',
      email: demoUser.email,
      dob: '1995-04-20',
    });
    expect(getUser()?.phone).toBe('+201112345678');
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('in Arabic: the local phone and dd/mm/yyyy, the date checked on blur with the Arabic message', async () => {
    await i18n.changeLanguage('ar');
    // a session saved before dates were answered dd/mm/yyyy
    setSession(TOKEN, { ...demoUser, dob: '1995-04-20' });
    const api = fakeApi({
      'POST updateProfile': (body) => ({
        body: { status: true, message: 'تم تحديث ملفك الشخصي.', data: { ...demoUser, ...body, dob: '31/12/1990' } },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/edit-profile');
    const phone = (await screen.findByLabelText('رقم الهاتف')) as HTMLInputElement;
    expect(phone.value).toBe('01000000001');
    const dob = screen.getByLabelText('تاريخ الميلاد') as HTMLInputElement;
    expect(dob.value).toBe('20/04/1995');
    await user.clear(dob);
    await user.type(dob, '31/12/0990');
    await user.tab();
    expect(await screen.findByText('يرجى إدخال سنة صحيحة من 4 أرقام.')).toBeTruthy();
    await user.clear(dob);
    await user.type(dob, '31/12/1990');
    await user.click(screen.getAllByRole('button', { name: 'تحديث الآن' })[0]!);
    expect(await screen.findByText('تم تحديث ملفك الشخصي.')).toBeTruthy();
    // one canonical phone is sent and stored; the date as a calendar date
    expect(api.callsTo('POST updateProfile')[0]!.body).toEqual({
      phone: '+201000000001',
      email: demoUser.email,
      dob: '1990-12-31',
    });
    await i18n.changeLanguage('en');
  });

  it('changes the password after checking the confirmation', async () => {
    setSession(TOKEN, demoUser);
    const api = fakeApi({
      'POST updatePassword': () => ({ body: { status: true, message: 'Your password has been changed.' } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/edit-profile');
    await user.type(await screen.findByLabelText('Current password'), 'Demo@12345');
    await user.type(screen.getByLabelText('New password'), 'Even-better-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Even-better-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('password and its confirmation do not match')).toBeTruthy();
    expect(api.callsTo('POST updatePassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Even-better-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(api.callsTo('POST updatePassword')[0]!.body).toEqual({
      old_password: 'Demo@12345',
      new_password: 'Even-better-1',
      new_password_confirmation: 'Even-better-1',
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('log out', { timeout: 15_000 }, () => {
  it('clears the session, shows the server message and goes to / after 1 s', async () => {
    setSession(TOKEN, demoUser);
    const api = fakeApi({ 'POST users/web/logout': () => ({ body: { status: true, message: 'Logged out successfully' } }) });
    renderAccount('/log-out');
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(api.callsTo('POST users/web/logout')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(document.cookie).not.toContain('user_token=tok');
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByTestId('location').textContent).toBe('/log-out');
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
