// /rewards: the Points Summary, the table with order, points, dates and status, the status filter
// going back to page 1, 'No rewards yet', and the breadcrumb Home > Account > Rewards.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import i18n from '../../../lib/i18n/index.ts';
import { rewardsRoutes } from '../routes.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

const renderRewards = () => renderRoutes(rewardsRoutes, '/rewards');

const lot = (
  id: number,
  o: Partial<{ points: number; status: string; order: { name: string } | null; note: string | null }> = {},
) => ({
  id,
  order: { name: `GS-310301-00000${id}` },
  points: 200,
  maturity_date: '11/03/2031',
  expiry_date: '10/04/2031',
  status: 'Available',
  redeem_date: null,
  note: null as string | null,
  ...o,
});

const summary = (transactions: ReturnType<typeof lot>[], lastPage = 1) => ({
  available_balance: 1700,
  pending_balance: 300,
  total_balance: 2000,
  transactions,
  total: transactions.length,
  current_page: 1,
  last_page: lastPage,
});

freshStorefrontEachTest();
beforeEach(() => setSession('t', { email: 'c@x.eg', phone: '0100', dob: null, user_type: 'customer' }));

describe('/rewards', () => {
  it('shows the summary, the breadcrumb and the rows', async () => {
    stubFetch(() => ({
      data: summary([
        lot(3, { points: -150, status: 'Redeemed' }),
        lot(2, { status: 'Pending', points: 300 }),
        lot(1, { order: null, points: 1500 }),
        lot(5, { order: null, points: 500, note: 'Goodwill for a late delivery' }),
      ]),
    }));
    renderRewards();
    await vi.waitFor(() => expect(screen.getByTestId('reward-available').textContent).toBe('1,700 points'), { timeout: 5000 });
    expect(screen.getByTestId('reward-pending').textContent).toBe('300 points');
    expect(screen.getByTestId('reward-total').textContent).toBe('2,000 points');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Account', 'Rewards']);
    const rows = screen.getAllByTestId('reward-row');
    expect(within(rows[0]!).getByText('−150')).toBeTruthy();
    expect(within(rows[0]!).getByText('Redeemed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('11/03/2031')).toBeTruthy();
    expect(within(rows[2]!).getByText('Welcome points')).toBeTruthy();
    // points staff added or took carry their reason, not 'Welcome points'
    expect(within(rows[3]!).getByText('Goodwill for a late delivery')).toBeTruthy();
  });

  it('names points given back by a cancelled or refunded order in English and Arabic, never a raw status', async () => {
    for (const [lang, text] of [
      ['en', 'Returned to you'],
      ['ar', 'أُعيدت إليك'],
    ] as const) {
      await i18n.changeLanguage(lang);
      stubFetch(() => ({ data: summary([lot(4, { status: 'Returned', points: 100, order: { name: 'GS-1' } })]) }));
      const view = renderRewards();
      const [row] = await screen.findAllByTestId('reward-row', {}, { timeout: 5000 });
      expect(within(row!).getByText(text)).toBeTruthy();
      expect(within(row!).queryByText('Returned')).toBeNull();
      view.unmount();
    }
    await i18n.changeLanguage('en');
  });

  it('asks for page 1 of the chosen status when the filter changes', async () => {
    const fetch = stubFetch((url) =>
      url.searchParams.get('status') === 'pending'
        ? { data: summary([lot(8, { status: 'Pending' })]) }
        : { data: summary([lot(1)], 2) },
    );
    renderRewards();
    await screen.findAllByTestId('reward-row', {}, { timeout: 5000 });
    const params = () => new URL(String(fetch.mock.lastCall![0]), 'http://x').searchParams;
    expect(Object.fromEntries(params())).toEqual({ status: 'all', per_page: '20', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(params().get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await vi.waitFor(() => expect([params().get('status'), params().get('page')]).toEqual(['pending', '1']));
  });

  it("says 'No rewards yet' when there are none", async () => {
    stubFetch(() => ({ data: { ...summary([]), available_balance: 0, pending_balance: 0, total_balance: 0 } }));
    renderRewards();
    expect(await screen.findByText('No rewards yet', {}, { timeout: 5000 })).toBeTruthy();
  });
});
