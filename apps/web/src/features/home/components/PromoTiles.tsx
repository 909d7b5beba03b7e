// The three promo tiles of the home page (spec §2 Home): cards store, gaming hardware, and
// world to Egypt, each leading to its category landing page.
import { STORE_PATHS } from '@store/shared';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';

const TILES = [
  {
    key: 'cards',
    to: STORE_PATHS.digitalLanding,
    icon: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm0 3h16M8 15h3',
  },
  {
    key: 'hardware',
    to: STORE_PATHS.hardwareLanding,
    icon: 'M7 9h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.4 1.8L15 15H9l-.6.8A3 3 0 0 1 3 14v-1a4 4 0 0 1 4-4zm1 2v3m-1.5-1.5h3M15.5 12h.01M17.5 13.5h.01',
  },
  {
    key: 'world',
    to: STORE_PATHS.world2egyptLanding,
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.7 5.6 3.7 9S14.5 18.4 12 21M12 3C9.5 5.6 8.3 8.6 8.3 12s1.2 6.4 3.7 9',
  },
] as const;

export function PromoTiles() {
  const { t } = useTranslation();
  return (
    <ul className="promo-tiles" aria-label={t('home.promo.label')}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <StoreLink to={tile.to} className={`promo-tile promo-${tile.key}`}>
            <svg
              width="44"
              height="44"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={tile.icon} />
            </svg>
            <span className="promo-text">
              <span className="promo-title">{t(`home.promo.${tile.key}.title`)}</span>
              <span className="promo-sub">{t(`home.promo.${tile.key}.text`)}</span>
            </span>
            <span className="promo-cta">
              {t('home.promo.shop')}
              <span aria-hidden="true" className="flip-rtl">
                →
              </span>
            </span>
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}
