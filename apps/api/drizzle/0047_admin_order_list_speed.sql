-- The back-office's order list over 100,000 orders (issue 26 Speed, bench/admin-orders.ts):
-- the search box (part of an order number, a phone or an e-mail) through trigram indexes instead
-- of reading every order, and "needs attention: payment mismatch" from the few rows it is about
-- (paid payments, unpaid orders, refunds still pending) instead of every order.
CREATE INDEX IF NOT EXISTS "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_unpaid_idx" ON "orders" USING btree ("id") WHERE "payment_status" = 'unpaid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_paid_order_idx" ON "payments" USING btree ("order_id") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_refunds_pending_idx" ON "order_refunds" USING btree ("created_at") WHERE "state" = 'pending';
