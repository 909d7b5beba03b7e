// Bilingual messages of placing and reading orders (spec §4 Checkout result, §8).
import { defineFeatureMessages } from '../http/validation.ts';

export const orderMessages = defineFeatureMessages('orders', {
  en: {
    placed: 'Your order has been placed.',
    placedPayOnDelivery: 'Your order has been placed. You will pay when it arrives.',
    paymentRequired: 'Please choose a payment method.',
    walletNumberRequired: 'Please enter a wallet number',
    outOfStock: 'This quantity is not available: {name}',
    orderNotFound: 'Order not found',
    nameRequired: 'Full name is required.',
    nameTooLong: 'Full name is too long.',
    cityRequired: 'City is required.',
    cityTooLong: 'City is too long.',
    streetRequired: 'Street address is required.',
    streetTooLong: 'Street address is too long.',
    phoneRequired: 'Phone number is required.',
    badPhone: 'Please enter a valid phone number.',
    badWalletNumber: 'Please enter a valid wallet number (11 digits starting with 01).',
    badStatus: 'Unknown order status.',
    paymentUnavailable:
      'The payment service is not available right now. Your order was not placed; please try again in a few minutes.',
  },
  ar: {
    placed: 'تم تسجيل طلبك.',
    placedPayOnDelivery: 'تم تسجيل طلبك. ستدفع عند الاستلام.',
    paymentRequired: 'من فضلك اختر طريقة الدفع.',
    walletNumberRequired: 'من فضلك أدخل رقم المحفظة',
    outOfStock: 'هذه الكمية غير متوفرة: {name}',
    orderNotFound: 'الطلب غير موجود',
    nameRequired: 'الاسم بالكامل مطلوب.',
    nameTooLong: 'الاسم طويل جداً.',
    cityRequired: 'المدينة مطلوبة.',
    cityTooLong: 'اسم المدينة طويل جداً.',
    streetRequired: 'العنوان مطلوب.',
    streetTooLong: 'العنوان طويل جداً.',
    phoneRequired: 'رقم الهاتف مطلوب.',
    badPhone: 'من فضلك أدخل رقم هاتف صحيح.',
    badWalletNumber: 'من فضلك أدخل رقم محفظة صحيح (11 رقماً يبدأ بـ 01).',
    badStatus: 'حالة طلب غير معروفة.',
    paymentUnavailable: 'خدمة الدفع غير متاحة الآن. لم يتم تسجيل طلبك؛ من فضلك حاول مرة أخرى بعد دقائق.',
  },
});

export type OrderMessageKey = keyof typeof orderMessages.catalogue.en;
