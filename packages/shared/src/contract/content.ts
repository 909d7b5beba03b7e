// Answer schemas of the content calls (spec §3, §7): settings, sliders, advertisements, posts,
// CMS pages, FAQ and ticket reasons.
import { z } from 'zod';
import { displayDate } from './formats.ts';
import { listPage } from './catalog.ts';

export const siteSettings = z.object({
  title: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  facebook_link: z.string(),
  instagram_link: z.string(),
  x_link: z.string(),
  youtube_link: z.string(),
  /** fixed by the spec */
  linkedin_link: z.string(),
  pinterest_link: z.string(),
  tiktok_link: z.string(),
});

export const sliderItem = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  img: z.string(),
  link: z.string(),
});

export const advertisement = z.object({
  id: z.number().int(),
  type: z.enum(['top', 'bottom']),
  img: z.string(),
  link: z.string(),
  alt: z.string(),
});

export const post = z.object({
  id: z.number().int(),
  title: z.string(),
  /** sanitised HTML */
  desc: z.string(),
  img: z.string(),
  slug: z.string(),
  type: z.enum(['news', 'blog']),
  created_at: displayDate('the day the post was published'),
  tags: z.array(z.object({ name: z.string() })),
});

/** GET /posts */
export const postsPage = listPage.extend({ posts: z.array(post) });

export const faq = z.object({
  id: z.number().int(),
  question: z.string(),
  /** sanitised HTML */
  answer: z.string(),
});

/** GET /about-us, /terms, … (sanitised HTML content) */
export const contentPage = z.object({ key: z.string(), title: z.string(), content: z.string() });

export const ticketReason = z.object({ id: z.number().int(), name: z.string(), show_orders: z.boolean() });
