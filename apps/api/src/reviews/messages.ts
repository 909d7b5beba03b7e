// Bilingual messages of writing a review (spec §1 only buyers review, §5 Review, §8).
import { REVIEW_COMMENT_MAX } from '@store/shared';
import { defineFeatureMessages } from '../http/validation.ts';

const max = REVIEW_COMMENT_MAX.toLocaleString('en-US');

export const reviewMessages = defineFeatureMessages('reviews', {
  en: {
    saved: 'Thank you! Your review has been added.',
    updated: 'Your review has been updated.',
    updatedHidden: 'Your review has been updated. The store has hidden it, so it stays off the page.',
    notPurchased: 'Only customers who bought this item can review it.',
    badRating: 'Please choose a rating from 1 to 5 stars.',
    badComment: 'The comment must be text.',
    commentTooLong: `The comment is too long (at most ${max} characters).`,
  },
  ar: {
    saved: 'شكراً لك! تمت إضافة تقييمك.',
    updated: 'تم تعديل تقييمك.',
    updatedHidden: 'تم تعديل تقييمك. أخفاه المتجر، فيبقى غير معروض في الصفحة.',
    notPurchased: 'يمكن فقط للعملاء الذين اشتروا هذا المنتج تقييمه.',
    badRating: 'من فضلك اختر تقييماً من 1 إلى 5 نجوم.',
    badComment: 'التعليق يجب أن يكون نصاً.',
    commentTooLong: `التعليق طويل جداً (${max} حرف على الأكثر).`,
  },
});
