// Answer and request schemas of the staff back-office (/api/admin/..., issue 26): declared on the
// API routes; the admin app imports the inferred types with `import type`.
import { z } from 'zod';
import { typedDigits } from '../auth/identifier.ts';
import { recordId, recordIdParam } from './formats.ts';
import { staffSearch } from './staff-search.ts';
import { catalogPrice, image, imageKey } from './admin-catalog.ts';

export const staffRoleSchema = z.enum(['support', 'admin']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
});

export const staffLoginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  /** the 6-digit code of the authenticator app, or one recovery code (XXXXX-XXXXX); Arabic-Indic digits read as ASCII */
  code: z.string().overwrite(typedDigits).min(6).max(32),
});

export const staffLoginAnswer = z.object({
  token: z.string(),
  /** ISO date-time: the absolute end of the session (12 h); it also ends after 1 h unused */
  expires_at: z.string(),
  idle_minutes: z.number().int(),
  staff: staffSchema,
  /** recovery codes left; shown as a warning when low */
  recovery_codes_left: z.number().int(),
});

const count = z.number().int();
const piastres = z.number().int();

export const dashboardAnswer = z.object({
  today: z.object({ sales: piastres, orders: count }),
  week: z.object({ sales: piastres, orders: count }),
  orders_by_status: z.array(z.object({ status: z.string(), count })),
  /** held orders a person must look at; the orders list shows them with ?attention=on_hold */
  needs_attention: count,
  /** orders with refunded hardware that left the store and is not back yet; the orders list's ?attention=awaiting_return */
  awaiting_return: count,
  /** the last 7 days, oldest first (Africa/Cairo days) */
  sales_by_day: z.array(z.object({ day: z.string(), sales: piastres, orders: count })),
  low_stock_cards: z.array(z.object({ id: count, name: z.string(), available: count, reserved: count, threshold: count })),
  low_stock_products: z.array(z.object({ id: count, name: z.string(), stock: count })),
  open_tickets: count,
});

// ---- cards -------------------------------------------------------------------------------

export const CARD_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc', 'available_asc'] as const;

export const cardListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: staffSearch(),
  sort: z.enum(CARD_SORTS).default('newest'),
  active: z.enum(['all', 'yes', 'no']).default('all'),
  category_id: recordIdParam().optional(),
  low_stock: z.enum(['0', '1']).default('0'),
});

export const cardRow = z.object({
  id: count,
  name_en: z.string(),
  name_ar: z.string(),
  category_id: count,
  category: z.string(),
  price: piastres,
  price_after_discount: piastres.nullable(),
  active: z.boolean(),
  stock_type: count,
  available: count,
  reserved: count,
  sold: count,
  low_stock_threshold: count,
  created_at: z.string(),
});

export const cardListAnswer = z.object({ items: z.array(cardRow), total: count, last_page: count });

const shortText = z.string().trim().max(200);
const longText = z.string().max(20_000);
const list = z.array(z.string().trim().min(1).max(100)).max(50);

/** The writable fields of a card; prices in piastres. */
export const cardBody = z
  .object({
    name_en: shortText.min(1),
    name_ar: shortText.min(1),
    category_id: recordId(),
    country_id: recordId(),
    platform_id: recordId().nullable().default(null),
    short_name: z.string().trim().max(50).default(''),
    desc_en: longText.default(''),
    desc_ar: longText.default(''),
    keywords: list.default([]),
    regions_en: list.default([]),
    regions_ar: list.default([]),
    languages_en: list.default([]),
    languages_ar: list.default([]),
    system_requirement_en: longText.default(''),
    system_requirement_ar: longText.default(''),
    price: catalogPrice,
    price_after_discount: catalogPrice.nullable().default(null),
    redeem_points: z.number().int().min(0).max(10_000_000).default(0),
    stock_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    low_stock_threshold: z.number().int().min(0).max(1_000_000).default(10),
    active: z.boolean().default(false),
    /** uploaded images (POST /admin/images?kind=card), the first is the main one; left as they are when absent */
    images: z.array(imageKey).min(1).max(12).optional(),
  })
  .refine((b) => b.price_after_discount === null || b.price_after_discount <= b.price, {
    path: ['price_after_discount'],
    message: 'adminCatalog.discountAbovePrice',
  });
export type CardBody = z.input<typeof cardBody>;

export const cardDetail = cardRow.extend({
  country_id: count,
  platform_id: count.nullable(),
  short_name: z.string(),
  desc_en: z.string(),
  desc_ar: z.string(),
  keywords: z.array(z.string()),
  regions_en: z.array(z.string()),
  regions_ar: z.array(z.string()),
  languages_en: z.array(z.string()),
  languages_ar: z.array(z.string()),
  system_requirement_en: z.string(),
  system_requirement_ar: z.string(),
  redeem_points: count,
  img: z.string(),
  /** the main image first, then the rest of the gallery */
  images: z.array(image),
});

export const publishBody = z.object({ active: z.boolean() });

export const cardOptionsAnswer = z.object({
  categories: z.array(z.object({ id: count, name: z.string() })),
  countries: z.array(z.object({ id: count, name: z.string(), iso2: z.string() })),
  platforms: z.array(z.object({ id: count, name: z.string() })),
});

// ---- card codes --------------------------------------------------------------------------

/** Most rows one import takes (issue 26). */
export const CODE_IMPORT_MAX_ROWS = 100_000;

export const importAnswer = z.object({
  imported: count,
  available: count,
});

/** One refused row of an import: its line in the file (1 = the first line) and why. */
export const importProblem = z.object({ line: count, problem: z.string() });

export const codeRow = z.object({
  id: count,
  /** the code with all but its last 4 characters hidden */
  masked: z.string(),
  serial_number: z.string(),
  status: z.enum(['available', 'reserved', 'sold']),
  created_at: z.string(),
});

export const codeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(['all', 'available', 'reserved', 'sold']).default('all'),
});

export const codeListAnswer = z.object({
  items: z.array(codeRow),
  total: count,
  last_page: count,
  counts: z.object({ available: count, reserved: count, sold: count }),
});

export const revealAnswer = z.object({ id: count, code: z.string(), serial_number: z.string() });

// ---- support inbox -----------------------------------------------------------------------

export const adminTicketRow = z.object({
  uuid: z.string(),
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'answered', 'resolved']),
  reason: z.string(),
  order_ref: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** hours since the ticket was last changed */
  age_hours: count,
});

export const adminTicketListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(['open', 'pending', 'answered', 'resolved', 'all']).default('open'),
  search: staffSearch(),
});

export const adminTicketListAnswer = z.object({ items: z.array(adminTicketRow), total: count, last_page: count });

export const adminTicketAnswer = adminTicketRow.extend({
  user_id: count.nullable(),
  replies: z.array(
    z.object({
      id: count,
      replier: z.enum(['Customer', 'support']),
      message: z.string().nullable(),
      created_at: z.string(),
      images: z.array(z.string()),
    }),
  ),
});

// ---- customers ---------------------------------------------------------------------------

export const customerRow = z.object({
  id: count,
  email: z.string(),
  phone: z.string(),
  user_type: z.string(),
  activation: z.string(),
  staff_role: z.enum(['none', 'support', 'admin']),
  created_at: z.string(),
});

export const customerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: staffSearch(),
  status: z.enum(['all', 'active', 'waiting', 'banned']).default('all'),
});

export const customerListAnswer = z.object({ items: z.array(customerRow), total: count, last_page: count });

export const customerDetail = customerRow.extend({
  wallet_balance: piastres,
  points_available: count,
  orders: z.array(z.object({ id: count, number: z.string(), status: z.string(), total: piastres, created_at: z.string() })),
  tickets: z.array(z.object({ uuid: z.string(), subject: z.string(), status: z.string(), created_at: z.string() })),
  wallet_ledger: z.array(z.object({ id: count, amount: piastres, kind: z.string(), note: z.string(), created_at: z.string() })),
  points_ledger: z.array(z.object({ id: count, points: count, status: z.string(), note: z.string(), created_at: z.string() })),
});

export const banBody = z.object({ banned: z.boolean() });

// ---- orders (read-only until the order state machine of issue 22 lands) -------------------

export const adminOrderRow = z.object({
  id: count,
  number: z.string(),
  status: z.string(),
  customer_email: z.string().nullable(),
  payment_method: z.string(),
  total: piastres,
  created_at: z.string(),
});

export const adminOrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.string().trim().max(32).optional(),
  search: staffSearch(),
});

export const adminOrderListAnswer = z.object({ items: z.array(adminOrderRow), total: count, last_page: count });

export const adminOrderDetail = adminOrderRow.extend({
  lines: z.array(z.object({ name: z.string(), qty: count, unit_price: piastres, kind: z.enum(['product', 'card']) })),
  address: z.string().nullable(),
});

// ---- audit -------------------------------------------------------------------------------

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  entity: z.string().trim().max(40).optional(),
  /** one record's entries (with `entity`): "what happened to order 16" */
  entity_id: staffSearch(64),
});

export const auditRow = z.object({
  id: count,
  at: z.string(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditListAnswer = z.object({ items: z.array(auditRow), total: count, last_page: count });
