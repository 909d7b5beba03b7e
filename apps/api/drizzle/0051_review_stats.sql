-- Each item's review count and rating sum kept with the item (issue 24, ninth step;
-- docs/PERFORMANCE.md): every list row read its rating average and count with an aggregate over
-- the item's reviews, one subquery per row, which was 40 % of a 20-item category list's
-- PostgreSQL time. The average is computed from the two columns as the aggregate did
-- (round(sum / count, 1)). Kept by a row trigger on reviews: an insert, a delete, a changed rating
-- or a review moved to another item (reviews are written one at a time, by a shopper or by staff).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "reviews_count" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "rating_sum" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN IF NOT EXISTS "reviews_count" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN IF NOT EXISTS "rating_sum" integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.product_id;
    UPDATE cards SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.card_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.product_id;
    UPDATE cards SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.card_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_stats" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_stats" AFTER INSERT OR DELETE OR UPDATE OF "rating", "product_id", "card_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION review_stats_row();--> statement-breakpoint
-- the reviews already there (after the trigger: a write waits for this migration)
UPDATE "products" p SET "reviews_count" = s.n, "rating_sum" = s.total
  FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total FROM reviews WHERE product_id IS NOT NULL GROUP BY product_id) s
  WHERE p.id = s.product_id;--> statement-breakpoint
UPDATE "cards" c SET "reviews_count" = s.n, "rating_sum" = s.total
  FROM (SELECT card_id, count(*)::int AS n, sum(rating)::int AS total FROM reviews WHERE card_id IS NOT NULL GROUP BY card_id) s
  WHERE c.id = s.card_id;
