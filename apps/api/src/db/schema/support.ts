// Support tickets: reasons (reason 2 is order related), tickets by uuid, replies with images.
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './commerce.ts';

export const ticketReasons = pgTable('ticket_reasons', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  showOrders: boolean('show_orders').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => ticketReasons.id),
    orderId: integer('order_id').references(() => orders.id),
    /** the order number as typed by a guest */
    orderRef: text('order_ref'),
    /** pending | answered | resolved */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** en | ar: the language the customer last wrote in; support replies are notified in it */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.createdAt), index('tickets_email_idx').on(t.email)],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Customer | support */
    replier: varchar('replier', { length: 16 }).notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    replyId: integer('reply_id')
      .notNull()
      .references(() => ticketReplies.id, { onDelete: 'cascade' }),
    img: text('img').notNull(),
  },
  (t) => [index('ticket_attachments_reply_idx').on(t.replyId)],
);
