-- A whole-word copy of every item's search text (issue 24, sixth step; docs/PERFORMANCE.md): each
-- run of characters that are neither digits, Latin letters nor Arabic letters becomes one space,
-- with a space at each end. A query that names a brand lists that brand's items first; that test
-- was a regular expression over search_text for every match, half of a brand search's statement
-- (0.20 of 0.45 ms for "ryzen"). Over this column it is a plain pattern: ' <brand> ' contained.
-- A stored generated column follows search_text, which the BEFORE triggers of 0002/0005 set:
-- generated columns are computed after BEFORE triggers.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_plain" text
  GENERATED ALWAYS AS (' ' || regexp_replace(coalesce("search_text", ''), '[^0-9a-zء-ي]+', ' ', 'g') || ' ') STORED;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN IF NOT EXISTS "search_plain" text
  GENERATED ALWAYS AS (' ' || regexp_replace(coalesce("search_text", ''), '[^0-9a-zء-ي]+', ' ', 'g') || ' ') STORED;
