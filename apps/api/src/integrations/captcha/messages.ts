// Bot-challenge messages (spec §8: 'Please complete the CAPTCHA' on login, 'Captcha Failed' on tickets).
import { defineMessages } from '../../http/messages.ts';

export const captchaMessages = defineMessages({
  en: {
    required: 'Please complete the CAPTCHA',
    failed: 'Captcha Failed',
    unavailable: 'The bot check is not available right now. Please try again in a moment.',
    harder: 'Many sign-ins are coming from your network right now. Please complete the check again.',
  },
  ar: {
    required: 'يرجى إكمال اختبار التحقق (CAPTCHA)',
    failed: 'فشل اختبار التحقق (CAPTCHA)',
    unavailable: 'اختبار التحقق غير متاح الآن. يرجى المحاولة بعد قليل.',
    harder: 'هناك محاولات دخول كثيرة من شبكتك الآن. يرجى إكمال اختبار التحقق مرة أخرى.',
  },
});
