-- Review moderation (the back-office's Reviews page): staff hide a review (abuse, spam, someone
-- else's details) and may show it again; nothing is deleted, so the customer's words and the
-- decision stay on record (who hid it, when and why, with the audit log). A hidden review leaves
-- the item's page and its rating: the counters kept by the 0051 trigger count shown reviews only.
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "hidden_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "hidden_reason" text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE products SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.product_id;
    UPDATE cards SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.card_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    UPDATE products SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.product_id;
    UPDATE cards SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.card_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_stats" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_stats" AFTER INSERT OR DELETE OR UPDATE OF "rating", "product_id", "card_id", "hidden_at" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION review_stats_row();--> statement-breakpoint
-- the back-office's list, newest first
CREATE INDEX IF NOT EXISTS "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC, "id" DESC);
