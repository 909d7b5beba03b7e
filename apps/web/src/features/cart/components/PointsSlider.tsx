// The points-redemption slider of the signed-in cart (spec §2 Cart, §5 Cart): 0 to
// max_redeemable_points in steps of tier_increment; a value below the minimum snaps to 0 when
// under half of it, else to the minimum (pointsSliderValue in packages/shared).
import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, pointsSliderValue, pointsValue, toEgp, type Lang } from '@store/shared';

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
  return (
    <section className="points-box" aria-labelledby={labelId}>
      <h3 id={labelId}>{t('cart.points.title')}</h3>
      <p>{t('cart.points.balance', { points: current })}</p>
      {max >= min && max > 0 ? (
        <>
          <Slider.Root
            className="points-slider"
            min={0}
            max={max}
            step={step}
            value={[value]}
            dir={i18n.dir(i18n.language)}
            onValueChange={([v]) => onChange(v ?? 0)}
            // Radix reports a keyboard step's commit before its change, so the snap is applied
            // after the change has landed (pointer drags commit last; the order is then the same)
            onValueCommit={([v]) => queueMicrotask(() => onChange(pointsSliderValue(v ?? 0, min)))}
          >
            <Slider.Track className="points-slider__track">
              <Slider.Range className="points-slider__range" />
            </Slider.Track>
            <Slider.Thumb
              className="points-slider__thumb"
              aria-label={t('cart.points.label')}
              aria-valuetext={t('cart.points.selected', { points: value, value: worth })}
            />
          </Slider.Root>
          <p className="points-box__value" aria-live="polite">
            {t('cart.points.selected', { points: value, value: worth })}
          </p>
          <p>{t('cart.points.minimum', { min })}</p>
        </>
      ) : (
        <p>{t('cart.points.notEnough', { min, max })}</p>
      )}
    </section>
  );
}
