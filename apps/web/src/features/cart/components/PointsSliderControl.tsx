// The points slider's control (PointsSlider.tsx loads it when a shopper has points): Radix
// Slider, a value below the minimum snapped to 0 when under half of it, else to the minimum
// (pointsSliderValue in packages/shared).
import * as Slider from '@radix-ui/react-slider';
import { pointsSliderValue } from '@store/shared';

interface Props {
  value: number;
  onChange: (points: number) => void;
  max: number;
  min: number;
  step: number;
  dir: 'ltr' | 'rtl';
  label: string;
  valueText: string;
}

export default function PointsSliderControl({ value, onChange, max, min, step, dir, label, valueText }: Props) {
  return (
    <Slider.Root
      className="points-slider"
      min={0}
      max={max}
      step={step}
      value={[value]}
      dir={dir}
      onValueChange={([v]) => onChange(v ?? 0)}
      // Radix reports a keyboard step's commit before its change, so the snap is applied
      // after the change has landed (pointer drags commit last; the order is then the same)
      onValueCommit={([v]) => queueMicrotask(() => onChange(pointsSliderValue(v ?? 0, min)))}
    >
      <Slider.Track className="points-slider__track">
        <Slider.Range className="points-slider__range" />
      </Slider.Track>
      <Slider.Thumb className="points-slider__thumb" aria-label={label} aria-valuetext={valueText} />
    </Slider.Root>
  );
}
