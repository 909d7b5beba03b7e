// The six-step shipment stepper (spec §4 Shipment steps): the current step is the highest step
// the carrier's updates matched; earlier steps red, the current one green, later ones grey.
// Test ids: `shipment-step` with data-step (its name) and data-state (done | current | upcoming).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { currentShipmentStep, SHIPMENT_STEPS, shipmentStepState } from '@store/shared';
import type { TrackingData } from '../types.ts';

export function ShipmentStepper({ tracking }: { tracking: TrackingData }) {
  const { t } = useTranslation();
  const current = currentShipmentStep(tracking.updates);
  return (
    <ol className="ord-stepper" data-testid="shipment-stepper" data-current={SHIPMENT_STEPS[current]}>
      {SHIPMENT_STEPS.map((step, i) => {
        const state = shipmentStepState(i, current);
        return (
          <li
            key={step}
            className={`ord-step ord-step--${state}`}
            data-testid="shipment-step"
            data-step={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ord-step__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="ord-step__label">{t(`orders.track.steps.${step}`)}</span>
            <span className="visually-hidden">{t(`orders.track.stepState.${state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
