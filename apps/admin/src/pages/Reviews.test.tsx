// The Reviews page as a merchant uses it: Hide asks why and sends it, the row then says who hid it
// and why and offers Show again; cancelling the question sends nothing; the filters are sent.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReviewRow } from '@store/shared/contract/admin-reviews';
import { fakeApi } from '../test/fake-api.ts';
import { ReviewsPage } from './Reviews.tsx';

const row: AdminReviewRow = {
  id: 5,
  kind: 'product',
  item_id: 45,
  item_name: 'Cooler Master Hyper 212',
  customer_id: 9,
  customer_email: 'mona@example.com',
  rating: 1,
  comment: 'Call me on 01012345678 for a cheaper one',
  created_at: '2026-11-30T10:00:00.000Z',
  hidden: false,
  hidden_at: null,
  hidden_by_email: null,
  hidden_reason: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('<ReviewsPage>', () => {
  it('hides a review with the reason typed, and then offers to show it again', async () => {
    window.history.replaceState(null, '', '/admin/reviews');
    const calls = fakeApi({
      'GET /reviews': { items: [row], total: 1, last_page: 1 },
      'POST /reviews/5/visibility': (call) => ({
        ...row,
        hidden: true,
        hidden_at: '2026-12-01T10:00:00.000Z',
        hidden_by_email: 'admin@demo.gamers-souq.example',
        hidden_reason: (call.body as { reason: string }).reason,
      }),
    });
    render(<ReviewsPage />);
    const line = (await screen.findByText('Call me on 01012345678 for a cheaper one')).closest('tr')!;
    expect(within(line).getByRole('link', { name: 'Cooler Master Hyper 212' }).getAttribute('href')).toBe('/admin/products/45');

    // the question cancelled: nothing is sent
    vi.stubGlobal(
      'prompt',
      vi.fn(() => null),
    );
    fireEvent.click(within(line).getByRole('button', { name: 'Hide' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    vi.stubGlobal(
      'prompt',
      vi.fn(() => 'A phone number'),
    );
    fireEvent.click(within(line).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(within(line).getByRole('button', { name: 'Show again' })).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ hidden: true, reason: 'A phone number' });
    // (who and why are set apart from the sentence's direction by FSI … PDI)
    const note = within(line).getByTestId('review-hidden-note').textContent!;
    expect(note).toContain('Hidden by \u2068admin@demo.gamers-souq.example\u2069');
    expect(note).toContain('\u2068A phone number\u2069');
  });

  it('sends the state and stars chosen', async () => {
    window.history.replaceState(null, '', '/admin/reviews');
    const calls = fakeApi({ 'GET /reviews': { items: [], total: 0, last_page: 1 } });
    render(<ReviewsPage />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'State' }), { target: { value: 'hidden' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stars' }), { target: { value: '1' } });
    await waitFor(() => {
      const q = calls.filter((c) => c.path === '/reviews').at(-1)!.query;
      expect([q.get('state'), q.get('rating')]).toEqual(['hidden', '1']);
    });
  });
});
