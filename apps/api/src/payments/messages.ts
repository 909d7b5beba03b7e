// Bilingual texts of the payment pages and callbacks.
import { defineMessages } from '../http/messages.ts';

export const paymentMessages = defineMessages({
  en: {
    pageTitle: 'Sandbox payment',
    pageIntro: 'Order {number}. This test gateway takes no money: choose how the payment ends.',
    topupIntro: 'Wallet top-up {id}. This test gateway takes no money: choose how the payment ends.',
    pay: 'Pay',
    fail: 'Fail',
    alreadyDone: 'This payment is already finished.',
    badSignature: 'The payment callback signature is not valid.',
    paymentNotFound: 'Payment not found',
    recorded: 'Payment result recorded',
    callbackUnreadable: 'The payment callback could not be read.',
    amountMismatch: 'The paid amount does not match the payment.',
  },
  ar: {
    pageTitle: 'دفع تجريبي',
    pageIntro: 'الطلب {number}. بوابة الدفع التجريبية هذه لا تخصم أي مبلغ: اختر كيف ينتهي الدفع.',
    topupIntro: 'شحن المحفظة {id}. بوابة الدفع التجريبية هذه لا تخصم أي مبلغ: اختر كيف ينتهي الدفع.',
    pay: 'ادفع',
    fail: 'فشل',
    alreadyDone: 'تم الانتهاء من هذا الدفع بالفعل.',
    badSignature: 'توقيع إشعار الدفع غير صالح.',
    paymentNotFound: 'الدفع غير موجود',
    recorded: 'تم تسجيل نتيجة الدفع',
    callbackUnreadable: 'تعذرت قراءة إشعار الدفع.',
    amountMismatch: 'المبلغ المدفوع لا يطابق مبلغ الدفع.',
  },
});
