-- Extensions and the search normaliser used by the catalogue's search_text columns.
-- store_normalize mirrors normalizeSearchText in packages/shared (keep them in step):
-- lower case, Arabic diacritics and tatweel removed, alef forms to bare alef, ta marbuta to ha,
-- alef maqsura to ya, Arabic-Indic and Persian digits to ASCII, runs of space folded.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(lower(coalesce(input, '')), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'ااااهي01234567890123456789'
    ),
    '\s+', ' ', 'g'))
$$;
