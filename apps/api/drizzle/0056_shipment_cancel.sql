-- A shipment of an order cancelled or refunded before the courier collected it is cancelled with
-- the carrier (shipping/shipments.ts cancelShipment): `cancelled_at` when the carrier did it,
-- `cancel_refused_at` when it could not be (the courier had collected the parcel, or the carrier
-- refused): that shipment goes on and is not asked again; staff arrange its return.
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN IF NOT EXISTS "cancel_refused_at" timestamp with time zone;
