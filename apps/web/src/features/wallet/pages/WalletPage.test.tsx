// /wallet as a shopper sees it: the balance in EGP, 'Wallet Top up' for merchants only, the filter
// (a change asks for page 1 of that type), the ledger rows, 'No transactions yet', pagination, and
// the popup when the gateway brings the merchant back.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WalletTransactionsAnswer } from '@store/shared/contract/wallet';
import { setSession } from '../../../lib/session.ts';
import i18n from '../../../lib/i18n/index.ts';
import { walletRoutes } from '../routes.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes, standIns } from '../../../test/render-routes.tsx';

const renderAt = (path: string) => renderRoutes(walletRoutes, path, { extraRoutes: standIns({ '/login': 'Login' }) });

const page = (rows: WalletTransactionsAnswer['transactions']['transactions'], lastPage = 1, balance = 1250.5) => ({
  wallet: { balance },
  transactions: { transactions: rows, total: rows.length, current_page: 1, last_page: lastPage },
});
const row = (id: number, operation: 'credit' | 'debit', amount: number) => ({
  id,
  operation,
  amount,
  description: operation === 'credit' ? 'Wallet top-up' : 'Payment for order GS-1',
  reference: `REF-${id}`,
});

const asMerchant = () => setSession('t', { email: 'm@x.eg', phone: '0100', dob: null, user_type: 'merchant' });
const asCustomer = () => setSession('t', { email: 'c@x.eg', phone: '0100', dob: null, user_type: 'customer' });

freshStorefrontEachTest();

describe('/wallet', () => {
  it('shows the balance, the ledger and the top-up link to a merchant', async () => {
    asMerchant();
    const fetch = stubFetch(() => ({ data: page([row(2, 'debit', 100), row(1, 'credit', 1350.5)]) }));
    renderAt('/wallet');
    expect(await screen.findByText('1,250.50 EGP', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wallet Top up' }).getAttribute('href')).toBe('/add-topup');
    const rows = screen.getAllByTestId('wallet-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Debit')).toBeTruthy();
    expect(within(rows[0]!).getByText('−100 EGP')).toBeTruthy();
    expect(within(rows[1]!).getByText('REF-1')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/users/wallets/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', per_page: '10' });
  });

  it('hides the top-up link from a customer and says when there is nothing yet', async () => {
    asCustomer();
    stubFetch(() => ({ data: page([], 1, 0) }));
    renderAt('/wallet');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('0 EGP')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wallet Top up' })).toBeNull();
  });

  it('asks for page 1 of the chosen type when the filter changes', async () => {
    asMerchant();
    const fetch = stubFetch((url) =>
      url.searchParams.get('type') === 'credit'
        ? { data: page([row(5, 'credit', 10)]) }
        : { data: page([row(9, 'debit', 1)], 3) },
    );
    renderAt('/wallet');
    await screen.findByText('REF-9');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(new URL(String(fetch.mock.lastCall![0]), 'http://x').searchParams.get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText('REF-5')).toBeTruthy();
    const last = new URL(String(fetch.mock.lastCall![0]), 'http://x').searchParams;
    expect([last.get('page'), last.get('type')]).toEqual(['1', 'credit']);
    expect(screen.getByRole('button', { name: 'Credit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the payment result popup after the gateway, in Arabic too', async () => {
    asMerchant();
    stubFetch(() => ({ data: page([row(1, 'credit', 100)]) }));
    renderAt('/wallet?success=true');
    expect(await screen.findByRole('dialog', { name: 'Top-up completed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wallet'));
    expect(screen.queryByRole('dialog')).toBeNull();

    // a failed top-up says plainly that nothing was added (the order page's misspelt text is the spec's, not this page's)
    const failed = renderAt('/wallet?success=false');
    const dialog = await screen.findByRole('dialog', { name: 'Payment failed' });
    expect(
      within(dialog).getByText('The payment did not go through, so nothing was added to your wallet. Please try again.'),
    ).toBeTruthy();
    failed.unmount();

    await i18n.changeLanguage('ar');
    renderAt('/wallet?success=false');
    const ar = await screen.findByRole('dialog', { name: 'فشل الدفع' });
    expect(within(ar).getByText('لم تتم عملية الدفع، فلم يُضف أي مبلغ إلى محفظتك. حاول مرة أخرى.')).toBeTruthy();
  });

  it('sends a guest to /login', async () => {
    stubFetch(() => ({ data: page([]) }));
    renderAt('/wallet');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
