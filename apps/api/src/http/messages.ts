// Bilingual message catalogues for API answers. Each feature defines its own with
// defineMessages; the type makes the Arabic catalogue carry exactly the English keys.
import type { Lang } from '@store/shared';

export type { Lang };
export const LANGS: readonly Lang[] = ['en', 'ar'];

export type Catalogue<K extends string> = { en: Record<K, string>; ar: Record<K, string> };

export interface Translator<K extends string> {
  (lang: Lang, key: K, params?: Record<string, string | number>): string;
  catalogue: Catalogue<K>;
}

export function defineMessages<K extends string>(catalogue: Catalogue<K>): Translator<K> {
  const t = ((lang: Lang, key: K, params?: Record<string, string | number>) => {
    const template = catalogue[lang][key] ?? catalogue.en[key] ?? key;
    return params ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : template;
  }) as Translator<K>;
  t.catalogue = catalogue;
  return t;
}

/** Messages of the HTTP layer itself (validation, not found, limits, failures). */
export const httpMessages = defineMessages({
  en: {
    notFound: 'The requested resource was not found.',
    routeNotFound: 'No API route matches {method} {url}.',
    validation: 'Some of the information sent is not valid.',
    serverError: 'server error try again later',
    unavailable: 'The store is briefly unavailable. Please try again in a few seconds.',
    rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
    unauthenticated: 'You have to login first!',
    forbidden: 'You are not allowed to do this.',
    bodyTooLarge: 'The request is too large.',
    badJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Unsupported content type.',
    required: '{field} is required.',
    mustBeNumber: '{field} must be a number.',
    mustBeInteger: '{field} must be a whole number.',
    mustBeText: '{field} must be text.',
    mustBeBoolean: '{field} must be true or false.',
    mustBeList: '{field} must be a list.',
    tooSmallNumber: '{field} must be at least {min}.',
    tooBigNumber: '{field} must be at most {max}.',
    tooShortText: '{field} must be at least {min} characters.',
    tooLongText: '{field} must be at most {max} characters.',
    tooFewItems: '{field} must have at least {min} items.',
    tooManyItems: '{field} must have at most {max} items.',
    oneOf: '{field} must be one of: {values}.',
    badEmail: '{field} must be a valid e-mail address.',
    badFormat: '{field} is not in the right format.',
    invalid: '{field} is not valid.',
    unknownField: 'Unknown field: {field}.',
    uriTooLong: 'The address is too long.',
    badUrl: 'The address is not valid.',
    invalidCharacters: 'The request contains characters that are not allowed.',
  },
  ar: {
    notFound: 'العنصر المطلوب غير موجود.',
    routeNotFound: 'لا يوجد مسار في الواجهة يطابق {method} {url}.',
    validation: 'بعض البيانات المرسلة غير صحيحة.',
    serverError: 'خطأ في الخادم، حاول مرة أخرى لاحقاً',
    unavailable: 'المتجر غير متاح للحظات. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    rateLimited: 'طلبات كثيرة جداً. يرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى.',
    unauthenticated: 'يجب عليك تسجيل الدخول اولا',
    forbidden: 'غير مسموح لك بهذا الإجراء.',
    bodyTooLarge: 'حجم الطلب كبير جداً.',
    badJson: 'محتوى الطلب ليس JSON صالحاً.',
    unsupportedMediaType: 'نوع المحتوى غير مدعوم.',
    required: '{field} مطلوب.',
    mustBeNumber: '{field} يجب أن يكون رقماً.',
    mustBeInteger: '{field} يجب أن يكون رقماً صحيحاً.',
    mustBeText: '{field} يجب أن يكون نصاً.',
    mustBeBoolean: '{field} يجب أن يكون true أو false.',
    mustBeList: '{field} يجب أن يكون قائمة.',
    tooSmallNumber: '{field} يجب ألا يقل عن {min}.',
    tooBigNumber: '{field} يجب ألا يزيد عن {max}.',
    tooShortText: '{field} يجب ألا يقل عن {min} حروف.',
    tooLongText: '{field} يجب ألا يزيد عن {max} حرفاً.',
    tooFewItems: '{field} يجب أن يحتوي على {min} عناصر على الأقل.',
    tooManyItems: '{field} يجب ألا يحتوي على أكثر من {max} عناصر.',
    oneOf: '{field} يجب أن يكون أحد القيم: {values}.',
    badEmail: '{field} يجب أن يكون بريداً إلكترونياً صحيحاً.',
    badFormat: '{field} بصيغة غير صحيحة.',
    invalid: '{field} غير صالح.',
    unknownField: 'حقل غير معروف: {field}.',
    uriTooLong: 'العنوان طويل جداً.',
    badUrl: 'العنوان غير صالح.',
    invalidCharacters: 'الطلب يحتوي على رموز غير مسموح بها.',
  },
});

/** Names of request fields as a shopper reads them, for validation messages. */
export const fieldLabels = defineMessages({
  en: {
    page: 'Page',
    per_page: 'Items per page',
    type: 'Type',
    limit: 'Limit',
    id: 'Id',
    search: 'Search text',
    category_id: 'Category',
    country_id: 'Country',
    product_id: 'Product',
    card_id: 'Card',
    sort_type: 'Sort',
    email: 'Email',
    phone: 'Phone',
    dob: 'Date of birth',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    old_password: 'Old password',
    new_password: 'New password',
    code: 'Code',
    reset_code: 'Reset code',
    email_or_phone: 'Email or phone',
    qty: 'Quantity',
    rating: 'Rating',
    comment: 'Comment',
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
    reason_id: 'Reason',
    order_id: 'Order',
    amount: 'Amount',
    payment_id: 'Payment method',
    status: 'Status',
    token: 'Token',
    provider: 'Provider',
    g_recaptcha_response: 'Bot check',
  },
  ar: {
    page: 'الصفحة',
    per_page: 'عدد العناصر في الصفحة',
    type: 'النوع',
    limit: 'الحد',
    id: 'المعرف',
    search: 'نص البحث',
    category_id: 'القسم',
    country_id: 'الدولة',
    product_id: 'المنتج',
    card_id: 'الكارت',
    sort_type: 'الترتيب',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    dob: 'تاريخ الميلاد',
    password: 'كلمة المرور',
    password_confirmation: 'تأكيد كلمة المرور',
    old_password: 'كلمة المرور القديمة',
    new_password: 'كلمة المرور الجديدة',
    code: 'الكود',
    reset_code: 'كود إعادة التعيين',
    email_or_phone: 'البريد الإلكتروني أو الهاتف',
    qty: 'الكمية',
    rating: 'التقييم',
    comment: 'التعليق',
    name: 'الاسم',
    subject: 'الموضوع',
    message: 'الرسالة',
    reason_id: 'السبب',
    order_id: 'الطلب',
    amount: 'المبلغ',
    payment_id: 'طريقة الدفع',
    status: 'الحالة',
    token: 'الرمز',
    provider: 'المزود',
    g_recaptcha_response: 'التحقق من أنك لست روبوت',
  },
});
