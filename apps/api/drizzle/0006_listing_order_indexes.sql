DROP INDEX IF EXISTS "products_active_listing_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "cards_active_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("category_id",least(coalesce("price_after_discount", "price"), "price"),"id","price","price_after_discount","stock_type","stock") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "cards_listing_price_idx" ON "cards" USING btree ("category_id",least(coalesce("price_after_discount", "price"), "price"),"id","price","price_after_discount","country_id") WHERE "cards"."active";--> statement-breakpoint
CREATE INDEX "cards_country_listing_price_idx" ON "cards" USING btree ("category_id","country_id",least(coalesce("price_after_discount", "price"), "price"),"id","price","price_after_discount") WHERE "cards"."active";--> statement-breakpoint
CREATE INDEX "cards_listing_newest_idx" ON "cards" USING btree ("category_id","created_at","id") WHERE "cards"."active";
