// Content shown around the catalogue: site settings, hero slides, ads, news/blog posts with tags,
// FAQ, CMS pages (about, terms, privacy, …) and reviews. Shopper-visible text in en and ar.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cards, products } from './catalog.ts';

export const siteSettings = pgTable('site_settings', {
  id: smallint('id').primaryKey().default(1),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  whatsapp: text('whatsapp').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  facebookLink: text('facebook_link').notNull().default(''),
  instagramLink: text('instagram_link').notNull().default(''),
  xLink: text('x_link').notNull().default(''),
  youtubeLink: text('youtube_link').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descEn: text('desc_en').notNull().default(''),
  descAr: text('desc_ar').notNull().default(''),
  img: text('img').notNull(),
  link: text('link').notNull().default('/'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  /** top | bottom */
  type: varchar('type', { length: 8 }).notNull(),
  img: text('img').notNull(),
  imgAr: text('img_ar'),
  link: text('link').notNull().default('/'),
  altEn: text('alt_en').notNull().default(''),
  altAr: text('alt_ar').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    /** news | blog */
    type: varchar('type', { length: 8 }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** sanitised HTML */
    descEn: text('desc_en').notNull(),
    descAr: text('desc_ar').notNull(),
    img: text('img').notNull(),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_type_created_idx').on(t.type, t.createdAt)],
);

export const postTags = pgTable(
  'post_tags',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [index('post_tags_post_idx').on(t.postId)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  questionEn: text('question_en').notNull(),
  questionAr: text('question_ar').notNull(),
  answerEn: text('answer_en').notNull(),
  answerAr: text('answer_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** CMS pages by key: about-us, terms, privacy-policy, redeem, rewards-program, … */
export const pages = pgTable('pages', {
  key: varchar('key', { length: 40 }).primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  contentEn: text('content_en').notNull(),
  contentAr: text('content_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One review per customer per item (rate once, then edit); only buyers may review. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** hidden by staff (0055): off the item's page and out of its rating, kept on record */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason').notNull().default(''),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('reviews_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('reviews_user_card_uq').on(t.userId, t.cardId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_card_idx').on(t.cardId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_one_item', sql`(${t.productId} is null) <> (${t.cardId} is null)`),
  ],
);
