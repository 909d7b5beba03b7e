// spec §4 Shipment steps: the carrier text mapping, as a table.
import { describe, expect, it } from 'vitest';
import {
  carrierPlaceLabel,
  carrierStatusLabel,
  isShipmentCancelled,
  SHIPMENT_CANCELLED_TEXT,
  currentShipmentStep,
  SANDBOX_CARRIER_PLACES,
  SANDBOX_CARRIER_TEXTS,
  SHIPMENT_STEPS,
  shipmentStepOf,
  shipmentStepState,
} from './shipping.ts';

describe('shipmentStepOf', () => {
  it.each([
    ['Record created.', 0],
    ['Received at Origin Facility', 1],
    ['received at origin facility - Cairo', 1],
    ['Departed Operations Facility', 2],
    ['Under processing', 3],
    ['Shipment On Hold', 3],
    ['Out for Delivery', 4],
    ['OUT FOR DELIVERY.', 4],
    ['Delivered', 5],
    ['Delivered to the customer', 5],
    ['Undelivered: customer not available', 0],
    ['Something the carrier invented', 0],
    ['', 0],
  ])('%j is step %i', (text, step) => {
    expect(shipmentStepOf(text)).toBe(step);
  });

  it('maps each sandbox carrier text to its own step, in order', () => {
    expect(SANDBOX_CARRIER_TEXTS.map(shipmentStepOf)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('currentShipmentStep', () => {
  it('is the highest step any update matched, whatever their order', () => {
    const u = (d: string) => ({ UpdateDescription: d });
    expect(currentShipmentStep([])).toBe(0);
    expect(currentShipmentStep([u('Record created'), u('Received at Origin Facility')])).toBe(1);
    expect(currentShipmentStep([u('Out for Delivery'), u('Record created'), u('Shipment on hold')])).toBe(4);
    expect(currentShipmentStep([u('Delivered'), u('Out for delivery')])).toBe(5);
  });
});

describe('shipmentStepState', () => {
  it('marks earlier steps done, the current one current and later ones upcoming', () => {
    expect(SHIPMENT_STEPS.map((_, i) => shipmentStepState(i, 2))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
});

describe('carrierStatusLabel', () => {
  it('gives every sandbox carrier text an Arabic label and keeps the English words', () => {
    for (const text of SANDBOX_CARRIER_TEXTS) {
      expect(carrierStatusLabel(text, 'en')).toBe(text);
      expect(carrierStatusLabel(text, 'ar')).toMatch(/^[\u0600-\u06FF\s]+$/);
    }
    expect(carrierStatusLabel('Out for Delivery.', 'ar')).toBe('خرجت للتسليم');
    expect(new Set(SANDBOX_CARRIER_TEXTS.map((x) => carrierStatusLabel(x, 'ar'))).size).toBe(SANDBOX_CARRIER_TEXTS.length);
  });
  it('shows unknown carrier text as it came', () => {
    expect(carrierStatusLabel('Held at customs', 'ar')).toBe('Held at customs');
  });
  it("names the store's cancel of a shipment in Arabic, and knows a cancelled shipment by it", () => {
    expect(carrierStatusLabel(SHIPMENT_CANCELLED_TEXT, 'ar')).toBe('تم إلغاء الشحنة');
    const created = { UpdateDescription: 'Record Created' };
    expect(isShipmentCancelled([created])).toBe(false);
    expect(isShipmentCancelled([created, { UpdateDescription: SHIPMENT_CANCELLED_TEXT }])).toBe(true);
    // a carrier's "Shipment cancellation requested" is not the store's cancel
    expect(isShipmentCancelled([{ UpdateDescription: 'Shipment cancellation requested' }])).toBe(false);
  });
});

describe('carrierPlaceLabel', () => {
  it('gives every sandbox carrier place an Arabic name and keeps the English one', () => {
    for (const place of SANDBOX_CARRIER_PLACES) {
      expect(carrierPlaceLabel(place, 'en')).toBe(place);
      expect(carrierPlaceLabel(place, 'ar')).toMatch(/^[\u0600-\u06FF\s]+$/);
    }
    expect(carrierPlaceLabel('Cairo', 'ar')).toBe('القاهرة');
    expect(carrierPlaceLabel('CAIRO HUB.', 'ar')).toBe('مركز القاهرة');
    expect(carrierPlaceLabel(' alexandria ', 'ar')).toBe('الإسكندرية');
  });

  it('shows a place it does not know as it came', () => {
    expect(carrierPlaceLabel('Warehouse 7, Cairo', 'ar')).toBe('Warehouse 7, Cairo');
    expect(carrierPlaceLabel('', 'ar')).toBe('');
  });
});
