// Search support tables (migration 0005). search_synonyms is a copy of the shared synonym data
// (packages/shared/src/search-synonyms.ts), loaded at start-up by db/search-synonyms.ts; the
// search_text triggers read it. search_words is the catalogue's vocabulary (letter-only words of
// four characters or more, filled by the same triggers), trigram-indexed so a mistyped query
// word finds the catalogue word it was meant to be.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const searchSynonyms = pgTable('search_synonyms', {
  /** a whole word or phrase in whole-word form (normalised, punctuation as single spaces) */
  term: text('term').primaryKey(),
  groupId: integer('group_id').notNull(),
  /** 0 = the group's canonical spelling */
  position: integer('position').notNull(),
});

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
