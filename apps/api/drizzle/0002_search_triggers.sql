-- Keep search_text (the trigram-indexed text) in step with names and keywords in both languages.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_normalize(NEW.name_en || ' ' || NEW.name_ar || ' ' || array_to_string(NEW.keywords, ' '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_text_trg BEFORE INSERT OR UPDATE OF name_en, name_ar, keywords ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cards_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_normalize(NEW.name_en || ' ' || NEW.name_ar || ' ' || NEW.short_name || ' ' || array_to_string(NEW.keywords, ' '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cards_search_text_trg BEFORE INSERT OR UPDATE OF name_en, name_ar, short_name, keywords ON cards
  FOR EACH ROW EXECUTE FUNCTION cards_search_text();
