// Bilingual wording of page titles and sharing descriptions for crawler-readable pages.
import { defineMessages } from '../http/messages.ts';

export const seoMessages = defineMessages({
  en: {
    home: 'Home',
    categoryDescription: 'Shop {name} in Egypt at {store}: prices in EGP, fast delivery and secure checkout.',
    searchTitle: 'Search results for “{query}”',
    searchEmptyTitle: 'Search',
    searchDescription: 'Products and cards matching “{query}” at {store}.',
    dealsTitle: 'Deals',
    dealsDescription: 'Today’s deals on gaming hardware, game cards and gift cards at {store}.',
    newsTitle: 'News & Blog',
    newsDescription: 'Gaming news, guides and store updates from {store}.',
    postNotFound: 'Article not found',
  },
  ar: {
    home: 'الرئيسية',
    categoryDescription: 'تسوق {name} في مصر من {store}: أسعار بالجنيه المصري، توصيل سريع ودفع آمن.',
    searchTitle: 'نتائج البحث عن "{query}"',
    searchEmptyTitle: 'البحث',
    searchDescription: 'المنتجات والكروت المطابقة لـ "{query}" في {store}.',
    dealsTitle: 'العروض',
    dealsDescription: 'عروض اليوم على أجهزة الألعاب وكروت الألعاب وبطاقات الهدايا في {store}.',
    newsTitle: 'الأخبار والمدونة',
    newsDescription: 'أخبار الألعاب والأدلة وتحديثات المتجر من {store}.',
    postNotFound: 'المقال غير موجود',
  },
});
