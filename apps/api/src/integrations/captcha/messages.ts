// Bot-challenge messages (spec §8: 'Please complete the CAPTCHA' on login, 'Captcha Failed' on
// tickets): the spec's two texts are the shared ones the storefront shows, so each has one
// wording per language.
import { authMessages, supportMessage } from '@store/shared';
import { defineMessages } from '../../http/messages.ts';

export const captchaMessages = defineMessages({
  en: {
    required: authMessages.en.captchaRequired,
    failed: supportMessage('en', 'captchaFailed'),
    unavailable: 'The bot check is not available right now. Please try again in a moment.',
    harder: 'Many sign-ins are coming from your network right now. Please complete the check again.',
  },
  ar: {
    required: authMessages.ar.captchaRequired,
    failed: supportMessage('ar', 'captchaFailed'),
    unavailable: 'اختبار التحقق غير متاح الآن. يرجى المحاولة بعد قليل.',
    harder: 'هناك محاولات دخول كثيرة من شبكتك الآن. يرجى إكمال اختبار التحقق مرة أخرى.',
  },
});
