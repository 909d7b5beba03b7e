-- The back-office's order list (issue 26 Speed: p99 ≤ 100 ms over 100,000 orders): newest first
-- without sorting the table, and the payment-method filter.
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_method_idx" ON "orders" USING btree ("payment_method_id", "created_at" DESC);
