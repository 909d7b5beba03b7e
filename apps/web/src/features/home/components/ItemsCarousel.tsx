// A titled carousel of catalogue tiles (deals, latest items) using the catalog's ProductCard.
import { firstTiles, type CatalogItem } from '@store/shared';
import type { EmblaCarouselType } from 'embla-carousel';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { Carousel } from '../../../components/ui/Carousel.tsx';
import { SectionHeader } from './SectionHeader.tsx';

export interface ItemsCarouselProps {
  id: string;
  title: string;
  items: CatalogItem[] | undefined;
  /** the row's count when `items` is only its first tiles (the rest not fetched yet) */
  total?: number;
  /** the row came onto the screen (or was touched) and is starting */
  onNear?: () => void;
  loading: boolean;
  breakpoints: ReadonlyArray<[number, number]>;
  variant?: 'deal' | 'default';
  viewAllTo?: string;
  onReachEnd?: () => void;
  setApi?: (api: EmblaCarouselType | undefined) => void;
  /** how many first tiles load their image at once (the first section near a phone's first screen) */
  eagerTiles?: number;
}

export function ItemsCarousel({
  id,
  title,
  items,
  total,
  onNear,
  loading,
  breakpoints,
  variant = 'default',
  viewAllTo,
  onReachEnd,
  setApi,
  eagerTiles = 0,
}: ItemsCarouselProps) {
  if (!loading && !items?.length) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <SectionHeader id={id} title={title} viewAllTo={viewAllTo} />
      {loading || !items ? (
        <div className="items-skeleton" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="skeleton items-skeleton-tile" />
          ))}
        </div>
      ) : (
        <Carousel
          label={title}
          breakpoints={breakpoints}
          onReachEnd={onReachEnd}
          onNear={onNear}
          total={total}
          setApi={setApi}
          className="items-carousel"
          firstSlides={firstTiles(breakpoints)}
        >
          {items.map((item, i) => (
            <ProductCard key={`${item.product_type}-${item.id}`} item={item} variant={variant} eager={i < eagerTiles} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
