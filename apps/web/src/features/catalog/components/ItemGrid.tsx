// A grid of catalogue tiles (products and/or cards), with a skeleton while the first page loads.
import type { CatalogItem } from '@store/shared';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';

/** the tiles of the first screen (two rows of two on a phone): their images load at once */
const EAGER_TILES = 4;

interface Props {
  items: CatalogItem[];
  label: string;
  variant?: 'deal' | 'default';
  showDescription?: boolean;
  /** a page whose grid follows its h1 directly: a (visually hidden) h2 keeps the tiles' h3 in order */
  titled?: boolean;
}

export function ItemGrid({ items, label, variant = 'default', showDescription = true, titled = false }: Props) {
  const list = (
    <ul className="item-grid" aria-label={label}>
      {items.map((item, i) => (
        <li key={`${item.product_type}-${item.id}`}>
          <ProductCard
            item={item}
            variant={variant}
            showDescription={showDescription}
            eager={i === 0 ? 'first' : i < EAGER_TILES}
          />
        </li>
      ))}
    </ul>
  );
  if (!titled) return list;
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      {list}
    </>
  );
}

export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="item-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="grid-skeleton" />
        </li>
      ))}
    </ul>
  );
}
