// Texts of the account form rules (spec §5), in English and Arabic. Shared schemas carry the
// keys as `auth.<key>`; the server and the storefront turn them into text with authMessage().
export type AuthLang = 'en' | 'ar';

const en = {
  identifierRequired: 'Please enter your e-mail or phone number.',
  identifierInvalid: 'Please enter a valid e-mail address or phone number.',
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  dobRequired: 'Date of birth is required.',
  dobYear: 'Please enter a valid 4-digit year.',
  dobInvalid: 'Please enter a valid date.',
  dobAge: 'You must be more than 16 years old.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'The password must be at most 128 characters.',
  passwordMismatch: 'password and its confirmation do not match',
  oldPasswordRequired: 'Old password is required.',
  codeFormat: 'The code must be 6 digits.',
  captchaRequired: 'Please complete the CAPTCHA',
  providerUnsupported: 'This sign-in provider is not supported.',
  tokenRequired: 'The sign-in token is missing.',
} as const;

export type AuthMessageKey = keyof typeof en;

const ar: Record<AuthMessageKey, string> = {
  identifierRequired: 'يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.',
  identifierInvalid: 'يرجى إدخال بريد إلكتروني أو رقم هاتف صحيح.',
  emailRequired: 'البريد الإلكتروني مطلوب.',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
  phoneRequired: 'رقم الهاتف مطلوب.',
  phoneInvalid: 'يرجى إدخال رقم هاتف صحيح.',
  dobRequired: 'تاريخ الميلاد مطلوب.',
  dobYear: 'يرجى إدخال سنة صحيحة من 4 أرقام.',
  dobInvalid: 'يرجى إدخال تاريخ صحيح.',
  dobAge: 'يجب أن يكون عمرك أكثر من 16 عامًا.',
  passwordRequired: 'كلمة المرور مطلوبة.',
  passwordTooShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور عن 128 حرفًا.',
  passwordMismatch: 'كلمة المرور وتأكيدها غير متطابقين',
  oldPasswordRequired: 'كلمة المرور القديمة مطلوبة.',
  codeFormat: 'يجب أن يتكون الكود من 6 أرقام.',
  captchaRequired: 'يرجى إكمال اختبار التحقق (CAPTCHA)',
  providerUnsupported: 'مزود تسجيل الدخول هذا غير مدعوم.',
  tokenRequired: 'رمز تسجيل الدخول مفقود.',
};

export const authMessages: Record<AuthLang, Record<AuthMessageKey, string>> = { en, ar };

/** The prefix schemas use for their message keys: `auth.dobYear`. */
export const AUTH_MESSAGE_PREFIX = 'auth';

export const authKey = (key: AuthMessageKey) => `${AUTH_MESSAGE_PREFIX}.${key}` as const;

export function isAuthMessageKey(key: string): key is AuthMessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** Text for `auth.<key>` or a bare key; anything else is returned unchanged. */
export function authMessage(lang: AuthLang, keyOrMessage: string): string {
  const key = keyOrMessage.startsWith(`${AUTH_MESSAGE_PREFIX}.`)
    ? keyOrMessage.slice(AUTH_MESSAGE_PREFIX.length + 1)
    : keyOrMessage;
  return isAuthMessageKey(key) ? authMessages[lang][key] : keyOrMessage;
}
