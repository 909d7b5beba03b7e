-- Hardware units refunded after they left the store (the courier had collected the parcel, or it
-- was delivered) are not put back on sale at the refund: their stock holds wait as 'returning'
-- (order_holds.state) until staff say what became of them (orders/holds.ts). Each such word is a
-- row here: `received` (back in the store: the units are on sale again) or `kept` (not coming back:
-- the units stay sold).
CREATE TABLE IF NOT EXISTS "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"qty" integer NOT NULL CONSTRAINT "order_returns_qty_positive" CHECK ("qty" > 0),
	"outcome" varchar(10) NOT NULL CONSTRAINT "order_returns_outcome" CHECK ("outcome" in ('received', 'kept')),
	"staff_id" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_returns_order_idx" ON "order_returns" ("order_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_holds_returning_idx" ON "order_holds" ("order_id") WHERE "state" = 'returning';
