// Tiles of a category's children or of countries (spec §2 category pages): logo or flag and name,
// each a link to the next level.
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { FlagIcon } from '../../../components/catalog/FlagIcon.tsx';

export interface Tile {
  id: number;
  name: string;
  to: string;
  logo?: string | null;
  /** a country tile: its flag image (Country.flag), null when the store has none */
  flag?: string | null;
}

export function CategoryTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <ul className="category-tiles" aria-label={label}>
      {tiles.map((tile, i) => (
        <li key={tile.id}>
          <StoreLink to={tile.to} className={`category-tile${tile.flag !== undefined ? ' category-tile--country' : ''}`}>
            <span className="category-tile__art">
              {tile.flag !== undefined ? (
                <FlagIcon src={tile.flag} className="category-tile__flag" />
              ) : tile.logo ? (
                <img
                  src={tile.logo}
                  alt=""
                  width={160}
                  height={160}
                  // the first screen's tiles load at once (a phone's LCP on a category landing)
                  loading={i < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : (
                <span className="category-tile__initial" aria-hidden="true">
                  {tile.name.slice(0, 1)}
                </span>
              )}
            </span>
            <span className="category-tile__name">{tile.name}</span>
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}

export function TileSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="category-tiles" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className="category-tile category-tile--skeleton" />
        </li>
      ))}
    </ul>
  );
}
