// Shipment steps (spec §4 Shipment steps): the carrier's update texts mapped to the six steps of
// the tracking stepper. Pure; the storefront's /track-my-order shows what this decides.

/** The six steps, in order (spec §4): Created(0) … Delivered(5). */
export const SHIPMENT_STEPS = ['created', 'collected', 'departed', 'inTransit', 'outForDelivery', 'delivered'] as const;
export type ShipmentStepName = (typeof SHIPMENT_STEPS)[number];

/**
 * spec §4 carrier text mapping. Matched as whole words, case- and punctuation-insensitively, so
 * "Received at Origin Facility." and "Delivered" match while "Undelivered" does not.
 */
const CARRIER_TEXTS: ReadonlyArray<[phrase: string, step: number]> = [
  ['record created', 0],
  ['received at origin facility', 1],
  ['departed operations facility', 2],
  ['under processing', 3],
  ['shipment on hold', 3],
  ['out for delivery', 4],
  ['delivered', 5],
];

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The step one carrier update text stands for; an unknown text is step 0 (spec §4). */
export function shipmentStep(description: string): number {
  const text = normalise(description);
  for (const [phrase, step] of CARRIER_TEXTS) if (text.includes(` ${phrase} `)) return step;
  return 0;
}

/** The current step of a shipment: the highest step any of its updates matched (spec §4). */
export function currentShipmentStep(updates: ReadonlyArray<{ UpdateDescription: string }>): number {
  return updates.reduce((max, u) => Math.max(max, shipmentStep(u.UpdateDescription)), 0);
}

export type ShipmentStepState = 'done' | 'current' | 'upcoming';

/** spec §4: earlier steps red ('done'), the current one green, later ones grey. */
export function shipmentStepState(step: number, current: number): ShipmentStepState {
  return step < current ? 'done' : step === current ? 'current' : 'upcoming';
}
