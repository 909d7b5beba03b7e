ALTER TABLE "coupons" ADD COLUMN "payment_method_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "card_ids" integer[];
