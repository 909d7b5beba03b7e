// embla, loaded and started only when its carousel comes near the screen (issue 15: carousels
// below the fold load lazily). Until then the slides are the server's HTML laid out by CSS (the
// first slides of the row, no scrolling); embla's code and its measuring of every slide are
// skipped on load, where they cost a phone about 300 ms of main thread on the home page.
// The same shape as embla-carousel-react's hook: a ref for the viewport and the API once ready,
// plus `near`: the carousel came near the screen (or was touched) and is starting, so a carousel
// that drew only its first slides can draw the rest before embla measures them (issue 24).
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
}

/** A carousel starts once any of it is on the screen: starting the ones just below it cost a phone
 * about 100 ms each (embla measures and repaints every slide), and a row that scrolls into view is
 * ready within a frame or two. */
const START_MARGIN = '0px';

export function useLazyEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [near, setNear] = useState(false);
  const optionsRef = useRef(options);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const start = () => {
      setNear(true);
      observer?.disconnect();
      node.removeEventListener('pointerdown', start);
      node.removeEventListener('focusin', start);
      void import('embla-carousel').then(({ default: EmblaCarousel }) =>
        // each carousel in a task of its own when the browser is idle: embla measures every
        // slide, and several carousels started in one task would hold the main thread
        whenIdle(() => {
          if (cancelled) return;
          instance = EmblaCarousel(node, optionsRef.current);
          setApi(instance);
        }),
      );
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: START_MARGIN })
        : null;
    if (observer) observer.observe(node);
    else start();
    // a shopper who reaches the row before it is near the screen (keyboard, a fast swipe)
    node.addEventListener('pointerdown', start, { once: true });
    node.addEventListener('focusin', start, { once: true });
    return () => {
      cancelled = true;
      observer?.disconnect();
      node.removeEventListener('pointerdown', start);
      node.removeEventListener('focusin', start);
      instance?.destroy();
      setApi(undefined);
    };
  }, [node]);

  // new options (the language's direction, loop) restart a running carousel with them
  const applied = useRef(optionsKey);
  useEffect(() => {
    optionsRef.current = JSON.parse(optionsKey) as EmblaOptionsType;
    if (!api || applied.current === optionsKey) return;
    applied.current = optionsKey;
    api.reInit(optionsRef.current);
  }, [api, optionsKey]);

  const ref = useCallback((el: HTMLElement | null) => setNode(el), []);
  return [ref, api, near];
}
