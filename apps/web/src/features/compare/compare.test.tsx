// Compare list rules (spec §5 Compare): up to 3 products in localStorage, no duplicates, and the
// spec's messages with their durations (success 2 s, errors about 3.5 s).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../catalog/test/fixtures.ts';
import { resetFeedback, useFeedbackMessages } from '../../lib/feedback.tsx';
import { COMPARE_KEY, reloadCompare, useCompareActions, useCompareList } from './compare-store.ts';

function setup() {
  return renderHook(() => ({
    ...useCompareActions(),
    list: useCompareList(),
    messages: useFeedbackMessages().map((m) => m.text),
  }));
}

beforeEach(() => {
  localStorage.clear();
  reloadCompare();
  resetFeedback();
});
afterEach(() => vi.useRealTimers());

describe('compare list', () => {
  it("adds a product, keeps it in localStorage and says 'product added to compare successfully' for 2 s", () => {
    vi.useFakeTimers();
    const { result } = setup();
    act(() => void result.current.add(buildProduct({ id: 1 })));
    expect(result.current.list.map((p) => p.id)).toEqual([1]);
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toHaveLength(1);
    expect(result.current.messages).toEqual(['product added to compare successfully']);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.messages).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.messages).toEqual([]);
  });

  it("refuses a duplicate: 'This product is already in the compare'", () => {
    const { result } = setup();
    act(() => void result.current.add(buildProduct({ id: 1 })));
    resetFeedback();
    act(() => void result.current.add(buildProduct({ id: 1 })));
    expect(result.current.list).toHaveLength(1);
    expect(result.current.messages).toEqual(['This product is already in the compare']);
  });

  it("holds at most 3: 'Compare cannot have more than 3 items'", () => {
    const { result } = setup();
    for (const id of [1, 2, 3]) act(() => void result.current.add(buildProduct({ id })));
    resetFeedback();
    let outcome = '';
    act(() => void (outcome = result.current.add(buildProduct({ id: 4 }))));
    expect(outcome).toBe('full');
    expect(result.current.list.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(result.current.messages).toEqual(['Compare cannot have more than 3 items']);
  });

  it("deletes an item with 'item has been deleted successfully'", () => {
    const { result } = setup();
    for (const id of [1, 2]) act(() => void result.current.add(buildProduct({ id })));
    resetFeedback();
    act(() => result.current.remove(1));
    expect(result.current.list.map((p) => p.id)).toEqual([2]);
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toHaveLength(1);
    expect(result.current.messages).toEqual(['item has been deleted successfully']);
  });
});
