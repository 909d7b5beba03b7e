// /contact-us: the ticket form checks in the order of spec §5 (bot challenge first), each message
// shown 3 s; attachments are checked when picked; e-mail prefilled and ?order= preselected for a
// signed-in customer, whose tickets are listed (or 'There is no ticket!').
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/index.ts';
import { setSession } from '../../../lib/session.ts';
import { reasons, renderSupport, settings } from '../test/render.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest } from '../../../test/render-routes.tsx';

vi.mock('../../../components/ui/BotChallenge.tsx', () => import('../../../test/bot-challenge-stub.tsx'));

freshStorefrontEachTest({ fakeTimers: true });

const baseRoutes = {
  'GET settings': () => ({ body: { status: true, data: settings } }),
  'GET reasons': () => ({ body: { status: true, data: reasons } }),
};

const image = (name: string, size: number, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the ticket form', { timeout: 20_000 }, () => {
  it("says 'Captcha Failed' in Arabic when the challenge is not solved (spec §5, §8)", async () => {
    await i18n.changeLanguage('ar');
    const api = fakeApi(baseRoutes);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSupport('/contact-us');
    await screen.findByRole('option', { name: reasons[1]!.name });
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByText('فشل اختبار التحقق (CAPTCHA)', { selector: '.message-text' })).toBeTruthy();
    expect(api.calls.filter((c) => c.key === 'POST tickets')).toHaveLength(0);
    await i18n.changeLanguage('en');
  });

  it('checks the fields in the order of spec §5 and shows each message for 3 s', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'POST tickets': () => ({
        status: 201,
        body: {
          status: true,
          data: { uuid: '22222222-2222-4222-8222-222222222222', subject: 'Order', status: 'pending', created_at: '25/11/2026' },
          message: 'Your ticket has been sent.',
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSupport('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
    await screen.findByRole('option', { name: 'Order issue' });
    const send = screen.getByRole('button', { name: 'Send ticket' });
    const expectMessage = async (text: string) => {
      await user.click(send);
      const alert = await screen.findByText(text, { selector: '.message-text' });
      expect(alert).toBeTruthy();
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByText(text, { selector: '.message-text' })).toBeNull();
    };

    await expectMessage('Captcha Failed');
    await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
    await user.type(screen.getByLabelText('Name'), '   ');
    await expectMessage('Name is required!');
    await user.type(screen.getByLabelText('Name'), 'Mona');
    await expectMessage('Email is required!');
    await user.type(screen.getByLabelText('E-mail'), 'mona@example.com');
    await expectMessage('Subject is required!');
    await user.type(screen.getByLabelText('Subject'), 'Late order');
    await expectMessage('Please select a reason!');
    await user.selectOptions(screen.getByLabelText('Reason'), '2');
    await expectMessage('Order number is required for this reason!');
    // a guest types the order number
    await user.type(screen.getByLabelText('Order number'), 'GS-10001');
    await expectMessage('Please write a message!');
    await user.type(screen.getByLabelText('Message'), 'Where is it?');
    expect(api.callsTo('POST tickets')).toHaveLength(0);

    await user.click(send);
    expect(await screen.findByText('Your ticket has been sent.')).toBeTruthy();
    const [call] = api.callsTo('POST tickets');
    expect(Object.fromEntries(call!.form!.entries())).toEqual({
      name: 'Mona',
      email: 'mona@example.com',
      subject: 'Late order',
      reason_id: '2',
      order_id: 'GS-10001',
      message: 'Where is it?',
      g_recaptcha_response: 'pow-payload',
    });
    // the form is reset after sending
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('shows the checks in Arabic', async () => {
    fakeApi(baseRoutes);
    const { default: i18n } = await import('../../../lib/i18n/index.ts');
    await i18n.changeLanguage('ar');
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSupport('/contact-us');
      await screen.findByRole('heading', { name: 'اتصل بنا', level: 1 });
      await user.click(screen.getByRole('button', { name: 'Solve challenge' }));
      await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
      expect(await screen.findByText('الاسم مطلوب!', { selector: '.message-text' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses duplicate, oversized and non-image attachments, and a fourth image', async () => {
    fakeApi(baseRoutes);
    renderSupport('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
    const input = screen.getByLabelText('Attach images');
    fireEvent.change(input, {
      target: {
        files: [
          image('a.png', 100),
          image('a.png', 100),
          image('big.jpg', 6 * 1024 * 1024, 'image/jpeg'),
          image('x.svg', 10, 'image/svg+xml'),
        ],
      },
    });
    expect(await screen.findByText('File "a.png" is already selected.')).toBeTruthy();
    expect(screen.getByText('Image file size exceeds the limit (5MB): big.jpg')).toBeTruthy();
    expect(screen.getByText('Invalid file type. Only jpg, jpeg, png allowed: x.svg')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [image('b.jpg', 5, 'image/jpeg'), image('c.jpeg', 5, 'image/jpeg'), image('d.png', 5)] },
    });
    expect(await screen.findByText('You can attach at most 3 images to one message.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });
});

describe('a signed-in customer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setSession('token-123456789012345678901234', {
      email: 'customer@demo.gamers-souq.example',
      phone: '+201000000001',
      dob: null,
      user_type: 'customer',
    });
  });

  it('gets the e-mail prefilled, ?order= preselected (typed while there is no orders list), and the ticket list', async () => {
    fakeApi({
      ...baseRoutes,
      'GET tickets': () => ({
        body: {
          status: true,
          data: {
            tickets: [
              {
                id: 1,
                uuid: '11111111-1111-4111-8111-111111111111',
                subject: 'Broken code',
                status: 'answered',
                created_at: '01/11/2026',
                reason: { id: 1, name: 'General inquiry' },
                order_id: null,
              },
            ],
            total: 1,
            last_page: 1,
          },
        },
      }),
    });
    renderSupport('/contact-us?order=GS-777');
    await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('customer@demo.gamers-souq.example');
    await screen.findByRole('option', { name: 'Order issue' });
    expect((screen.getByLabelText('Reason') as HTMLSelectElement).value).toBe('2');
    await vi.waitFor(() => expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('GS-777'));
    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: /Broken code/ });
    expect(link.getAttribute('href')).toBe('/ticket-conversation/11111111-1111-4111-8111-111111111111');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(table).getByText('Answered')).toBeTruthy();
  });

  it('lets a customer without orders type the order number', async () => {
    fakeApi({
      ...baseRoutes,
      'GET tickets': () => ({ body: { status: true, data: { tickets: [], total: 0, last_page: 1 } } }),
      'GET users/orders/pagination': () => ({
        body: { status: true, data: { orders: [], total: 0, current_page: 1, last_page: 1, per_page: 20000 } },
      }),
    });
    renderSupport('/contact-us?order=GS-7');
    const field = (await screen.findByRole('textbox', { name: 'Order number' })) as HTMLInputElement;
    await vi.waitFor(() => expect(field.disabled).toBe(false));
    expect(field.value).toBe('GS-7');
    expect(screen.queryByRole('combobox', { name: 'Order number' })).toBeNull();
  });

  it('picks from their orders once the orders call answers, and says when there is no ticket', async () => {
    fakeApi({
      ...baseRoutes,
      'GET tickets': () => ({ body: { status: true, data: { tickets: [], total: 0, last_page: 1 } } }),
      'GET users/orders/pagination': () => ({
        body: {
          status: true,
          data: {
            orders: [41, 42].map((id) => ({
              id,
              name: `GS-${id}`,
              status: 'completed',
              payment: { name: 'Credit / Debit Card' },
              total_price: 100,
              created_at: '22/11/2026',
              tracking_data: null,
            })),
            total: 2,
            current_page: 1,
            last_page: 1,
            per_page: 20000,
          },
        },
      }),
    });
    renderSupport('/contact-us?order=42');
    expect(await screen.findByText('There is no ticket!')).toBeTruthy();
    const picker = (await screen.findByRole('combobox', { name: 'Order number' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(picker.value).toBe('GS-42'));
  });
});

describe('an account still waiting for activation', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setSession('token-123456789012345678901234', {
      email: 'new@example.com',
      phone: '+201001234567',
      dob: null,
      user_type: 'customer',
      activation_str: 'waiting_Active',
    });
  });

  /** The API's refusal of a waiting account's tickets, in the request's language. */
  const notActive = (message: string) => ({
    status: 403,
    body: {
      status: false,
      data: { activation_str: 'waiting_Active' },
      message,
      errors: [message],
      code: 'account_not_active',
    },
  });

  it("is told to activate the account, with the way to do it, instead of 'server error' and a retry that cannot work", async () => {
    const message = 'Please activate your account first.';
    fakeApi({
      ...baseRoutes,
      'GET tickets': () => notActive(message),
    });
    renderSupport('/contact-us');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activate your account' }).getAttribute('href')).toBe('/verify');
    expect(screen.queryByText('server error try again later')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // the form stays usable: a waiting account may write to us like a guest
    expect(screen.getByRole('button', { name: 'Send ticket' })).toBeTruthy();
  });

  it('reads the same in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const message = 'يرجى تفعيل حسابك أولاً.';
    fakeApi({
      ...baseRoutes,
      'GET tickets': () => notActive(message),
    });
    renderSupport('/contact-us');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'فعّل حسابك' }).getAttribute('href')).toBe('/verify');
    await i18n.changeLanguage('en');
  });
});
