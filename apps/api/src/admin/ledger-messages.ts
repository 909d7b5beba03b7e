// Messages of the manual wallet and points adjustments (issue 26), en and ar; the request schemas
// of contract/admin-customers.ts carry the 'adminLedger.*' keys.
import { defineFeatureMessages } from '../http/validation.ts';

export const ledgerMessages = defineFeatureMessages('adminLedger', {
  en: {
    reasonRequired: 'Write the reason in English and in Arabic (at least 3 characters each); the customer reads it.',
    reasonTooLong: 'A reason may be at most 200 characters.',
    badAmount: 'The amount is a whole number of piastres, not zero, at most 100,000,000 either way.',
    badPoints: 'The points are a whole number, not zero, at most 10,000,000 either way.',
    belowZero: 'This would take the balance below zero: the customer has {balance}.',
    staffAccount: 'A staff account has no wallet or points to adjust.',
    walletAdjusted: 'The wallet was adjusted; the customer sees the entry on their wallet page.',
    pointsAdjusted: 'The points were adjusted; the customer sees the entry on their rewards page.',
  },
  ar: {
    reasonRequired: 'اكتب السبب بالإنجليزية وبالعربية (3 أحرف على الأقل لكل منهما)؛ سيقرؤه العميل.',
    reasonTooLong: 'يمكن أن يكون السبب 200 حرف على الأكثر.',
    badAmount: 'المبلغ عدد صحيح من القروش، لا يساوي صفرًا، ولا يزيد على 100,000,000 في أي اتجاه.',
    badPoints: 'النقاط عدد صحيح، لا يساوي صفرًا، ولا يزيد على 10,000,000 في أي اتجاه.',
    belowZero: 'هذا سيجعل الرصيد أقل من صفر: رصيد العميل {balance}.',
    staffAccount: 'حساب فريق العمل ليس له محفظة أو نقاط لتعديلها.',
    walletAdjusted: 'تم تعديل المحفظة؛ سيرى العميل القيد في صفحة محفظته.',
    pointsAdjusted: 'تم تعديل النقاط؛ سيرى العميل القيد في صفحة المكافآت.',
  },
});
