-- The back-office's catalogue (issue 26): a product's brand (a filter of the staff's product list),
-- and the spec's fixed category ids (2 hardware, 3 digital, 34 Build PC) kept by the database too:
-- they can be neither deleted nor renumbered.
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" ("brand") WHERE "brand" <> '';--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_keep_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.id IN (2, 3, 34) AND (TG_OP = 'DELETE' OR NEW.id <> OLD.id) THEN
    RAISE EXCEPTION 'category % is one of the fixed ids of the spec', OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_keep_fixed_trg BEFORE UPDATE OF id OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_keep_fixed();
