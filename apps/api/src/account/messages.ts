// Bilingual messages of the account calls (spec §7, §8). The shared form rules' texts
// (packages/shared/src/auth/messages.ts) are registered as the `auth.` validation keys.
import { authMessages as sharedAuthMessages, isAuthMessageKey } from '@store/shared';
import { defineMessages } from '../http/messages.ts';
import { registerValidationMessages } from '../http/validation.ts';

registerValidationMessages('auth', (lang, key) => (isAuthMessageKey(key) ? sharedAuthMessages[lang][key] : undefined));

export const accountMessages = defineMessages({
  en: {
    registered: 'Your account has been created. We sent an activation code to your phone and e-mail.',
    emailTaken: 'This e-mail is already registered.',
    phoneTaken: 'This phone number is already registered.',
    emailInUse: 'This e-mail is already used by another account.',
    phoneInUse: 'This phone number is already used by another account.',
    loggedIn: 'Logged in successfully',
    badCredentials: 'These credentials do not match our records.',
    loggedOut: 'Logged out successfully',
    googleOff: 'Sign-in with Google is not available.',
    providerUnsupported: 'This sign-in provider is not supported.',
    googleFailed: 'Google sign-in failed. Please try again.',
    resetRequested: 'If an account uses this address, we sent it a password reset code.',
    passwordReset: 'Your password has been reset. You can now sign in.',
    codeWrong: 'This code is not correct.',
    codeWrongTries: 'This code is not correct. You have {tries} tries left.',
    codeExpired: 'This code has expired. Please request a new one.',
    codeUsed: 'This code has already been used.',
    codeLocked: 'Too many wrong tries. Please request a new code.',
    noCode: 'No activation code was sent. Please request a new one.',
    activated: 'Your account has been activated.',
    alreadyActive: 'Your account is already active.',
    codeResent: 'A new activation code has been sent to your phone and e-mail.',
    resendWait: 'Please wait {seconds} seconds before asking for a new code.',
    passwordChanged: 'Your password has been changed.',
    oldPasswordWrong: 'The old password is not correct.',
    samePassword: 'The new password must be different from the old one.',
    noPassword: 'Your account has no password yet. Use Forgot password to set one.',
    profileUpdated: 'Your profile has been updated.',
    profile: 'Your profile',
  },
  ar: {
    registered: 'تم إنشاء حسابك. أرسلنا كود التفعيل إلى هاتفك وبريدك الإلكتروني.',
    emailTaken: 'هذا البريد الإلكتروني مسجل بالفعل.',
    phoneTaken: 'رقم الهاتف هذا مسجل بالفعل.',
    emailInUse: 'هذا البريد الإلكتروني مستخدم في حساب آخر.',
    phoneInUse: 'رقم الهاتف هذا مستخدم في حساب آخر.',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    badCredentials: 'بيانات الدخول هذه لا تتطابق مع سجلاتنا.',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    googleOff: 'تسجيل الدخول عبر جوجل غير متاح.',
    providerUnsupported: 'مزود تسجيل الدخول هذا غير مدعوم.',
    googleFailed: 'فشل تسجيل الدخول عبر جوجل. يرجى المحاولة مرة أخرى.',
    resetRequested: 'إذا كان هناك حساب بهذا العنوان فقد أرسلنا إليه كود إعادة تعيين كلمة المرور.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
    codeWrong: 'هذا الكود غير صحيح.',
    codeWrongTries: 'هذا الكود غير صحيح. متبقٍ لديك {tries} محاولات.',
    codeExpired: 'انتهت صلاحية هذا الكود. يرجى طلب كود جديد.',
    codeUsed: 'تم استخدام هذا الكود من قبل.',
    codeLocked: 'محاولات خاطئة كثيرة. يرجى طلب كود جديد.',
    noCode: 'لم يتم إرسال كود تفعيل. يرجى طلب كود جديد.',
    activated: 'تم تفعيل حسابك.',
    alreadyActive: 'حسابك مفعل بالفعل.',
    codeResent: 'تم إرسال كود تفعيل جديد إلى هاتفك وبريدك الإلكتروني.',
    resendWait: 'يرجى الانتظار {seconds} ثانية قبل طلب كود جديد.',
    passwordChanged: 'تم تغيير كلمة المرور.',
    oldPasswordWrong: 'كلمة المرور القديمة غير صحيحة.',
    samePassword: 'يجب أن تكون كلمة المرور الجديدة مختلفة عن القديمة.',
    noPassword: 'لا توجد كلمة مرور لحسابك بعد. استخدم "نسيت كلمة المرور" لتعيينها.',
    profileUpdated: 'تم تحديث ملفك الشخصي.',
    profile: 'ملفك الشخصي',
  },
});

export type AccountMessageKey = keyof typeof accountMessages.catalogue.en;
