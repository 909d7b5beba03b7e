// Messages of the back-office's review moderation, en and ar; the request schemas of
// contract/admin-reviews.ts carry the 'adminReviews.*' keys.
import { defineFeatureMessages } from '../http/validation.ts';

export const reviewAdminMessages = defineFeatureMessages('adminReviews', {
  en: {
    hiddenRequired: 'Say whether the review is to be hidden or shown.',
    reasonRequired: 'Write why the review is hidden (at least 3 characters): it stays on record.',
    reasonTooLong: 'A reason may be at most 300 characters.',
    hidden: 'The review is hidden: it no longer shows on the item’s page or counts in its rating.',
    shown: 'The review shows again on the item’s page and counts in its rating.',
  },
  ar: {
    hiddenRequired: 'حدّد هل يُخفى التقييم أم يُعرض.',
    reasonRequired: 'اكتب سبب إخفاء التقييم (3 أحرف على الأقل): يبقى محفوظًا في السجل.',
    reasonTooLong: 'يمكن أن يكون السبب 300 حرف على الأكثر.',
    hidden: 'تم إخفاء التقييم: لم يعد يظهر في صفحة المنتج ولا يُحسب في تقييمه.',
    shown: 'عاد التقييم يظهر في صفحة المنتج ويُحسب في تقييمه.',
  },
});
