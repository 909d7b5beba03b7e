// The full-screen image viewer (spec §2 Product page): previous/next wrap around, a counter
// "2 / 4", a zoom toggle (×2), drag and touch pan clamped to the image bounds; zoom and pan reset
// on navigation or close. Radix Dialog traps focus, closes on Escape and locks body scroll.
import * as Dialog from '@radix-ui/react-dialog';
import { useReducer, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { galleryReducer, initialGallery, MODAL_ZOOM } from '../lib/gallery.ts';
import './gallery-modal.css';

interface Props {
  images: string[];
  startIndex: number;
  alt: string;
  onClose: () => void;
}

export default function GalleryModal({ images, startIndex, alt, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(galleryReducer, startIndex, initialGallery);
  const drag = useRef<{ id: number; sx: number; sy: number; x0: number; y0: number } | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const count = images.length;
  const rtl = i18n.dir(i18n.language) === 'rtl';

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowRight') dispatch({ type: rtl ? 'prev' : 'next', count });
    else if (e.key === 'ArrowLeft') dispatch({ type: rtl ? 'next' : 'prev', count });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="gallery-modal__overlay" />
        <Dialog.Content className="gallery-modal" aria-describedby={undefined} onKeyDown={onKeyDown}>
          <Dialog.Title className="visually-hidden">{t('catalog.gallery.dialog')}</Dialog.Title>
          <div className="gallery-modal__bar">
            <p className="gallery-modal__counter" dir="ltr" aria-live="polite" data-testid="gallery-counter">
              {t('catalog.gallery.counter', { current: state.index + 1, total: count })}
            </p>
            <div className="gallery-modal__tools">
              <button
                type="button"
                className="gallery-modal__tool"
                aria-pressed={state.zoomed}
                aria-label={t(state.zoomed ? 'catalog.gallery.zoomOut' : 'catalog.gallery.zoomIn')}
                onClick={() => dispatch({ type: 'toggleZoom' })}
              >
                {state.zoomed ? '−' : '+'}
              </button>
              <Dialog.Close className="gallery-modal__tool" aria-label={t('catalog.gallery.close')}>
                ×
              </Dialog.Close>
            </div>
          </div>
          <div
            className={`gallery-modal__stage${state.zoomed ? ' is-zoomed' : ''}`}
            onPointerDown={(e) => {
              if (!state.zoomed) return;
              e.currentTarget.setPointerCapture?.(e.pointerId);
              drag.current = { id: e.pointerId, sx: e.clientX, sy: e.clientY, x0: state.x, y0: state.y };
            }}
            onPointerMove={(e) => {
              const d = drag.current;
              if (!d || d.id !== e.pointerId) return;
              const img = imgRef.current;
              dispatch({
                type: 'pan',
                x: d.x0 + e.clientX - d.sx,
                y: d.y0 + e.clientY - d.sy,
                width: img?.offsetWidth ?? 0,
                height: img?.offsetHeight ?? 0,
              });
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          >
            <img
              ref={imgRef}
              src={images[state.index]}
              alt={alt}
              draggable={false}
              data-testid="gallery-image"
              style={{ transform: `translate(${state.x}px, ${state.y}px) scale(${state.zoomed ? MODAL_ZOOM : 1})` }}
            />
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                className="gallery-modal__nav gallery-modal__nav--prev"
                aria-label={t('catalog.gallery.previous')}
                onClick={() => dispatch({ type: 'prev', count })}
              >
                <Arrow />
              </button>
              <button
                type="button"
                className="gallery-modal__nav gallery-modal__nav--next"
                aria-label={t('catalog.gallery.next')}
                onClick={() => dispatch({ type: 'next', count })}
              >
                <Arrow />
              </button>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
