// Autoplay for an embla carousel without the plugin (spec §9 hero: 2500 ms): pauses while the
// pointer is over it or focus is inside, while the tab is hidden, when the shopper presses
// pause, and never runs for prefers-reduced-motion.
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../lib/ssr.ts';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useAutoplay(
  api: EmblaCarouselType | undefined,
  intervalMs: number | undefined,
  rootRef: RefObject<HTMLElement | null>,
) {
  // off on the server and during hydration (the viewer's motion preference is not known there)
  const hydrated = useHydrated();
  const enabled = Boolean(intervalMs) && hydrated && !reducedMotion();
  const [stopped, setStopped] = useState(false);
  const hovering = useRef(false);

  useEffect(() => {
    if (!api || !enabled || stopped || !intervalMs) return;
    const root = rootRef.current;
    const pause = () => (hovering.current = true);
    const resume = (e: Event) => {
      // focus moving between elements inside the carousel keeps it paused
      if (e instanceof FocusEvent && root?.contains(e.relatedTarget as Node | null)) return;
      hovering.current = false;
    };
    root?.addEventListener('mouseenter', pause);
    root?.addEventListener('mouseleave', resume);
    root?.addEventListener('focusin', pause);
    root?.addEventListener('focusout', resume);
    let timer = setInterval(tick, intervalMs);
    function tick() {
      if (hovering.current || document.hidden || !api) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }
    // a drag restarts the countdown so the slide the shopper chose stays a full interval
    const restart = () => {
      clearInterval(timer);
      timer = setInterval(tick, intervalMs);
    };
    api.on('pointerDown', restart);
    return () => {
      clearInterval(timer);
      api.off('pointerDown', restart);
      root?.removeEventListener('mouseenter', pause);
      root?.removeEventListener('mouseleave', resume);
      root?.removeEventListener('focusin', pause);
      root?.removeEventListener('focusout', resume);
    };
  }, [api, enabled, stopped, intervalMs, rootRef]);

  const toggle = useCallback(() => setStopped((s) => !s), []);
  return { enabled, stopped, toggle };
}
