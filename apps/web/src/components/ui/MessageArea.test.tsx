// Message area (spec §8): each error string in a red box for about 3.5 s; success messages for
// the time the caller gives; a close button removes one early.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { resetFeedback, showApiError, showErrors, showSuccess } from '../../lib/feedback.tsx';
import { MessageArea } from './MessageArea.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => resetFeedback());
  vi.useRealTimers();
});

describe('<MessageArea>', () => {
  it('shows every error in its own alert for 3.5 s', () => {
    render(<MessageArea />);
    act(() => showErrors(['Subject is required!', 'Please select a reason!']));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Subject is required!×', 'Please select a reason!×']);
    act(() => vi.advanceTimersByTime(3499));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a success message for the given time', () => {
    render(<MessageArea />);
    act(() => showSuccess('Added to cart', 1000));
    expect(screen.getByRole('status').textContent).toContain('Added to cart');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Added to cart')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('closes a message with its button', () => {
    render(<MessageArea />);
    act(() => showErrors(['Captcha Failed']));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns a failed call into its server messages, or the generic server error', () => {
    render(<MessageArea />);
    act(() => showApiError(new ApiError('x', ['Quantity not avilable'], 422)));
    expect(screen.getByRole('alert').textContent).toContain('Quantity not avilable');
    act(() => vi.advanceTimersByTime(3500));
    act(() => showApiError(new TypeError('network down')));
    expect(screen.getByRole('alert').textContent).toContain('server error try again later');
  });
});
