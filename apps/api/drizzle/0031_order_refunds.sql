-- Per-line refunds (issue 22): each refund is a row (what, how much, to the gateway or the wallet,
-- by whom, why) and each line counts the units given back. A refund is 'pending' while the gateway
-- is asked, then 'done' (or 'failed', its units given back to the line). Whole refunds made before
-- this migration count every unit of their lines as refunded.
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"gateway_amount" integer DEFAULT 0 NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"whole" boolean DEFAULT false NOT NULL,
	"reason" text,
	"staff_id" integer,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amounts" CHECK ("order_refunds"."amount" >= 0 AND "order_refunds"."gateway_amount" >= 0 AND "order_refunds"."wallet_amount" >= 0 AND "order_refunds"."gateway_amount" + "order_refunds"."wallet_amount" = "order_refunds"."amount")
);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within" CHECK ("order_lines"."refunded_qty" >= 0 AND "order_lines"."refunded_qty" <= "order_lines"."qty");--> statement-breakpoint
UPDATE "order_lines" SET "refunded_qty" = "qty" WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'refunded');
