-- A letter and a digit that touch are two words of a search: a shopper's "rtx4070" finds the
-- items named "RTX 4070" (and "ps 5" the "PS5" ones). The API splits the query so
-- (packages/shared normalizeSearchText); store_normalize now splits an item's text alike, after
-- the rest of its rules (so Arabic-Indic digits are digits by then), and every item's search text
-- is written again by its trigger.
CREATE OR REPLACE FUNCTION store_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        translate(
          regexp_replace(
            lower(regexp_replace(coalesce(input, ''), '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c]', '', 'g')),
            '[\u064B-\u065F\u0670\u0640]', '', 'g'),
          'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
          'ااااهي01234567890123456789'
        ),
        '([a-z\u0621-\u064a])([0-9])', '\1 \2', 'g'),
      '([0-9])([a-z\u0621-\u064a])', '\1 \2', 'g'),
    '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- the search_text triggers (0002, 0005) fire on this column and write each row's text again
UPDATE "products" SET "name_en" = "name_en";
--> statement-breakpoint
UPDATE "cards" SET "name_en" = "name_en";
