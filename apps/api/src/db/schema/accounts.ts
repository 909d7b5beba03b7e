// Accounts: users (customer or merchant; a separate staff role for the back-office), hashed
// session tokens, single-use verification codes, saved address, wishlist. Spec §3, §4, §6.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cards, products } from './catalog.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** lower-cased */
    email: text('email').notNull(),
    /** normalised to international digits, e.g. +201001234567 */
    phone: text('phone').notNull(),
    dob: date('dob'),
    passwordHash: text('password_hash'),
    /** customer | merchant (spec §3 user_type) */
    userType: varchar('user_type', { length: 16 }).notNull().default('customer'),
    /** none | support | admin — back-office permissions, checked on the server */
    staffRole: varchar('staff_role', { length: 16 }).notNull().default('none'),
    /** waiting_Active | Active | deactivated (spec §3 activation_str) */
    activation: varchar('activation', { length: 16 }).notNull().default('waiting_Active'),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    googleSub: text('google_sub'),
    /** staff only: the TOTP secret, encrypted with the codes key (0030) */
    totpSecretEnc: text('totp_secret_enc'),
    /** staff only: the last accepted TOTP time step; a code is never accepted twice (0030) */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    // the back-office's order search by part of an e-mail (0047)
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** Opaque bearer tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Activation and password-reset codes: 6 digits, hashed, single use, 10 minutes, 5 tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** activation | reset */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('verification_codes_hash_idx').on(t.purpose, t.codeHash),
  ],
);

export const addresses = pgTable('addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  streetAddress: text('street_address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_product_uq').on(t.userId, t.productId),
    uniqueIndex('favourites_card_uq').on(t.userId, t.cardId),
    check('favourites_one_item', sql`(${t.productId} is null) <> (${t.cardId} is null)`),
  ],
);

/** Bot-challenge replay protection for the embedded default (Redis when REDIS_URL is set). */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.signature] }), index('used_challenges_expiry_idx').on(t.expiresAt)],
);
