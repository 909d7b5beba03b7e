-- Branch counters (issue 24, docs/PERFORMANCE.md "The gap to the goals, and why", item 1): the
-- number of active products and cards of each category, kept by the database itself, so a
-- category page's total is a sum over the branch's few categories instead of counting thousands
-- of index entries on every request (0.39 ms of PostgreSQL's 1.2 ms per category list).
-- Inserts and deletes are counted once per statement (a bulk import adds each category once);
-- an update only when it changes an item's active flag or its category. Stock is not counted
-- here: it changes with every order, and a counter row per category would make orders queue.
CREATE TABLE IF NOT EXISTS "category_item_counts" (
  "category_id" integer PRIMARY KEY REFERENCES "categories"("id") ON DELETE CASCADE,
  "products" integer NOT NULL DEFAULT 0,
  "cards" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION branch_counts_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_product int := CASE WHEN TG_TABLE_NAME = 'products' THEN 1 ELSE 0 END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_item_counts AS k (category_id, products, cards)
      SELECT d.category_id, d.n * is_product, d.n * (1 - is_product)
      FROM (SELECT category_id, count(*)::int AS n FROM new_rows WHERE active GROUP BY category_id) d
      ORDER BY d.category_id
      ON CONFLICT (category_id) DO UPDATE SET products = k.products + excluded.products, cards = k.cards + excluded.cards;
  ELSE
    UPDATE category_item_counts k
      SET products = k.products - d.n * is_product, cards = k.cards - d.n * (1 - is_product)
      FROM (SELECT category_id, count(*)::int AS n FROM old_rows WHERE active GROUP BY category_id) d
      WHERE k.category_id = d.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION branch_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_product int := CASE WHEN TG_TABLE_NAME = 'products' THEN 1 ELSE 0 END;
BEGIN
  IF OLD.active THEN
    UPDATE category_item_counts
      SET products = products - is_product, cards = cards - (1 - is_product)
      WHERE category_id = OLD.category_id;
  END IF;
  IF NEW.active THEN
    INSERT INTO category_item_counts AS k (category_id, products, cards) VALUES (NEW.category_id, is_product, 1 - is_product)
      ON CONFLICT (category_id) DO UPDATE SET products = k.products + excluded.products, cards = k.cards + excluded.cards;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_branch_counts_ins" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_branch_counts_ins" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_branch_counts_del" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_branch_counts_del" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_branch_counts_upd" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_branch_counts_upd" AFTER UPDATE OF "active", "category_id" ON "products" FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION branch_counts_row();--> statement-breakpoint
DROP TRIGGER IF EXISTS "cards_branch_counts_ins" ON "cards";--> statement-breakpoint
CREATE TRIGGER "cards_branch_counts_ins" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "cards_branch_counts_del" ON "cards";--> statement-breakpoint
CREATE TRIGGER "cards_branch_counts_del" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_statement();--> statement-breakpoint
DROP TRIGGER IF EXISTS "cards_branch_counts_upd" ON "cards";--> statement-breakpoint
CREATE TRIGGER "cards_branch_counts_upd" AFTER UPDATE OF "active", "category_id" ON "cards" FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION branch_counts_row();--> statement-breakpoint
-- the counts of the items already there (after the triggers: a write waits for this migration)
INSERT INTO "category_item_counts" ("category_id", "products", "cards")
  SELECT c.id,
    (SELECT count(*)::int FROM products i WHERE i.category_id = c.id AND i.active),
    (SELECT count(*)::int FROM cards i WHERE i.category_id = c.id AND i.active)
  FROM categories c
  ON CONFLICT ("category_id") DO UPDATE SET "products" = excluded."products", "cards" = excluded."cards";
