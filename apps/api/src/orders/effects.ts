// What an order command leaves for after its transaction (OrderEffects) and a move's options: the
// types the state machine (machine.ts) and its steps (fulfil.ts) share, so neither imports the other.
import type { OrderActor, OrderEvent } from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';

/** Work a command leaves for after its transaction commits. */
export interface OrderEffects {
  notificationIds: number[];
  /** orders with physical lines that are ready for the carrier */
  shipOrders: number[];
  /** orders cancelled, refunded or left with nothing to ship: their shipment, if not collected yet, is cancelled */
  cancelShipments: number[];
  /** orders waiting for codes from the code supplier */
  supplierOrders: number[];
}

export const noEffects = (): OrderEffects => ({ notificationIds: [], shipOrders: [], cancelShipments: [], supplierOrders: [] });

export interface MoveOptions {
  /** why (a held order's reason, a staff note) */
  reason?: string;
  /** piastres given back (a partial refund's e-mail says how much) */
  amount?: number;
}

/** machine.ts's moveOrder, as a step the machine calls is handed it. */
export type MoveOrder = (
  tx: Tx,
  ctx: AppContext,
  orderId: number,
  event: OrderEvent,
  actor: OrderActor,
  effects: OrderEffects,
  opts?: MoveOptions,
) => Promise<unknown>;
