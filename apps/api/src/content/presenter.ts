// The one place that shapes content answers with the spec's field names (spec §3).
import type { Advertisement, ContentPage, Faq, Post, SiteSettings, SliderItem, TicketReason } from '@store/shared';
import { formatDate } from '@store/shared';
import type { Storage } from '../integrations/storage/index.ts';
import type * as s from '../db/schema/index.ts';
import type { Lang } from '../http/messages.ts';
import { sanitizeHtml } from '../lib/html.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
const pick = (lang: Lang, en: string, ar: string) => (lang === 'ar' ? ar || en : en);

/** LinkedIn, Pinterest and TikTok links are fixed by the spec (§3 Site settings). */
export const FIXED_SOCIAL = {
  linkedin_link: 'https://www.linkedin.com/company/gamers-souq',
  pinterest_link: 'https://www.pinterest.com/gamerssouq',
  tiktok_link: 'https://www.tiktok.com/@gamerssouq',
} as const;

export function presentSettings(row: Row<typeof s.siteSettings>, lang: Lang): SiteSettings {
  return {
    title: pick(lang, row.titleEn, row.titleAr),
    description: pick(lang, row.descriptionEn, row.descriptionAr),
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: pick(lang, row.addressEn, row.addressAr),
    facebook_link: row.facebookLink,
    instagram_link: row.instagramLink,
    x_link: row.xLink,
    youtube_link: row.youtubeLink,
    ...FIXED_SOCIAL,
  };
}

export function presentSlider(row: Row<typeof s.sliders>, lang: Lang, storage: Storage): SliderItem {
  return {
    id: row.id,
    title: pick(lang, row.titleEn, row.titleAr),
    desc: pick(lang, row.descEn, row.descAr),
    img: storage.publicUrl(row.img),
    link: row.link,
  };
}

export function presentAdvertisement(row: Row<typeof s.advertisements>, lang: Lang, storage: Storage): Advertisement {
  const img = lang === 'ar' && row.imgAr ? row.imgAr : row.img;
  return {
    id: row.id,
    type: row.type === 'bottom' ? 'bottom' : 'top',
    img: storage.publicUrl(img),
    link: row.link,
    alt: pick(lang, row.altEn, row.altAr),
  };
}

export function presentPost(row: Row<typeof s.posts>, tags: Row<typeof s.postTags>[], lang: Lang, storage: Storage): Post {
  return {
    id: row.id,
    title: pick(lang, row.titleEn, row.titleAr),
    desc: sanitizeHtml(pick(lang, row.descEn, row.descAr)),
    img: storage.publicUrl(row.img),
    slug: row.slug,
    type: row.type === 'blog' ? 'blog' : 'news',
    created_at: formatDate(row.createdAt),
    tags: tags.map((t) => ({ name: pick(lang, t.nameEn, t.nameAr) })),
  };
}

export function presentFaq(row: Row<typeof s.faqs>, lang: Lang): Faq {
  return {
    id: row.id,
    question: pick(lang, row.questionEn, row.questionAr),
    answer: sanitizeHtml(pick(lang, row.answerEn, row.answerAr)),
  };
}

export function presentPage(row: Row<typeof s.pages>, lang: Lang): ContentPage {
  return {
    key: row.key,
    title: pick(lang, row.titleEn, row.titleAr),
    content: sanitizeHtml(pick(lang, row.contentEn, row.contentAr)),
  };
}

export function presentReason(row: Row<typeof s.ticketReasons>, lang: Lang): TicketReason {
  return { id: row.id, name: pick(lang, row.nameEn, row.nameAr), show_orders: row.showOrders };
}
