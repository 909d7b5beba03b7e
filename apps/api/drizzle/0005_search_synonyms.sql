-- Search that finds what an Egyptian shopper types (issue 12).
-- 1. search_synonyms: spellings of one word (رايزن = ryzen, اكس بوكس = xbox ...), a copy of
--    packages/shared/src/search-synonyms.ts loaded at start-up (apps/api/src/db/search-synonyms.ts,
--    which also re-indexes the catalogue when the data changed). store_search_synonyms(text)
--    answers the other spellings of every group one of whose terms the text contains as whole
--    words; the search_text triggers append them, so any spelling (and any prefix of one) finds
--    the item. TypeScript mirrors it in synonymsIn().
-- 2. search_words: the catalogue's vocabulary (letter-only words of 4+ characters), kept by the
--    same triggers and trigram-indexed, so a typo is corrected to real catalogue words and the
--    fuzzy pass is an ordinary indexed word search.
CREATE TABLE "search_synonyms" (
  "term" text PRIMARY KEY NOT NULL,
  "group_id" integer NOT NULL,
  "position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_search_tokens(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(store_normalize(input), '[^0-9a-z\u0621-\u064a]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_search_synonyms(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH hay AS MATERIALIZED (SELECT ' ' || store_search_tokens(input) || ' ' AS h),
  hit AS MATERIALIZED (
    SELECT DISTINCT m.group_id FROM search_synonyms m, hay WHERE strpos(hay.h, ' ' || m.term || ' ') > 0)
  SELECT coalesce(string_agg(s.term, ' ' ORDER BY s.group_id, s.position), '')
  FROM search_synonyms s JOIN hit ON hit.group_id = s.group_id, hay
  WHERE strpos(hay.h, ' ' || s.term || ' ') = 0
$$;
--> statement-breakpoint
-- search_text layout: ' <english name> | <arabic name> | <short name, keywords, spellings> ', all
-- normalised, with a space at both ends, so the ranking tests whole words ('% w %'), word
-- starts ('% w%') and exact names (starts with ' q | ', or contains ' | q | ') without building
-- strings per row. The vocabulary (search_words) is kept here too.
CREATE OR REPLACE FUNCTION store_search_text(name_en text, name_ar text, rest text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  all_text text := concat_ws(' ', name_en, name_ar, rest);
  result text := ' ' || store_normalize(name_en) || ' | ' || store_normalize(name_ar) || ' | '
    || btrim(store_normalize(rest) || ' ' || store_search_synonyms(all_text)) || ' ';
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(store_search_tokens(result), ' ') AS w
  WHERE char_length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN result;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_search_text(NEW.name_en, NEW.name_ar, array_to_string(NEW.keywords, ' '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cards_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_search_text(NEW.name_en, NEW.name_ar, concat_ws(' ', NEW.short_name, array_to_string(NEW.keywords, ' ')));
  RETURN NEW;
END $$;
