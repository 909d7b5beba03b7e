// Product/card gallery (spec §2 Product page): thumbnails, a main image that zooms ×1.6 under the
// pointer (transform-origin follows it), and a click that opens the full-screen viewer. The
// viewer is its own lazy chunk, fetched on first hover/focus so opening feels instant.
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { HOVER_ZOOM } from '../lib/gallery.ts';

const loadModal = () => import('./GalleryModal.tsx');
const GalleryModal = lazy(loadModal);

interface Props {
  images: string[];
  alt: string;
}

export function ProductGallery({ images, alt }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState<{ on: boolean; x: number; y: number }>({ on: false, x: 50, y: 50 });
  const list = images.length > 0 ? images : [''];
  const current = list[Math.min(selected, list.length - 1)]!;

  const style: CSSProperties = {
    transformOrigin: `${zoom.x}% ${zoom.y}%`,
    transform: zoom.on ? `scale(${HOVER_ZOOM})` : 'none',
  };

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        aria-label={t('catalog.gallery.open')}
        onClick={() => {
          setZoom((z) => ({ ...z, on: false }));
          setOpen(true);
        }}
        onPointerEnter={(e) => {
          void loadModal();
          if (e.pointerType === 'mouse') setZoom((z) => ({ ...z, on: true }));
        }}
        onFocus={() => void loadModal()}
        onPointerMove={(e) => {
          if (e.pointerType !== 'mouse') return;
          const box = e.currentTarget.getBoundingClientRect();
          setZoom({ on: true, x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
        }}
        onPointerLeave={() => setZoom((z) => ({ ...z, on: false }))}
      >
        {current && <img src={current} alt={alt} width={600} height={600} style={style} fetchPriority="high" decoding="async" />}
      </button>
      {list.length > 1 && (
        <ul className="gallery__thumbs">
          {list.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('catalog.gallery.thumbnail', { index: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => setSelected(i)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <GalleryModal images={list} startIndex={selected} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The main image first, then the others, without repeats. */
export function galleryImages(main: string | null | undefined, others: { img: string }[] | null | undefined): string[] {
  const out: string[] = [];
  for (const src of [main, ...(others ?? []).map((o) => o.img)]) if (src && !out.includes(src)) out.push(src);
  return out;
}
