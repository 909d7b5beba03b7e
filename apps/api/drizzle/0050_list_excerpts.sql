-- The list excerpt (short_desc, spec §9: the first 200 characters of a description's text) kept
-- with the item (issue 24, seventh step; docs/PERFORMANCE.md). Every list answer made it per item
-- from 1,500 characters of HTML read out of the database: the HTML stripping, its regular
-- expressions and the reading of those characters were a tenth of a category list's Node CPU.
-- Written once, when the description is: stored generated columns over the functions below.
-- The functions are the rule of TypeScript's stripHtml and truncate (packages/shared text.ts),
-- which catalog/excerpt.test.ts checks against them on random HTML. A change to a function does not
-- rewrite the stored excerpts: a migration that changes one must also touch every row.
-- JavaScript's \s (and trim's whitespace): ASCII spaces, no-break space, the Unicode spaces, the
-- line and paragraph separators and the byte order mark; runs become one space, both ends trimmed.
CREATE OR REPLACE FUNCTION store_collapse_space(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select btrim(regexp_replace(t, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' ') $$;--> statement-breakpoint
-- at most max characters (code points), cut ones end in '...' after the cut's trailing space
CREATE OR REPLACE FUNCTION store_truncate(t text, max integer) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select case when char_length(t) <= max then t else rtrim(left(t, max), ' ') || '...' end $$;--> statement-breakpoint
-- HTML to its text: an unclosed tag at the end dropped, scripts and styles with their content, every
-- tag a space, the six entities the editor writes decoded (in this order), spaces collapsed.
-- PostgreSQL takes a whole expression's greediness from its first quantified part, and an
-- alternation such as (script|style) is always greedy: the s{1,1}? in front makes the expression
-- non-greedy, so a script ends at its first closing tag, as JavaScript's lazy [\s\S]*? does.
CREATE OR REPLACE FUNCTION store_html_excerpt(html text, max integer) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select store_truncate(store_collapse_space(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(regexp_replace(html, '<[^>]*$', ''), '<s{1,1}?(cript|tyle)[^>]*>.*?</s\1>', ' ', 'gi'),
        '<[^>]+>', ' ', 'g'),
      '&nbsp;', ' '), '&amp;', '&'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', '''')), max) $$;--> statement-breakpoint
-- products: HTML descriptions; cards: plain text, one bullet per line
ALTER TABLE "products"
  ADD COLUMN IF NOT EXISTS "excerpt_en" text GENERATED ALWAYS AS (store_html_excerpt("desc_en", 200)) STORED,
  ADD COLUMN IF NOT EXISTS "excerpt_ar" text GENERATED ALWAYS AS (store_html_excerpt("desc_ar", 200)) STORED;--> statement-breakpoint
ALTER TABLE "cards"
  ADD COLUMN IF NOT EXISTS "excerpt_en" text GENERATED ALWAYS AS (store_truncate(store_collapse_space("desc_en"), 200)) STORED,
  ADD COLUMN IF NOT EXISTS "excerpt_ar" text GENERATED ALWAYS AS (store_truncate(store_collapse_space("desc_ar"), 200)) STORED;
