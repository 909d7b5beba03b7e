// Texts of the ticket form and ticket reply rules (spec §5, §8), in English and Arabic. The
// storefront shows them while checking a form; the server answers the same texts when a request
// breaks the same rule, so the wording exists once.
export type SupportLang = 'en' | 'ar';

const en = {
  captchaFailed: 'Captcha Failed',
  nameRequired: 'Name is required!',
  nameTooLong: 'The name must be at most {max} characters.',
  emailRequired: 'Email is required!',
  emailInvalid: 'Please enter a valid e-mail address.',
  subjectRequired: 'Subject is required!',
  subjectTooLong: 'The subject must be at most {max} characters.',
  reasonRequired: 'Please select a reason!',
  orderRequired: 'Order number is required for this reason!',
  orderTooLong: 'The order number must be at most {max} characters.',
  messageRequired: 'Please write a message!',
  messageTooLong: 'The message must be at most {max} characters.',
  replyEmpty: 'Please enter a message or attach an image.',
  duplicateFile: 'File "{name}" is already selected.',
  fileTooLarge: 'Image file size exceeds the limit (5MB): {name}',
  badFileType: 'Invalid file type. Only jpg, jpeg, png allowed: {name}',
  tooManyFiles: 'You can attach at most {max} images to one message.',
} as const;

export type SupportMessageKey = keyof typeof en;

const ar: Record<SupportMessageKey, string> = {
  captchaFailed: 'فشل اختبار التحقق (CAPTCHA)',
  nameRequired: 'الاسم مطلوب!',
  nameTooLong: 'يجب ألا يزيد الاسم عن {max} حرفًا.',
  emailRequired: 'البريد الإلكتروني مطلوب!',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح.',
  subjectRequired: 'الموضوع مطلوب!',
  subjectTooLong: 'يجب ألا يزيد الموضوع عن {max} حرفًا.',
  reasonRequired: 'يرجى اختيار السبب!',
  orderRequired: 'رقم الطلب مطلوب لهذا السبب!',
  orderTooLong: 'يجب ألا يزيد رقم الطلب عن {max} حرفًا.',
  messageRequired: 'يرجى كتابة رسالة!',
  messageTooLong: 'يجب ألا تزيد الرسالة عن {max} حرف.',
  replyEmpty: 'يرجى كتابة رسالة أو إرفاق صورة.',
  duplicateFile: 'الملف "{name}" مختار بالفعل.',
  fileTooLarge: 'حجم الصورة يتجاوز الحد المسموح (5 ميجابايت): {name}',
  badFileType: 'نوع الملف غير مسموح. المسموح فقط jpg و jpeg و png: {name}',
  tooManyFiles: 'يمكنك إرفاق {max} صور كحد أقصى في الرسالة الواحدة.',
};

const catalogue: Record<SupportLang, Record<SupportMessageKey, string>> = { en, ar };

/** The text of a support rule in `lang`, with `{name}`-style parameters filled in. */
export function supportMessage(lang: SupportLang, key: SupportMessageKey, params: Record<string, string | number> = {}): string {
  return catalogue[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export const supportMessageCatalogue = catalogue;
