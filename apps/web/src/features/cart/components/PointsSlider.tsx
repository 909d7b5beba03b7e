// The points-redemption slider of the signed-in cart (spec §2 Cart, §5 Cart): 0 to
// max_redeemable_points in steps of tier_increment; a value below the minimum snaps to 0 when
// under half of it, else to the minimum (pointsSliderValue in packages/shared). The box and its
// words draw with the page; the control itself (Radix Slider, about 6.6 KB gzipped) loads only
// for a shopper who has points, in a place of its own size (first-load budget, issue 23).
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, groupThousands, pointsValue, toEgp, type Lang } from '@store/shared';

const PointsSliderControl = lazy(() => import('./PointsSliderControl.tsx'));

interface Props {
  value: number;
  onChange: (points: number) => void;
  current: number;
  max: number;
  min: number;
  step: number;
  /** piastres one point is worth */
  piastresPerPoint: number;
  lang: Lang;
}

export function PointsSlider({ value, onChange, current, max, min, step, piastresPerPoint, lang }: Props) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const worth = formatPrice(toEgp(pointsValue(value, piastresPerPoint)), lang);
  const selected = t('cart.points.selected', { points: groupThousands(value), value: worth });
  return (
    <section className="points-box" aria-labelledby={labelId}>
      <h3 id={labelId}>{t('cart.points.title')}</h3>
      <p>{t('cart.points.balance', { points: groupThousands(current) })}</p>
      {max >= min && max > 0 ? (
        <>
          <Suspense
            fallback={
              <div className="points-slider" aria-hidden="true">
                <div className="points-slider__track" />
              </div>
            }
          >
            <PointsSliderControl
              value={value}
              onChange={onChange}
              max={max}
              min={min}
              step={step}
              dir={i18n.dir(i18n.language)}
              label={t('cart.points.label')}
              valueText={selected}
            />
          </Suspense>
          <p className="points-box__value" aria-live="polite">
            {selected}
          </p>
          <p>{t('cart.points.minimum', { min })}</p>
        </>
      ) : (
        <p>{t('cart.points.notEnough', { min, max })}</p>
      )}
    </section>
  );
}
