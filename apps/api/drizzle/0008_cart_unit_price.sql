ALTER TABLE "cart_items" ADD COLUMN "unit_price" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_qty_max" CHECK ("cart_items"."qty" <= 999);
