import { defineMessages } from '../http/messages.ts';

export const contentMessages = defineMessages({
  en: {
    postNotFound: 'Post not found',
    pageNotFound: 'Page not found',
    settingsMissing: 'The store settings are not configured yet.',
  },
  ar: {
    postNotFound: 'المقال غير موجود',
    pageNotFound: 'الصفحة غير موجودة',
    settingsMissing: 'لم يتم ضبط إعدادات المتجر بعد.',
  },
});
