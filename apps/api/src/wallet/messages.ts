// Bilingual messages of the wallet, its top-up, the points summary and the device-wallet test page
// (spec §5 Top-up, §8). The request schemas in packages/shared/src/contract/wallet.ts carry these
// keys as 'wallet.<key>'.
import { defineFeatureMessages } from '../http/validation.ts';

export const walletMessages = defineFeatureMessages('wallet', {
  en: {
    invalidAmount: 'Please enter a valid amount',
    methodRequired: 'Please select a payment method',
    walletNumberRequired: 'Please enter a wallet number',
    badWalletNumber: 'Please enter a valid wallet number (11 digits starting with 01).',
    amountTooSmall: 'The smallest top-up is {amount}.',
    amountTooLarge: 'The largest top-up is {amount}.',
    methodNotForTopup: 'This payment method is not available for wallet top-up.',
    merchantsOnly: 'Wallet top-up is available to merchant accounts only.',
    topupStarted: 'Complete the payment to add the amount to your wallet.',
    paymentUnavailable: 'The payment could not be started. Please try again in a few minutes.',
    badPage: 'Page must be a whole number from 1.',
    badPerPage: 'Items per page must be a whole number from 1.',
    badType: 'Type must be empty, credit or debit.',
    badRewardStatus: 'Status must be all, available, pending or redeemed.',
    topupDescription: 'Wallet top-up',
    // device-wallet test page (spec §8)
    applePayNotConfigured: 'Apple Pay is not set up on this store yet.',
    badValidationUrl: 'The merchant validation address is not an Apple Pay address.',
    merchantValidationFailed: 'Merchant validation failed',
    errorValidatingMerchant: 'Error validating merchant',
    badPaymentToken: 'The payment token is missing or not valid.',
    paymentSuccessful: 'Payment successful',
  },
  ar: {
    invalidAmount: 'من فضلك أدخل مبلغًا صحيحًا',
    methodRequired: 'من فضلك اختر طريقة الدفع',
    walletNumberRequired: 'من فضلك أدخل رقم المحفظة',
    badWalletNumber: 'من فضلك أدخل رقم محفظة صحيحًا (11 رقمًا يبدأ بـ 01).',
    amountTooSmall: 'أقل مبلغ للشحن هو {amount}.',
    amountTooLarge: 'أكبر مبلغ للشحن هو {amount}.',
    methodNotForTopup: 'طريقة الدفع هذه غير متاحة لشحن المحفظة.',
    merchantsOnly: 'شحن المحفظة متاح لحسابات التجار فقط.',
    topupStarted: 'أكمل الدفع لإضافة المبلغ إلى محفظتك.',
    paymentUnavailable: 'تعذر بدء الدفع. من فضلك حاول مرة أخرى بعد دقائق.',
    badPage: 'رقم الصفحة يجب أن يكون عددًا صحيحًا من 1.',
    badPerPage: 'عدد العناصر في الصفحة يجب أن يكون عددًا صحيحًا من 1.',
    badType: 'النوع يجب أن يكون فارغًا أو إيداع أو خصم.',
    badRewardStatus: 'الحالة يجب أن تكون الكل أو متاحة أو معلقة أو مستبدلة.',
    topupDescription: 'شحن المحفظة',
    applePayNotConfigured: 'لم يتم إعداد Apple Pay في هذا المتجر بعد.',
    badValidationUrl: 'عنوان التحقق من التاجر ليس عنوانًا من Apple Pay.',
    merchantValidationFailed: 'فشل التحقق من التاجر',
    errorValidatingMerchant: 'حدث خطأ أثناء التحقق من التاجر',
    badPaymentToken: 'رمز الدفع مفقود أو غير صالح.',
    paymentSuccessful: 'تم الدفع بنجاح',
  },
});
