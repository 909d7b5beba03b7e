import { defineMessages } from '../http/messages.ts';

export const contentMessages = defineMessages({
  en: {
    postNotFound: 'Post not found',
    pageNotFound: 'Page not found',
    settingsMissing: 'The store settings are not configured yet.',
    faqTitle: 'Frequently Asked Questions',
    faqDescription: 'Answers to common questions about orders, payment, delivery, digital codes and accounts at {store}.',
  },
  ar: {
    postNotFound: 'المقال غير موجود',
    pageNotFound: 'الصفحة غير موجودة',
    settingsMissing: 'لم يتم ضبط إعدادات المتجر بعد.',
    faqTitle: 'الأسئلة الشائعة',
    faqDescription: 'إجابات الأسئلة الشائعة عن الطلبات والدفع والتوصيل والأكواد الرقمية والحسابات في {store}.',
  },
});
