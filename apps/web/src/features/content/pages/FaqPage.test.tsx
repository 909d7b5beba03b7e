// /faq (spec §5, §9): the search is sent 600 ms after the shopper stops typing, answers are
// sanitised HTML in an accordion, and 'No results found' shows when nothing matches.
import type { Faq } from '@store/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../app/test-providers.tsx';
import FaqPage from './FaqPage.tsx';
import { stubApi } from '../../../test/fake-api.ts';

const FAQS: Faq[] = [
  { id: 1, question: 'How do I redeem a code?', answer: '<p>Open <b>Redeem</b><img src=x onerror="alert(1)"></p>' },
  { id: 2, question: 'Do you ship abroad?', answer: '<p>Some items.</p>' },
];

// Plain fake timers (no real-time drift), so "599 ms: nothing yet" holds on a slow machine;
// vi.waitFor advances them while it polls.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x').searchParams.get('search'));

describe('<FaqPage>', () => {
  it('waits 600 ms after the last keystroke before searching', async () => {
    const fetchMock = stubApi((url) => {
      const q = url.searchParams.get('search') ?? '';
      return FAQS.filter((f) => f.question.toLowerCase().includes(q.toLowerCase()));
    });
    renderWithRouter(<FaqPage />, { url: '/faq' });
    await vi.waitFor(() => expect(screen.getByText('How do I redeem a code?')).toBeTruthy());
    expect(searches(fetchMock)).toEqual([null]);

    const input = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(input, { target: { value: 'sh' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'ship' } });
    act(() => vi.advanceTimersByTime(599));
    expect(searches(fetchMock)).toEqual([null]);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(searches(fetchMock)).toEqual([null, 'ship']));
    await vi.waitFor(() => expect(screen.queryByText('How do I redeem a code?')).toBeNull());
    expect(screen.getByText('Do you ship abroad?')).toBeTruthy();
  });

  it('renders answers through DOMPurify and says No results found when nothing matches', async () => {
    stubApi((url) => (url.searchParams.get('search') ? [] : FAQS));
    const { container } = renderWithRouter(<FaqPage />, { url: '/faq' });
    await vi.waitFor(() => screen.getByText('How do I redeem a code?'));
    const answer = container.querySelector('.faq-answer')!;
    expect(answer.innerHTML).toContain('<b>Redeem</b>');
    expect(answer.innerHTML).not.toContain('onerror');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    act(() => vi.advanceTimersByTime(600));
    await vi.waitFor(() => expect(screen.getByText('No results found')).toBeTruthy());
  });
});
