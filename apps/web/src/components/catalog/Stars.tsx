// Star rating out of 5 (spec §9): full stars, then a half star when the fraction is 0.5 or more.
import { useTranslation } from '../../lib/i18n/react.tsx';
import './catalog.css';

export type StarKind = 'full' | 'half' | 'empty';

export function starKinds(rating: number): StarKind[] {
  const r = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(r);
  const half = r - full >= 0.5 ? 1 : 0;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i < full + half ? 'half' : 'empty'));
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ kind }: { kind: StarKind }) {
  return (
    <span className={`star star--${kind}`} aria-hidden="true" data-star={kind}>
      <svg viewBox="0 0 24 24" width="16" height="16" className="star__base">
        <path d={STAR_PATH} />
      </svg>
      {kind !== 'empty' && (
        <span className="star__fill">
          <svg viewBox="0 0 24 24" width="16" height="16">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const shown = Math.round((Number.isFinite(rating) ? rating : 0) * 10) / 10;
  return (
    <span className="stars">
      <span className="stars__row" role="img" aria-label={t('catalog.stars.label', { rating: shown })}>
        {starKinds(rating).map((kind, i) => (
          <Star key={i} kind={kind} />
        ))}
      </span>
      {count !== undefined && <span className="stars__count">{t('catalog.stars.reviews', { count })}</span>}
    </span>
  );
}
