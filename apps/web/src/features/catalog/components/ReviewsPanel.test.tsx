// The Reviews tab (spec §2 Product/Card page, §5 Review, §7): the list with stars, comment as
// plain text, dd/mm/yyyy date and the masked reviewer; Rate Product / Edit Rating only for a
// signed-in buyer; the star picker as a radio group; the call, the success and the refusal.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail, ProductDetail } from '@store/shared';
import { resetFeedback, useFeedbackMessages } from '../../../lib/feedback.tsx';
import i18n from '../../../lib/i18n/index.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import type { ReviewKind } from '../api.ts';
import { buildCardDetail, buildProductDetail } from '../test/fixtures.ts';
import { ReviewsPanel } from './ReviewsPanel.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { testQueryClient } from '../../../test/render-routes.tsx';

const reviews = [
  {
    id: 7,
    rating: 4,
    comment: '<b>Great</b> card\nsecond line',
    created_at: '05/03/2026',
    user: { email: 'ah***@gmail.com' },
  },
  { id: 8, rating: 2, comment: '', created_at: '01/04/2026', user: { email: 'mo***@example.com' } },
];

let messages: string[] = [];
function Messages() {
  messages = useFeedbackMessages().map((m) => m.text);
  return null;
}

function renderPanel(item: ProductDetail | CardDetail, kind: ReviewKind = 'products') {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Messages />
            <ReviewsPanel kind={kind} item={item} />
          </>
        ),
      },
    ],
    { initialEntries: ['/product/1/x'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const signIn = () =>
  setSession('token-1', { id: 5, email: 'buyer@example.com', phone: '01000000000', dob: null, user_type: 'customer' });

beforeEach(() => {
  resetFeedback();
  clearSession();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await i18n.changeLanguage('en');
});

describe('the list of reviews', () => {
  it('shows stars, the comment as text, the date and the masked reviewer', () => {
    renderPanel(buildProductDetail({ reviews, reviews_count: 2, reviews_avg_rating: 3 }));
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(items[0]!).getByText('ah***@gmail.com')).toBeTruthy();
    expect(within(items[0]!).getByText('05/03/2026')).toBeTruthy();
    // HTML typed in a comment is shown as the characters typed, not as markup
    const comment = items[0]!.querySelector('.review__comment')!;
    expect(comment.textContent).toBe('<b>Great</b> card\nsecond line');
    expect(comment.querySelector('b')).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    expect(screen.getByText('3 out of 5')).toBeTruthy();
  });

  it('says there are no reviews yet', () => {
    renderPanel(buildProductDetail());
    expect(screen.getByText('There are no reviews yet.')).toBeTruthy();
  });
});

describe('who may rate', () => {
  it('a guest sees a sign-in link and no form', () => {
    renderPanel(buildProductDetail({ user_has_purchased: true }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to rate it' }).getAttribute('href')).toBe('/login');
  });

  it('a signed-in customer who did not buy the item is told only buyers rate', () => {
    signIn();
    renderPanel(buildProductDetail({ user_has_purchased: false }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Only customers who bought this item can rate it.')).toBeTruthy();
  });
});

describe('Rate Product / Edit Rating', () => {
  it('a buyer picks stars in a radio group, writes a comment, sends it and the item is fetched again', async () => {
    signIn();
    const fetchMock = stubFetch((url, init) => {
      expect(url.pathname).toBe('/api/products/1/reviews');
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
      return {
        message: 'Thank you! Your review has been added.',
        data: {
          review: { id: 9, rating: 4, comment: 'Quiet fan', created_at: '20/05/2026', user: { email: 'bu***@example.com' } },
          updated: false,
          hidden: false,
          reviews_avg_rating: 4,
          reviews_count: 1,
        },
      };
    });
    const { invalidate } = renderPanel(buildProductDetail({ id: 1, user_has_purchased: true }));
    const form = screen.getByRole('form', { name: 'Rate Product' });
    const submit = within(form).getByRole('button', { name: 'Submit Review' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    const group = within(form).getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Very good')).toBeTruthy();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review (optional)' }), 'Quiet fan');
    expect(within(form).getByText('9 / 2000 characters')).toBeTruthy();
    await userEvent.click(submit);

    await vi.waitFor(() => expect(messages).toEqual(['Thank you! Your review has been added.']));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ rating: 4, comment: 'Quiet fan' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['catalog'] });
  });

  it('a buyer who reviewed sees Edit Rating with their review filled in (card page)', async () => {
    signIn();
    const card = buildCardDetail({
      id: 3,
      user_has_purchased: true,
      user_has_reviewed: true,
      user_review: { rating: 5, comment: 'Instant code', hidden: false },
    });
    const fetchMock = stubFetch(() => ({
      message: 'Your review has been updated.',
      data: {
        review: { id: 9, rating: 2, comment: 'Instant code', created_at: '20/05/2026', user: { email: 'bu***@example.com' } },
        updated: true,
        hidden: false,
        reviews_avg_rating: 2,
        reviews_count: 1,
      },
    }));
    renderPanel(card, 'cards');
    const form = screen.getByRole('form', { name: 'Edit Rating' });
    expect((within(form).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Instant code');
    await userEvent.click(within(form).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Review' }));
    await vi.waitFor(() => expect(messages).toEqual(['Your review has been updated.']));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/cards/3/reviews');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a buyer whose review the store hid is told so above the form, in English and Arabic', async () => {
    signIn();
    const hidden = buildProductDetail({
      user_has_purchased: true,
      user_has_reviewed: true,
      user_review: { rating: 1, comment: 'Call me', hidden: true },
    });
    renderPanel(hidden);
    const form = screen.getByRole('form', { name: 'Edit Rating' });
    expect(within(form).getByRole('note').textContent).toBe(
      'The store has hidden your review from this page. You can still edit it here, and it stays hidden unless the store shows it again.',
    );
    expect((within(form).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Call me');
    await i18n.changeLanguage('ar');
    expect((await within(form).findByRole('note')).textContent).toBe(
      'أخفى المتجر تقييمك من هذه الصفحة. يمكنك تعديله هنا، ويبقى مخفياً ما لم يُظهره المتجر من جديد.',
    );
  });

  it("shows the server's refusal in the message area and under the form", async () => {
    signIn();
    stubFetch(() => ({
      status: 403,
      code: 'not_purchased',
      errors: ['Only customers who bought this item can review it.'],
    }));
    renderPanel(buildProductDetail({ user_has_purchased: true }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only customers who bought this item can review it.');
    expect(messages).toEqual(['Only customers who bought this item can review it.']);
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    signIn();
    renderPanel(buildProductDetail({ user_has_purchased: true }));
    const form = screen.getByRole('form', { name: 'قيّم المنتج' });
    expect(within(form).getByRole('radio', { name: '4 نجوم' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'نجمة واحدة' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'إرسال التقييم' })).toBeTruthy();
  });
});
