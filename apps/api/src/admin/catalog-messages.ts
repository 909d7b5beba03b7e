// Messages of the back-office's catalogue and content calls, en and ar (issue 26).
import { defineMessages } from '../http/messages.ts';

export const catalogMessages = defineMessages({
  en: {
    imageEmpty: 'Send the image file as the body of the request.',
    imageTooLarge: 'An image may be at most 8 MB.',
    imageType: 'Only png, jpeg, webp or gif images are accepted.',
    imageMissing: 'The image {key} is not a file of the store; upload it first.',
    uploaded: 'The image was uploaded.',
    notHardware: 'The category is not a category of the hardware store.',
    categoryHasChildren: 'Products go in a category without sub-categories.',
    compatMissing: 'A {part} needs these Build PC keys: {keys}.',
    parentMissing: 'The parent category does not exist.',
    fixedCategory: 'This category is one of the store’s fixed categories: it stays where it is.',
    otherStore: 'A category moves only within its own store (hardware or digital).',
    cycle: 'A category cannot be moved under itself or one of its sub-categories.',
    deleted: 'Deleted.',
  },
  ar: {
    imageEmpty: 'أرسل ملف الصورة في جسم الطلب.',
    imageTooLarge: 'الحد الأقصى لحجم الصورة 8 ميجابايت.',
    imageType: 'تُقبل صور png أو jpeg أو webp أو gif فقط.',
    imageMissing: 'الصورة {key} ليست ملفًا من ملفات المتجر؛ ارفعها أولًا.',
    uploaded: 'تم رفع الصورة.',
    notHardware: 'الفئة ليست من فئات متجر الأجهزة.',
    categoryHasChildren: 'توضع المنتجات في فئة ليس لها فئات فرعية.',
    compatMissing: 'يحتاج {part} إلى مفاتيح تجميع الكمبيوتر التالية: {keys}.',
    parentMissing: 'الفئة الأم غير موجودة.',
    fixedCategory: 'هذه الفئة من فئات المتجر الثابتة: تبقى في مكانها.',
    otherStore: 'تُنقل الفئة داخل متجرها فقط (الأجهزة أو البطاقات الرقمية).',
    cycle: 'لا يمكن نقل فئة تحت نفسها أو تحت إحدى فئاتها الفرعية.',
    deleted: 'تم الحذف.',
  },
});
