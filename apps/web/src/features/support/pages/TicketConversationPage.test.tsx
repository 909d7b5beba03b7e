// /ticket-conversation/{uuid}: replies as text (HTML shown as typed), images enlarge on click,
// the reply checks of spec §5, 'Mark as resolved', and the sign-in guard.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { renderSupport } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

const uuid = '22222222-2222-4222-8222-222222222222';
const ticket = (status: string) => ({
  id: 5,
  uuid,
  subject: 'Card code',
  status,
  created_at: '02/11/2026',
  reason: { id: 3, name: 'Code activation problem' },
  order_id: 'GS-5',
  name: 'Mona',
  email: 'mona@example.com',
  replies: [
    {
      id: 1,
      replier: 'Customer',
      message: '<b>not bold</b>',
      created_at: '02/11/2026',
      images: [{ img: `/api/tickets/${uuid}/attachments/a.jpg` }],
    },
    { id: 2, replier: 'support', message: 'We are on it.', created_at: '03/11/2026', images: [] },
  ],
});

freshStorefrontEachTest();

describe('the ticket conversation', { timeout: 20_000 }, () => {
  it('needs a signed-in customer', async () => {
    fakeApi({});
    renderSupport(`/ticket-conversation/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('shows replies as text, enlarges images, checks the reply and marks the ticket resolved', async () => {
    setSession('token-123456789012345678901234', {
      email: 'mona@example.com',
      phone: '+201000000001',
      dob: null,
      user_type: 'customer',
    });
    const api = fakeApi({
      [`GET tickets/${uuid}`]: () => ({ body: { status: true, data: ticket('answered') } }),
      [`GET tickets/${uuid}/attachments/a.jpg`]: () => ({ body: { status: true } }),
      [`POST tickets/${uuid}/close`]: () => ({
        body: { status: true, data: ticket('resolved'), message: 'The ticket has been marked as resolved.' },
      }),
    });
    // images are private: read with the session's token and shown from a blob address
    const createObjectURL = vi.fn(() => 'blob:attachment-a');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderSupport(`/ticket-conversation/${uuid}`);
    await screen.findByRole('heading', { name: 'Card code', level: 1 });
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('<b>not bold</b>')).toBeTruthy();
    expect(within(replies).getByText('Support team')).toBeTruthy();
    expect(screen.getByText('mona@example.com')).toBeTruthy();
    expect(screen.getByText('GS-5')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enlarge image 1' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('img')).getAttribute('src')).toBe('blob:attachment-a');
    const imageCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/attachments/a.jpg'));
    expect((imageCall![1]!.headers as Record<string, string>).authorization).toBe('Bearer token-123456789012345678901234');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a message or attach an image.')).toBeTruthy();
    expect(api.callsTo(`POST tickets/${uuid}/reply`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('The ticket has been marked as resolved.')).toBeTruthy();
    expect(screen.getByText('This ticket is resolved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("shows someone else's ticket as not found", async () => {
    setSession('token-123456789012345678901234', {
      email: 'x@example.com',
      phone: '+201000000001',
      dob: null,
      user_type: 'customer',
    });
    fakeApi({});
    renderSupport(`/ticket-conversation/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Card code')).toBeNull();
  });

  it('tells an account still waiting for activation to activate it (the link of a support e-mail), not a server error', async () => {
    setSession('token-123456789012345678901234', {
      email: 'new@example.com',
      phone: '+201001234567',
      dob: null,
      user_type: 'customer',
      activation_str: 'waiting_Active',
    });
    const message = 'Please activate your account first.';
    fakeApi({
      [`GET tickets/${uuid}`]: () => ({
        status: 403,
        body: {
          status: false,
          data: { activation_str: 'waiting_Active' },
          message,
          errors: [message],
          code: 'account_not_active',
        },
      }),
    });
    renderSupport(`/ticket-conversation/${uuid}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activate your account' }).getAttribute('href')).toBe('/verify');
    expect(screen.queryByText('server error try again later')).toBeNull();
  });
});
