// /add-topup: the amount keeps only digits and dots; the three messages of spec §5 in order; the
// wallet number only for a method that asks for it; the fee call 500 ms after typing and at once on
// a method change; Buy Top Up leaves for the payment link, or shows the server's message in a popup
// whose Ok goes to /wallet. A customer is told top-up is for merchants.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { leaveStore } from '../api.ts';
import { walletRoutes } from '../routes.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

const renderTopup = () => renderRoutes(walletRoutes, '/add-topup');

const METHODS = [
  {
    id: 1,
    name: 'Credit / Debit Card',
    description: 'A 2.75% fee applies.',
    wallet_phone_required: false,
    is_installment: false,
  },
  { id: 2, name: 'Mobile Wallet', description: 'Enter your wallet number.', wallet_phone_required: true, is_installment: false },
];

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

function stubApi(
  topupAnswer: Record<string, unknown> = { topup_id: 7, payment_link: '/api/payments/sandbox/3?token=x&lang=en' },
) {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/payments/wallet') return { data: METHODS };
    if (url.pathname === '/api/users/wallets/transactions')
      return { data: { wallet: { balance: 0 }, transactions: { transactions: [], total: 0, current_page: 1, last_page: 1 } } };
    sent.push({ path: url.pathname, body });
    if (url.pathname === '/api/users/wallets/calculate-topup-fees') {
      const amount = Number(body.amount);
      const fee = body.payment_id === 1 ? Math.round(amount * 2.75) / 100 : Math.round(amount * 2) / 100;
      return { data: { amount, payment_fee: fee, total_amount: Math.round((amount + fee) * 100) / 100 } };
    }
    return { data: topupAnswer, message: 'Complete the payment to add the amount to your wallet.' };
  });
  return sent;
}

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy Top Up' }));

freshStorefrontEachTest();
beforeEach(() => setSession('t', { email: 'm@x.eg', phone: '0100', dob: null, user_type: 'merchant' }));
afterEach(() => vi.restoreAllMocks());

describe('/add-topup', () => {
  it('keeps only digits and dots in the amount', async () => {
    stubApi();
    renderTopup();
    await screen.findByText('Credit / Debit Card', {}, { timeout: 5000 });
    fireEvent.change(amountInput(), { target: { value: '1a2b.5-€' } });
    expect(amountInput().value).toBe('12.5');
    fireEvent.change(amountInput(), { target: { value: '١٥٠' } });
    expect(amountInput().value).toBe('150');
  });

  it('says the three messages of spec §5 in order and sends nothing until the form is right', async () => {
    const sent = stubApi();
    renderTopup();
    await screen.findByText('Credit / Debit Card', {}, { timeout: 5000 });
    buy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount');
    fireEvent.change(amountInput(), { target: { value: '12.3.4' } });
    buy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount');
    fireEvent.change(amountInput(), { target: { value: '100' } });
    buy();
    expect(screen.getByRole('alert').textContent).toBe('Please select a payment method');
    expect(screen.queryByLabelText('Wallet number')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Mobile Wallet/ }));
    buy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a wallet number');
    expect(sent.filter((s) => s.path === '/api/users/wallets/topup')).toEqual([]);
  });

  it('reruns the fee call 500 ms after typing and at once on a method change, and shows the totals', async () => {
    const sent = stubApi();
    renderTopup();
    await screen.findByText('Credit / Debit Card', {}, { timeout: 5000 });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    fireEvent.change(amountInput(), { target: { value: '10' } });
    fireEvent.change(amountInput(), { target: { value: '100' } });
    const feeCalls = () => sent.filter((s) => s.path === '/api/users/wallets/calculate-topup-fees').map((s) => s.body);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(feeCalls()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(feeCalls()).toEqual([{ amount: '100', payment_id: 1 }]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('topup-fees').textContent).toBe('2.75 EGP');
    expect(screen.getByTestId('topup-total').textContent).toBe('102.75 EGP');
    expect(screen.getByTestId('topup-subtotal').textContent).toBe('100 EGP');

    fireEvent.click(screen.getByRole('radio', { name: /Mobile Wallet/ }));
    expect(feeCalls().at(-1)).toEqual({ amount: '100', payment_id: 2 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('topup-total').textContent).toBe('102 EGP');
  });

  it('leaves for the payment link with the wallet number of method 2', async () => {
    const sent = stubApi();
    const leave = vi.spyOn(leaveStore, 'to').mockImplementation(() => {});
    renderTopup();
    await screen.findByText('Mobile Wallet', {}, { timeout: 5000 });
    fireEvent.change(amountInput(), { target: { value: '250.5' } });
    fireEvent.click(screen.getByRole('radio', { name: /Mobile Wallet/ }));
    fireEvent.change(screen.getByLabelText('Wallet number'), { target: { value: '010-1234 5678' } });
    buy();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/api/payments/sandbox/3?token=x&lang=en'));
    expect(sent.find((s) => s.path === '/api/users/wallets/topup')!.body).toEqual({
      amount: '250.5',
      payment_id: 2,
      wallet_number: '01012345678',
    });
  });

  it("shows the server's message in a popup whose Ok goes to /wallet", async () => {
    stubApi({ topup_id: 8, message: 'Confirm the payment on your phone.' });
    renderTopup();
    await screen.findByText('Credit / Debit Card', {}, { timeout: 5000 });
    fireEvent.change(amountInput(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    buy();
    expect(await screen.findByText('Confirm the payment on your phone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wallet'));
  });

  it("shows the server's refusal", async () => {
    stubFetch((url) =>
      url.pathname === '/api/payments/wallet'
        ? { data: METHODS }
        : url.pathname.endsWith('topup')
          ? { status: 400, errors: ['The largest top-up is 50,000 EGP.'] }
          : { status: 400, errors: ['The largest top-up is 50,000 EGP.'] },
    );
    renderTopup();
    await screen.findByText('Credit / Debit Card', {}, { timeout: 5000 });
    fireEvent.change(amountInput(), { target: { value: '900000' } });
    fireEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    buy();
    expect((await screen.findAllByText('The largest top-up is 50,000 EGP.')).length).toBeGreaterThan(0);
  });

  it('tells a customer that top-up is for merchants', async () => {
    setSession('t', { email: 'c@x.eg', phone: '0100', dob: null, user_type: 'customer' });
    stubApi();
    renderTopup();
    expect(await screen.findByText('Wallet top-up is available to merchant accounts only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Top Up' })).toBeNull();
  });
});
