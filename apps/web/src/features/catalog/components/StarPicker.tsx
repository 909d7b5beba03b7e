// The star picker of the review form (spec §5 Review: the rating is the star clicked, 1 to 5).
// Five native radio buttons in a fieldset, so it is one accessible radio group: Tab reaches it,
// the arrow keys move the choice (in the reading direction), screen readers say "4 stars, 4 of 5".
// Hovering previews a rating; the word under the stars says what the chosen rating means.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { REVIEW_RATING_MAX } from '@store/shared';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface StarPickerProps {
  value: number | null;
  onChange: (rating: number) => void;
  name: string;
  legend: string;
  disabled?: boolean;
}

export function StarPicker({ value, onChange, name, legend, disabled }: StarPickerProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);
  return (
    <fieldset className="star-picker" disabled={disabled} onMouseLeave={() => setHover(null)}>
      <legend className="star-picker__legend">{legend}</legend>
      <div className="star-picker__row">
        {stars.map((n) => (
          <label key={n} className={`star-picker__star${n <= shown ? ' is-on' : ''}`} onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => {
                // the chosen rating shows at once, also when chosen with the keyboard under the mouse
                setHover(null);
                onChange(n);
              }}
            />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{t('catalog.review.star', { count: n })}</span>
          </label>
        ))}
        <span className="star-picker__word" aria-hidden="true">
          {shown > 0 ? t(`catalog.review.word${shown}`) : t('catalog.review.pick')}
        </span>
      </div>
    </fieldset>
  );
}
