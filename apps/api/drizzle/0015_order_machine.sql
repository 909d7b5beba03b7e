-- One order state machine (issue 22): every move of an order is recorded (the back-office's
-- timeline reads it); everything an order takes is a hold, given back by one release function;
-- a line keeps the stock type it was placed with; a held order says why; refunds are counted.
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"payment_from" varchar(16),
	"payment_to" varchar(16) NOT NULL,
	"reason" text,
	"actor_kind" varchar(8) NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE TABLE "order_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_id" integer,
	"qty" integer NOT NULL,
	"state" varchar(10) DEFAULT 'held' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "order_holds_qty_positive" CHECK ("order_holds"."qty" > 0)
);--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_holds_order_idx" ON "order_holds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" l SET "stock_type" = coalesce((SELECT p."stock_type" FROM "products" p WHERE p."id" = l."product_id"), (SELECT c."stock_type" FROM "cards" c WHERE c."id" = l."card_id"), 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "from_status", "to_status", "payment_from", "payment_to", "reason", "actor_kind", "actor_id", "at")
SELECT "id", 'placed', NULL, "status", NULL, "payment_status", 'recorded when the order timeline began', 'system', NULL, "created_at" FROM "orders";
