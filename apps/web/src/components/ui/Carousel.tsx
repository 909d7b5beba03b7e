// Carousel wrapper around embla, started when it nears the screen (use-lazy-embla.ts; spec §2
// Home, §9 slides per view): slides-per-view breakpoints by viewport width, RTL direction in
// Arabic, keyboard-accessible previous/next buttons, optional dots and autoplay (paused on hover/focus, off for prefers-reduced-motion, with a pause button).
import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';
import { useSlidesPerView } from './use-slides-per-view.ts';
import './carousel.css';

export interface CarouselProps {
  children: ReactNode;
  /** accessible name of the carousel region */
  label: string;
  /** [min viewport width, slides per view] pairs, e.g. DEALS_BREAKPOINTS */
  breakpoints?: ReadonlyArray<[number, number]>;
  loop?: boolean;
  autoplayMs?: number;
  dots?: boolean;
  /** called when the last slide comes into view (Latest Games loads its next page) */
  onReachEnd?: () => void;
  /** called once when the carousel comes near the screen (or is touched) and starts */
  onNear?: () => void;
  /** how many slides the row has when `children` are only its first ones (the slides' labels count them) */
  total?: number;
  /** hands the embla API to the parent (to keep the position when slides are trimmed) */
  setApi?: (api: EmblaCarouselType | undefined) => void;
  className?: string;
  /**
   * Draw only this many first slides until the carousel nears the screen (server render and
   * hydration included); the rest are drawn when it starts. Before embla starts only the first
   * slides of the row are visible anyway, and a long row of tiles was most of the home page's
   * HTML and render time (issue 24). Off when not given.
   */
  firstSlides?: number;
}

export function Carousel({
  children,
  label,
  breakpoints = [[0, 1]],
  loop = false,
  autoplayMs,
  dots = false,
  onReachEnd,
  onNear,
  total,
  setApi,
  className,
  firstSlides,
}: CarouselProps) {
  const { t, i18n } = useTranslation();
  const direction = i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr';
  const perView = useSlidesPerView(breakpoints);
  const [viewportRef, api, near] = useLazyEmbla({ loop, direction, align: 'start', containScroll: 'trimSnaps' });
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ canPrev: false, canNext: false, selected: 0, snaps: 0 });
  const reachEnd = useRef(onReachEnd);
  reachEnd.current = onReachEnd;
  const nearing = useRef(onNear);
  nearing.current = onNear;
  const slides = Children.toArray(children);
  const drawn = near || api || firstSlides === undefined ? slides : slides.slice(0, firstSlides);
  const autoplay = useAutoplay(api, autoplayMs, rootRef);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const canNext = api.canScrollNext();
      setState({ canPrev: api.canScrollPrev(), canNext, selected: api.selectedScrollSnap(), snaps: api.scrollSnapList().length });
      if (!canNext && !loop && api.scrollSnapList().length > 0) reachEnd.current?.();
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, loop]);

  useEffect(() => {
    api?.reInit();
  }, [api, perView]);

  useEffect(() => {
    if (near) nearing.current?.();
  }, [near]);

  useEffect(() => setApi?.(api), [api, setApi]);

  const style = { '--per-view': perView } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={`carousel ${className ?? ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-container">
          {drawn.map((slide, i) => (
            <div
              className="carousel-slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { n: i + 1, total: total ?? slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {state.snaps > 1 && (
        <>
          <button
            type="button"
            className="carousel-btn carousel-prev"
            onClick={() => api?.scrollPrev()}
            disabled={!loop && !state.canPrev}
            aria-label={t('carousel.previous')}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="carousel-btn carousel-next"
            onClick={() => api?.scrollNext()}
            disabled={!loop && !state.canNext}
            aria-label={t('carousel.next')}
          >
            <Chevron />
          </button>
        </>
      )}
      {/* drawn from the first render (not after embla measures) so the row never shifts the page */}
      {(dots || autoplay.enabled) && slides.length > 1 && (
        <div className="carousel-controls">
          {autoplay.enabled && (
            <button
              type="button"
              className="carousel-pause"
              onClick={autoplay.toggle}
              aria-label={autoplay.stopped ? t('carousel.play') : t('carousel.pause')}
            >
              {autoplay.stopped ? '▶' : '❚❚'}
            </button>
          )}
          {dots &&
            Array.from({ length: state.snaps || slides.length }, (_, i) => (
              <button
                key={i}
                type="button"
                className={`carousel-dot${i === state.selected ? ' is-selected' : ''}`}
                onClick={() => api?.scrollTo(i)}
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === state.selected ? 'true' : undefined}
              />
            ))}
        </div>
      )}
    </div>
  );
}

function Chevron() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
