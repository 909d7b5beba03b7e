// Loader overlay (spec §2 Shell): shown while a call runs, only after 300 ms (no flash for fast
// calls), hidden as soon as the calls end; silent queries (suggestions, menus) never show it.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFeedback, showLoader } from '../../lib/feedback.tsx';
import { LoaderOverlay } from './LoaderOverlay.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => resetFeedback());
  vi.useRealTimers();
});

function Pending({ silent = false }: { silent?: boolean }) {
  useQuery({ queryKey: ['slow', silent], queryFn: () => new Promise<never>(() => {}), meta: { silent } });
  return null;
}

function setup(children: ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      {children}
      <LoaderOverlay />
    </QueryClientProvider>,
  );
}

describe('<LoaderOverlay>', () => {
  it('appears 300 ms into a running call', () => {
    setup(<Pending />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loader-overlay')).toBeTruthy();
  });

  it('ignores silent queries', () => {
    setup(<Pending silent />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it('follows the imperative loader and hides when it closes', () => {
    setup(null);
    let hide = () => {};
    act(() => {
      hide = showLoader();
    });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => hide());
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });
});
