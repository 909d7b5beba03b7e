// Bot-challenge messages (spec §8: 'Please complete the CAPTCHA' on login, 'Captcha Failed' on tickets).
import { defineMessages } from '../../http/messages.ts';

export const captchaMessages = defineMessages({
  en: {
    required: 'Please complete the CAPTCHA',
    failed: 'Captcha Failed',
    unavailable: 'The bot check is not available right now. Please try again in a moment.',
  },
  ar: {
    required: 'يرجى إكمال اختبار التحقق (CAPTCHA)',
    failed: 'فشل اختبار التحقق (CAPTCHA)',
    unavailable: 'اختبار التحقق غير متاح الآن. يرجى المحاولة بعد قليل.',
  },
});
