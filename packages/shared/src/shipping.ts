// Shipment steps (spec §4 Shipment steps): the carrier's free-text updates mapped to six steps.
// The storefront's tracking stepper and the server (which moves an order to shipped or completed
// as its shipment advances) read the same mapping.
export const SHIPMENT_STEPS = ['created', 'collected', 'departed', 'in-transit', 'out-for-delivery', 'delivered'] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

/**
 * Carrier text → step index (spec §4). Matched as whole words, case- and punctuation-insensitively,
 * so "Received at Origin Facility." and "Delivered to the customer" match while "Undelivered"
 * does not; unknown text is step 0.
 */
const CARRIER_TEXT: readonly [string, number][] = [
  ['record created', 0],
  ['received at origin facility', 1],
  ['departed operations facility', 2],
  ['under processing', 3],
  ['shipment on hold', 3],
  ['out for delivery', 4],
  ['delivered', 5],
];

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The carrier's own words, in the customer's or staff member's language: the one place a carrier
 * status gets its Arabic (the storefront's tracking updates and the back-office's order detail).
 * English keeps the carrier's words; text not known here is shown as it came.
 */
const CARRIER_ARABIC: readonly [string, string][] = [
  ['record created', 'تم إنشاء الشحنة'],
  ['received at origin facility', 'وصلت إلى مركز الشحن'],
  ['departed operations facility', 'غادرت مركز العمليات'],
  ['under processing', 'قيد المعالجة'],
  ['shipment on hold', 'الشحنة معلّقة'],
  ['out for delivery', 'خرجت للتسليم'],
  ['delivered', 'تم التسليم'],
  ['shipment cancelled', 'تم إلغاء الشحنة'],
];

/** What the store records when it cancels a shipment the courier had not collected (shipping/shipments.ts). */
export const SHIPMENT_CANCELLED_TEXT = 'Shipment Cancelled';

export function carrierStatusLabel(description: string, lang: 'en' | 'ar'): string {
  const text = words(description);
  if (lang === 'en') return description;
  for (const [phrase, ar] of CARRIER_ARABIC) if (text.includes(` ${phrase} `)) return ar;
  return description;
}

/** Where the sandbox carrier says each step happened, in step order (SANDBOX_CARRIER_TEXTS). */
export const SANDBOX_CARRIER_PLACES = [
  'Cairo',
  'Cairo Hub',
  'Cairo Hub',
  'Giza Sorting Center',
  'Local courier',
  'Customer address',
] as const;

/**
 * The carrier's place names in Arabic: the sandbox carrier's places and Egypt's governorates as
 * carriers write them in English. Matched whole, case- and punctuation-insensitively.
 */
const PLACE_ARABIC: ReadonlyMap<string, string> = new Map(
  (
    [
      ['cairo hub', 'مركز القاهرة'],
      ['giza sorting center', 'مركز فرز الجيزة'],
      ['local courier', 'المندوب المحلي'],
      ['customer address', 'عنوان العميل'],
      ['cairo', 'القاهرة'],
      ['giza', 'الجيزة'],
      ['alexandria', 'الإسكندرية'],
      ['qalyubia', 'القليوبية'],
      ['sharqia', 'الشرقية'],
      ['dakahlia', 'الدقهلية'],
      ['gharbia', 'الغربية'],
      ['monufia', 'المنوفية'],
      ['beheira', 'البحيرة'],
      ['kafr el sheikh', 'كفر الشيخ'],
      ['damietta', 'دمياط'],
      ['port said', 'بورسعيد'],
      ['ismailia', 'الإسماعيلية'],
      ['suez', 'السويس'],
      ['faiyum', 'الفيوم'],
      ['beni suef', 'بني سويف'],
      ['minya', 'المنيا'],
      ['asyut', 'أسيوط'],
      ['sohag', 'سوهاج'],
      ['qena', 'قنا'],
      ['luxor', 'الأقصر'],
      ['aswan', 'أسوان'],
      ['red sea', 'البحر الأحمر'],
      ['hurghada', 'الغردقة'],
      ['new valley', 'الوادي الجديد'],
      ['matrouh', 'مطروح'],
      ['north sinai', 'شمال سيناء'],
      ['south sinai', 'جنوب سيناء'],
      ['sharm el sheikh', 'شرم الشيخ'],
      ['6th of october', 'السادس من أكتوبر'],
      ['new cairo', 'القاهرة الجديدة'],
      ['nasr city', 'مدينة نصر'],
    ] as const
  ).map(([en, ar]) => [words(en), ar]),
);

/** A carrier update's place in the customer's or staff member's language; a place not known here is shown as it came. */
export function carrierPlaceLabel(place: string, lang: 'en' | 'ar'): string {
  if (lang === 'en') return place;
  return PLACE_ARABIC.get(words(place)) ?? place;
}

/** Whether the store cancelled the shipment (its updates hold SHIPMENT_CANCELLED_TEXT): nothing is on its way. */
export function isShipmentCancelled(updates: readonly { UpdateDescription: string }[]): boolean {
  const cancelled = words(SHIPMENT_CANCELLED_TEXT);
  return updates.some((u) => words(u.UpdateDescription) === cancelled);
}

export function shipmentStepOf(description: string): number {
  const text = words(description);
  for (const [phrase, step] of CARRIER_TEXT) if (text.includes(` ${phrase} `)) return step;
  return 0;
}

/** The current step of a shipment: the highest step any of its updates matched (spec §4). */
export function currentShipmentStep(updates: readonly { UpdateDescription: string }[]): number {
  return updates.reduce((max, u) => Math.max(max, shipmentStepOf(u.UpdateDescription)), 0);
}

export type ShipmentStepState = 'done' | 'current' | 'upcoming';

/** spec §4: earlier steps red ('done'), the current one green, later ones grey. */
export function shipmentStepState(step: number, current: number): ShipmentStepState {
  return step < current ? 'done' : step === current ? 'current' : 'upcoming';
}

/** The texts the sandbox carrier sends, one per step, in order (its updates can be advanced). */
export const SANDBOX_CARRIER_TEXTS = [
  'Record Created',
  'Received at Origin Facility',
  'Departed Operations Facility',
  'Under Processing',
  'Out for Delivery',
  'Delivered',
] as const;
