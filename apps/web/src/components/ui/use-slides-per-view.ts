// Slides per view for the current viewport width (spec §9 carousel breakpoints), re-evaluated
// only when a breakpoint's media query flips.
import { slidesPerView } from '@store/shared';
import { useCallback, useSyncExternalStore } from 'react';

export function useSlidesPerView(breakpoints: ReadonlyArray<[number, number]>): number {
  const key = breakpoints.map(([w]) => w).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const queries = key
        .split(',')
        .map(Number)
        .filter((w) => w > 0)
        .map((w) => window.matchMedia(`(min-width: ${w}px)`));
      queries.forEach((q) => q.addEventListener('change', onChange));
      return () => queries.forEach((q) => q.removeEventListener('change', onChange));
    },
    [key],
  );
  // the server renders the phone layout (smallest breakpoint); wider screens adjust after hydration
  return useSyncExternalStore(
    subscribe,
    () => slidesPerView(breakpoints, window.innerWidth),
    () => slidesPerView(breakpoints, 0),
  );
}
