// The shipping adapter (DESIGN.md integrations). A paid order with physical lines gets a shipment
// from the configured carrier; the carrier's updates (Aramex form: UpdateDescription,
// UpdateDateTime, UpdateLocation) are recorded and move the order to shipped, then completed.
// Default: the built-in sandbox carrier, whose updates are advanced by a command
// (`npm run shipping:advance -- <tracking number | order number>`, see shipments.ts).
import crypto from 'node:crypto';

export interface ShipmentRequest {
  orderId: number;
  number: string;
  fullName: string;
  phone: string;
  city: string;
  streetAddress: string;
  /** physical lines only */
  lines: { name: string; qty: number }[];
}

export interface CarrierUpdate {
  description: string;
  at: Date;
  location: string;
}

export interface CreatedShipment {
  trackingNumber: string;
  /** the carrier's first event, when it reports one at creation */
  firstUpdate?: CarrierUpdate;
}

export interface Carrier {
  /** shipments.carrier value */
  readonly name: string;
  createShipment(s: ShipmentRequest, now: Date): Promise<CreatedShipment>;
  /**
   * Cancels a shipment the courier has not collected. Answers false when the carrier refuses
   * because the parcel is already on its way (it then goes on, and its updates keep coming).
   */
  cancelShipment(trackingNumber: string, now: Date): Promise<boolean>;
}

/**
 * The offline carrier: a tracking number at once and a 'Record Created' event in Cairo. Its later
 * updates are the store's own (shipments.ts advances them), so a cancel the store asks for before
 * the first of them is always accepted.
 */
export function sandboxCarrier(): Carrier {
  return {
    name: 'sandbox',
    async createShipment(_s, now) {
      const digits = String(crypto.randomInt(10 ** 9, 10 ** 10));
      return {
        trackingNumber: `SBX${digits}`,
        firstUpdate: { description: 'Record Created', at: now, location: 'Cairo' },
      };
    },
    async cancelShipment() {
      return true;
    },
  };
}
