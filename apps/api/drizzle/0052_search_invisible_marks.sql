-- Marks that draw nothing are not part of a word in an item's search text either. A name pasted
-- into the back-office from a supplier's page or a chat carries them inside words (a zero-width
-- space in "X<U+200B>box", right-to-left marks around an Arabic name), and store_normalize kept
-- them: the item's search text held "x" and "box", and a shopper's "xbox" (whose marks the API
-- removes, packages/shared searchableText) did not find it. store_normalize now removes the marks
-- normalizeSearchText removes (packages/shared/src/text.ts INVISIBLE: zero-width spaces and
-- joiners, direction marks, embeddings and isolates, word joiners, the byte-order mark, the
-- Arabic letter mark) before the rest of its rules, and folds every space JavaScript's \s knows (a
-- no-break space between "RTX" and "4070" is a space, as normalizeSearchText reads it; PostgreSQL's
-- \s is ASCII's alone). Every item whose text holds either is written again.
CREATE OR REPLACE FUNCTION store_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(
        lower(regexp_replace(coalesce(input, ''), '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c]', '', 'g')),
        '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'ااااهي01234567890123456789'
    ),
    '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- the search_text triggers (0002, 0005) fire on these columns and write each row's text again
UPDATE "products" SET "name_en" = "name_en" WHERE concat_ws(' ', "name_en", "name_ar", array_to_string("keywords", ' '))
  ~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]';
--> statement-breakpoint
UPDATE "cards" SET "name_en" = "name_en" WHERE concat_ws(' ', "name_en", "name_ar", "short_name", array_to_string("keywords", ' '))
  ~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]';
