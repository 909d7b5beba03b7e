// Slides per view for the current viewport width (spec §9 carousel breakpoints), re-evaluated
// only when a breakpoint's media query flips.
import { slidesPerView } from '@store/shared';
import { useCallback, useSyncExternalStore } from 'react';

const queries = new Map<number, MediaQueryList>();

/**
 * The largest breakpoint width the viewport reaches, from media queries: reading
 * window.innerWidth during hydration forces a layout of the whole page (about 60 ms on a phone).
 */
function viewportAtLeast(breakpoints: ReadonlyArray<[number, number]>): number {
  if (typeof window.matchMedia !== 'function') return window.innerWidth;
  let reached = 0;
  for (const [min] of breakpoints) {
    if (min <= 0) continue;
    let query = queries.get(min);
    if (!query) queries.set(min, (query = window.matchMedia(`(min-width: ${min}px)`)));
    if (query.matches) reached = Math.max(reached, min);
  }
  return reached;
}

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
    () => slidesPerView(breakpoints, viewportAtLeast(breakpoints)),
    () => slidesPerView(breakpoints, 0),
  );
}
