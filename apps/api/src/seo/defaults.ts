// Default page title and sharing description (spec §2: store name plus a description about
// PC/PlayStation/Xbox games with fast delivery and secure checkout), read from site settings.
import type { AppContext } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import type { PageMeta } from './document.ts';
import { keptSiteSettings } from './queries.ts';

const FALLBACK: Record<Lang, PageMeta> = {
  en: {
    title: 'Gamers Souq',
    description:
      'PC, PlayStation and Xbox games, gift cards and gaming hardware in Egypt with fast delivery and secure checkout.',
  },
  ar: {
    title: 'جيمرز سوق',
    description: 'ألعاب الكمبيوتر وبلايستيشن وإكس بوكس وكروت الهدايا وأجهزة الألعاب في مصر مع توصيل سريع ودفع آمن.',
  },
};

/** the settings as the storefront's /api/settings reads them: kept per process, cleared by staff changes */
export async function defaultMeta(ctx: AppContext, lang: Lang): Promise<PageMeta> {
  const row = await keptSiteSettings(ctx);
  if (!row) return FALLBACK[lang];
  return lang === 'ar'
    ? { title: row.titleAr, description: row.descriptionAr }
    : { title: row.titleEn, description: row.descriptionEn };
}
