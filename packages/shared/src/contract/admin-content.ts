// The back-office's content calls (issue 26): sliders, advertisements, posts, FAQ, information
// pages and site settings. Rich text (posts, FAQ answers, pages) is sanitised by the server on
// write; everything else keeps no markup. Links are a path of the store or an https address.
import { z } from 'zod';
import { staffSearch } from './staff-search.ts';
import { image, imageKey } from './admin-catalog.ts';

const count = z.number().int();
const shortText = z.string().trim().max(200);
const plain = z.string().trim().max(2_000);
const rich = z.string().max(100_000);
const sortOrder = z.number().int().min(-1_000_000).max(1_000_000).default(0);

/** "/digital-store/…" (not "//host") or "https://…": never javascript:, data: or http:. */
export const safeLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'adminCatalog.badLink',
  });
/** A social link: empty or https. */
const httpsOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: 'adminCatalog.httpsOrEmpty' });

export const idAnswer = z.object({ id: count });

// ---- sliders -----------------------------------------------------------------------------
export const sliderBody = z.object({
  title_en: shortText.min(1),
  title_ar: shortText.min(1),
  desc_en: plain.default(''),
  desc_ar: plain.default(''),
  img: imageKey,
  link: safeLink.default('/'),
  sort_order: sortOrder,
  active: z.boolean().default(true),
});
export const sliderAdmin = z.object({
  id: count,
  title_en: z.string(),
  title_ar: z.string(),
  desc_en: z.string(),
  desc_ar: z.string(),
  img: image,
  link: z.string(),
  sort_order: count,
  active: z.boolean(),
});

// ---- advertisements ----------------------------------------------------------------------
export const adBody = z.object({
  type: z.enum(['top', 'bottom']),
  img: imageKey,
  img_ar: imageKey.nullable().default(null),
  link: safeLink.default('/'),
  alt_en: shortText.default(''),
  alt_ar: shortText.default(''),
  sort_order: sortOrder,
  active: z.boolean().default(true),
});
export const adAdmin = z.object({
  id: count,
  type: z.enum(['top', 'bottom']),
  img: image,
  img_ar: image.nullable(),
  link: z.string(),
  alt_en: z.string(),
  alt_ar: z.string(),
  sort_order: count,
  active: z.boolean(),
});

// ---- posts -------------------------------------------------------------------------------
export const postBody = z.object({
  type: z.enum(['news', 'blog']),
  title_en: shortText.min(1),
  title_ar: shortText.min(1),
  /** rich text (the Tiptap editor's HTML), sanitised on write */
  desc_en: rich.default(''),
  desc_ar: rich.default(''),
  img: imageKey,
  published: z.boolean().default(false),
  tags: z
    .array(z.object({ name_en: shortText.min(1), name_ar: shortText.min(1) }))
    .max(20)
    .default([]),
});
export const postAdmin = z.object({
  id: count,
  type: z.enum(['news', 'blog']),
  title_en: z.string(),
  title_ar: z.string(),
  desc_en: z.string(),
  desc_ar: z.string(),
  img: image,
  slug: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  tags: z.array(z.object({ name_en: z.string(), name_ar: z.string() })),
});
export const postListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: staffSearch(),
  type: z.enum(['all', 'news', 'blog']).default('all'),
});
export const postListAnswer = z.object({ items: z.array(postAdmin), total: count, last_page: count });

// ---- FAQ ---------------------------------------------------------------------------------
export const faqBody = z.object({
  question_en: z.string().trim().min(1).max(500),
  question_ar: z.string().trim().min(1).max(500),
  /** rich text, sanitised on write */
  answer_en: rich.refine((v) => v.trim() !== '', 'adminCatalog.answerRequired'),
  answer_ar: rich.refine((v) => v.trim() !== '', 'adminCatalog.answerRequired'),
  sort_order: sortOrder,
});
export const faqAdmin = z.object({
  id: count,
  question_en: z.string(),
  question_ar: z.string(),
  answer_en: z.string(),
  answer_ar: z.string(),
  sort_order: count,
});

// ---- information pages ---------------------------------------------------------------------
/** The pages the storefront shows (content/routes.ts PAGE_PATHS). */
export const PAGE_KEYS = [
  'about-us',
  'terms',
  'privacy-policy',
  'redeem',
  'rewards-program',
  'student-discount',
  'affiliate',
  'careers',
] as const;
export const pageKeyParams = z.object({ key: z.enum(PAGE_KEYS) });
export const pageBody = z.object({
  title_en: shortText.min(1),
  title_ar: shortText.min(1),
  content_en: rich,
  content_ar: rich,
});
export const pageAdmin = z.object({
  key: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  content_en: z.string(),
  content_ar: z.string(),
  updated_at: z.string().nullable(),
});

// ---- settings ----------------------------------------------------------------------------
export const settingsBody = z.object({
  title_en: shortText.min(1),
  title_ar: shortText.min(1),
  description_en: plain,
  description_ar: plain,
  email: z.email().max(254),
  phone: z.string().trim().max(40),
  whatsapp: z.string().trim().max(40),
  address_en: plain,
  address_ar: plain,
  facebook_link: httpsOrEmpty,
  instagram_link: httpsOrEmpty,
  x_link: httpsOrEmpty,
  youtube_link: httpsOrEmpty,
});
export const settingsAdmin = settingsBody.extend({ updated_at: z.string().nullable() });
