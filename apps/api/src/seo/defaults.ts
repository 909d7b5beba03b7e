// Default page title and sharing description (spec §2: store name plus a description about
// PC/PlayStation/Xbox games with fast delivery and secure checkout), read from site settings.
import type { AppContext } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import type { PageMeta } from './document.ts';
import { siteSettingsRow } from './queries.ts';

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

let cache: { at: number; value: Record<Lang, PageMeta> } | null = null;

export async function defaultMeta(ctx: AppContext, lang: Lang): Promise<PageMeta> {
  if (cache && Date.now() - cache.at < 60_000) return cache.value[lang];
  const row = await siteSettingsRow(ctx.db);
  const value: Record<Lang, PageMeta> = row
    ? {
        en: { title: row.titleEn, description: row.descriptionEn },
        ar: { title: row.titleAr, description: row.descriptionAr },
      }
    : FALLBACK;
  cache = { at: Date.now(), value };
  return value[lang];
}

export function clearDefaultMetaCache(): void {
  cache = null;
}
